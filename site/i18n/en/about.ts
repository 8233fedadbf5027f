// about: the about page's own words (its story, milestones, team, values and awards come from Sanity).
export default {
  metaTitle: 'About Us',
  metaDescription: 'The story of Karnaphuli, established {year} by the river in Chattogram: our journey, our team, our values and our awards.',
  established: 'Established {year}',
  title: 'About Us',
  lede: 'A restaurant by the river, for the city that grew up around it.',
  since: 'Since {year}',
  milestones: 'Milestones',
  journey: 'Our Journey',
  teamEyebrow: 'Front of house and kitchen',
  team: 'Meet Our Team',
  valuesEyebrow: 'What we hold to',
  values: 'Our Values',
  recognition: 'Recognition',
  achievements: 'Our Achievements',
  /** An award's kind, by the value Sanity keeps. */
  awardKinds: { michelin: 'Guide', 'chef-association': 'Kitchen', wine: 'Cellar', 'travel-guide': 'Travel' },
};
