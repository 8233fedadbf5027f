// home: the home page's own words (its content, the hero, the intros and the promotion, comes from Sanity).
export default {
  bookTable: 'Book a Table',
  viewMenu: 'View Menu',
  popularEyebrow: 'From the kitchen',
  popularTitle: 'Popular Dishes',
  seeMenu: 'See the whole menu',
  chefsEyebrow: 'The brigade',
  chefsTitle: 'Master Chefs',
  /** {hours}: the site settings' evening service, "5 PM to 10 PM". */
  eveningService: 'Evening service · {hours}',
  eveningHours: '{from} to {to}',
  testimonialsEyebrow: 'Guests',
  findUsEyebrow: 'Visit',
  findUsTitle: 'Find Us',
  /** The testimonials carousel. */
  testimonials: {
    label: 'Guest testimonials',
    slide: '{index} of {count}',
    rated: 'Rated {rating} out of 5',
    show: 'Show testimonial {index}: {author}',
  },
};
