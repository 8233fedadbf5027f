import { deliveryArea } from './delivery-area';
import { dish } from './dish';
import { blockContent } from './i18n';
import { aboutPage, homePage, legalPage } from './pages';
import { chef, testimonial } from './people';
import { siteSettings } from './site-settings';

// blockContent is Portable Text as a named type, for the translated long-form fields (i18n.ts).
export const schemaTypes = [blockContent, dish, deliveryArea, chef, testimonial, homePage, aboutPage, legalPage, siteSettings];

/** Document types with exactly one document, edited in place. */
export const SINGLETONS = new Set(['siteSettings', 'homePage', 'aboutPage']);
