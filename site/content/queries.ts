// Every GROQ query the site runs, in one place. `npm run typegen` (sanity typegen) types their results
// into sanity.types.ts; the same queries run against the live project or the seed dataset (source.ts).
import { defineQuery } from 'groq';

const image = /* groq */ `{ alt, "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height }`;

// A list staff left unticked is not saved at all: it reads as none (studio/schemaTypes/dish.ts).
const dishFields = /* groq */ `"id": dishId, name, description, price, category, subcategory, available, eta, "image": image${image},
  "allergens": coalesce(allergens, []), "dietary": coalesce(dietary, [])`;

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  name, tagline, address, phone, email, openingHours[]{days, hours}, lastOrdersMinutes, orderLeadMinutes, eveningService, bin, vatRates[]{from, percent}, serviceChargePercent, location, directionsUrl,
  social[]{network, url}, seoDescription
}`);

export const menuQuery = defineQuery(`*[_type == "dish"] | order(length(dishId) asc, dishId asc){ ${dishFields} }`);

export const deliveryAreasQuery = defineQuery(`*[_type == "deliveryArea"] | order(name asc){ "id": areaId.current, name, fee, minimum, extraMinutes, served }`);

export const homePageQuery = defineQuery(`*[_type == "homePage"][0]{
  hero, popularIntro, chefsIntro, promo, testimonialsTitle, findUsIntro,
  "popularDishes": popularDishes[]->{ ${dishFields} },
  "chefs": *[_type == "chef"] | order(order asc){ name, role, description, "image": image${image} },
  "testimonials": *[_type == "testimonial"] | order(order asc){ text, author, role, rating }
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage"][0]{
  established, storyTitle, story, milestones[] | order(year asc){ year, title, text },
  team[]{ name, role, description, "image": image${image} }, values[]{ title, text },
  achievements[]{ title, issuer, year, kind }
}`);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && _id == $id][0]{ title, body }`);
