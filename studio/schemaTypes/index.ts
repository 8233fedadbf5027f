import { deliveryArea } from './delivery-area';
import { dish } from './dish';
import { aboutPage, homePage, legalPage } from './pages';
import { chef, testimonial } from './people';
import { siteSettings } from './site-settings';

export const schemaTypes = [dish, deliveryArea, chef, testimonial, homePage, aboutPage, legalPage, siteSettings];

/** Document types with exactly one document, edited in place. */
export const SINGLETONS = new Set(['siteSettings', 'homePage', 'aboutPage']);
