import { aboutPageQuery, deliveryAreasQuery, homePageQuery, legalPageQuery, menuQuery, siteSettingsQuery } from './queries';
import type { AboutPageQueryResult, DeliveryAreasQueryResult, HomePageQueryResult, LegalPageQueryResult, MenuQueryResult, SiteSettingsQueryResult } from './sanity.types';
import type { Catalog } from '../i18n/catalog';
import type { Lang } from '../i18n/lang';
import { fetchRequired } from './source';

// What pages load, each fetched once per build and language however many pages use it. The queries pick each
// field's words in `lang`, English where a field has none in it yet (queries.ts).
const once = <T>(load: (lang: Lang) => Promise<T>) => {
  const promises = new Map<Lang, Promise<T>>();
  return (lang: Lang = 'en') => {
    let promise = promises.get(lang);
    if (!promise) promises.set(lang, (promise = load(lang)));
    return promise;
  };
};

export type SiteSettings = NonNullable<SiteSettingsQueryResult>;
export type Dish = MenuQueryResult[number];
export type HomePage = NonNullable<HomePageQueryResult>;
export type AboutPage = NonNullable<AboutPageQueryResult>;
export type LegalPage = NonNullable<LegalPageQueryResult>;
export type SocialNetwork = NonNullable<SiteSettings['social']>[number]['network'];

export const getSiteSettings = once((lang) => fetchRequired<SiteSettingsQueryResult>('Site settings', siteSettingsQuery, { lang }));

/** The restaurant as its printed invoice and tickets name it: its name, its address on one line, its phone. */
export async function getHouseOnPaper(lang: Lang = 'en'): Promise<{ name: string; address: string; phone: string }> {
  const { name, address, phone } = await getSiteSettings(lang);
  return { name, address: `${address.street}, ${address.locality} ${address.postalCode}, ${address.country}`, phone };
}
export const getMenu = once((lang) => fetchRequired<MenuQueryResult>('The menu', menuQuery, { lang }));
export const getDeliveryAreas = once((lang) => fetchRequired<DeliveryAreasQueryResult>('The delivery areas', deliveryAreasQuery, { lang }));
export const getHomePage = once((lang) => fetchRequired<HomePageQueryResult>('The home page', homePageQuery, { lang }));
export const getAboutPage = once((lang) => fetchRequired<AboutPageQueryResult>('The about page', aboutPageQuery, { lang }));
export const getLegalPage = (id: 'terms' | 'privacy', lang: Lang = 'en') => fetchRequired<LegalPageQueryResult>(`The ${id} page`, legalPageQuery, { id, lang });

/** The links of the header and drawer (SPEC §2, "Header and drawer"): each label is the `layout` catalog's `nav[key]`, in the page's language. */
export const primaryNav = [
  { href: '/menu', key: 'menu' },
  { href: '/about', key: 'about' },
  { href: '/contact', key: 'contact' },
  { href: '/reservations', key: 'reservations' },
  { href: '/orders', key: 'orders' },
] as const satisfies readonly { href: string; key: keyof Catalog['layout']['nav'] }[];

export const telephoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
