// layout: the shell every page shares: the skip link, the header, the drawer and the footer.
export default {
  skipLink: 'Skip to content',
  nav: { menu: 'Menu', about: 'About', contact: 'Contact', reservations: 'Reservations', orders: 'Orders' },
  mainNav: 'Main',
  languages: 'Languages',
};
