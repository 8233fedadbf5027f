// legal: the Terms and Privacy pages' own words (their text comes from Sanity).
export default {
  eyebrow: 'Legal',
  lastUpdated: 'Last updated',
  termsDescription: 'The terms for reservations, delivery orders, cancellations and refunds at Karnaphuli, Chattogram.',
  privacyDescription: 'How Karnaphuli collects, uses and protects the personal data of its guests.',
};
