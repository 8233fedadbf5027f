// Every GROQ query the site runs, in one place. `npm run typegen` (sanity typegen) types their results
// into sanity.types.ts; the same queries run against the live project or the seed dataset (source.ts).
//
// Every query takes `$lang` ('en' or 'bn'). A field a guest reads is stored in each language (the Studio's
// internationalized arrays, docs/decisions/0027-content-in-two-languages.md): the query picks `$lang`'s words,
// and English where a field has none in `$lang` yet. The last fallback ("" or []) is never reached (the Studio
// requires English) and keeps the results' types what they were: a string, not a string or null.
import { defineQuery } from 'groq';

/** A translated line or paragraph at `field`, in `$lang`, else in English. */
const t = (field: string) => /* groq */ `coalesce(${field}[language == $lang][0].value, ${field}[language == "en"][0].value, "")`;
/** Translated Portable Text at `field`, in `$lang`, else in English. */
const blocks = (field: string) => /* groq */ `coalesce(${field}[language == $lang][0].value, ${field}[language == "en"][0].value, [])`;

const image = /* groq */ `{ "alt": ${t('alt')}, "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height }`;

// A list staff left unticked is not saved at all: it reads as none (studio/schemaTypes/dish.ts). `nameEn` is the
// dish's English name whatever `$lang` is: the menu's search on Bangla pages finds a dish by either name.
const dishFields = /* groq */ `"id": dishId, "name": ${t('name')}, "nameEn": coalesce(name[language == "en"][0].value, ""), "description": ${t('description')},
  price, category, subcategory, available, eta, "image": image${image}, "allergens": coalesce(allergens, []), "dietary": coalesce(dietary, [])`;

// The opening hours stay as staff write them, in English: the Worker reads them (worker/contract/service.ts), and a
// Bangla page writes them from what it reads. `nameEn` is the house's mark, Latin on every page.
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  "name": ${t('name')}, "nameEn": coalesce(name[language == "en"][0].value, ""), "tagline": ${t('tagline')},
  "address": { "street": ${t('address.street')}, "locality": ${t('address.locality')}, "postalCode": address.postalCode, "country": ${t('address.country')} },
  phone, email, openingHours[]{days, hours}, lastOrdersMinutes, orderLeadMinutes, eveningService, bin, vatRates[]{from, percent}, serviceChargePercent, location, directionsUrl,
  social[]{network, url}, "seoDescription": ${t('seoDescription')}
}`);

export const menuQuery = defineQuery(`*[_type == "dish"] | order(length(dishId) asc, dishId asc){ ${dishFields} }`);

// In the order of the names the guest reads (by code point, as worker/contract/delivery-areas.ts `byName` does).
export const deliveryAreasQuery = defineQuery(`*[_type == "deliveryArea"]{ "id": areaId.current, "name": ${t('name')}, fee, minimum, extraMinutes, served } | order(name asc)`);

// People's names (the chefs', the team's, the quoted guests') are read in `$lang` like every other word: a Bangla page
// writes them in Bengali script. Unlike a dish or the house they have no `nameEn`: nothing searches or marks by them.
export const homePageQuery = defineQuery(`*[_type == "homePage"][0]{
  "hero": { "eyebrow": ${t('hero.eyebrow')}, "title": ${t('hero.title')}, "lede": ${t('hero.lede')} },
  "popularIntro": ${t('popularIntro')}, "chefsIntro": ${t('chefsIntro')},
  "promo": { "title": ${t('promo.title')}, "text": ${t('promo.text')} },
  "testimonialsTitle": ${t('testimonialsTitle')}, "findUsIntro": ${t('findUsIntro')},
  "popularDishes": popularDishes[]->{ ${dishFields} },
  "chefs": *[_type == "chef"] | order(order asc){ "name": ${t('name')}, "role": ${t('role')}, "description": ${t('description')}, "image": image${image} },
  "testimonials": *[_type == "testimonial"] | order(order asc){ "text": ${t('text')}, "author": ${t('author')}, "role": ${t('role')}, rating }
}`);

// A value's `icon` is the English word the page draws its picture by (Sustainability, Excellence, Passion, Innovation).
export const aboutPageQuery = defineQuery(`*[_type == "aboutPage"][0]{
  established, "storyTitle": ${t('storyTitle')}, "story": ${blocks('story')},
  milestones[] | order(year asc){ year, "title": ${t('title')}, "text": ${t('text')} },
  team[]{ "name": ${t('name')}, "role": ${t('role')}, "description": ${t('description')}, "image": image${image} },
  values[]{ icon, "title": ${t('title')}, "text": ${t('text')} },
  achievements[]{ "title": ${t('title')}, "issuer": ${t('issuer')}, year, kind }
}`);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && _id == $id][0]{ "title": ${t('title')}, "body": ${blocks('body')} }`);
