// layout: the shell every page shares: the skip link, the header, the drawer and the footer, and the parts
// several pages show (Find Us, the opening hours, the newsletter, the page not found).
export default {
  skipLink: 'Skip to content',
  nav: { menu: 'Menu', about: 'About', contact: 'Contact', reservations: 'Reservations', orders: 'Orders' },
  mainNav: 'Main',
  languages: 'Languages',
  /** The phone's drawer: the dialog's name and the bar's buttons that open and close it. */
  drawer: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The account block in the bar and the drawer. The cart's name with its count is kept up to date by lib/session/header.ts. */
  account: {
    login: 'Login',
    signUp: 'Sign Up',
    adminDashboard: 'Admin Dashboard',
    kitchen: 'Kitchen',
    cart: 'Cart',
    cartCountOne: 'Cart, {count} item',
    cartCountOther: 'Cart, {count} items',
    logout: 'Logout',
  },
  footer: {
    lede: "A table by the Karnaphuli: the port's catch, Bengali flavours and the discipline of a classical kitchen.",
    social: 'Social media',
    opensInNewTab: '{network} (opens in a new tab)',
    visit: 'Visit',
    explore: 'Explore',
    trackOrder: 'Track an order',
    trackReservation: 'Track a reservation',
    legal: 'Legal',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    letterTitle: 'The Karnaphuli Letter',
    letterText: "New seasons, chef's tables and evenings on the river, a few times a year.",
    rights: '© {year} {name}, {locality}. All rights reserved.',
    prices: 'Prices in Bangladeshi taka, inclusive of VAT.',
  },
  /** SPEC §5 "Newsletter": nothing is sent to a server; the form's script reads its two messages from the form itself. */
  newsletter: {
    email: 'Email address',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    invalid: 'Please enter a valid email address.',
    success: 'Subscribed successfully!',
  },
  findUs: {
    address: 'Address',
    enquiries: 'Reservations and enquiries',
    hours: 'Opening hours',
    directions: 'Get Directions',
    newTab: ' (opens in a new tab)',
    mapLabel: 'Map: {name} on {street}, by the Karnaphuli river',
    road: 'STRAND ROAD',
    river: 'Karnaphuli River',
    showMap: 'Show interactive map',
    /** {osm}: OpenStreetMap, a name that stays in Latin letters. */
    mapCredit: 'Map data © {osm} contributors',
    mapTitle: 'Interactive map of the restaurant and its surroundings',
  },
  /** The opening hours' days as the site settings abbreviate them ("Mon – Thu"). */
  days: { Mon: 'Mon', Tue: 'Tue', Wed: 'Wed', Thu: 'Thu', Fri: 'Fri', Sat: 'Sat', Sun: 'Sun' },
  notFound: {
    metaTitle: 'Page not found',
    metaDescription: 'The page you were looking for is not on our floor plan.',
    title: 'This table is not on our floor plan',
    lede: 'The page you asked for has moved, or never existed. Let us seat you somewhere better.',
    home: 'Return to the home page',
  },
};
