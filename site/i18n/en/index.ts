// The English catalog, one module per part of the site. Pages take what they show from it at build time;
// an island is handed the parts it needs as a prop (catalog.ts), so no catalog is ever in a page's script.
import common from './common';
import layout from './layout';
import home from './home';
import menu from './menu';
import about from './about';
import contact from './contact';
import legal from './legal';
import cart from './cart';
import checkout from './checkout';
import pay from './pay';
import invoice from './invoice';
import reservations from './reservations';
import waitlist from './waitlist';
import tracking from './tracking';
import account from './account';
import orders from './orders';
import shared from './shared';
import toasts from './toasts';
import validation from './validation';

export const en = { common, layout, home, menu, about, contact, legal, cart, checkout, pay, invoice, reservations, waitlist, tracking, account, orders, shared, toasts, validation };
