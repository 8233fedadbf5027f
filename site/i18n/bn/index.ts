// The Bangla catalog: the same keys as the English (../en), checked by the type below and by catalog.test.ts.
// Its words follow docs/glossary.md.
import type { en } from '../en';
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

export const bn: typeof en = { common, layout, home, menu, about, contact, legal, cart, checkout, pay, invoice, reservations, waitlist, tracking, account, orders, shared, toasts, validation };
