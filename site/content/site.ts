import { aboutPageQuery, deliveryAreasQuery, homePageQuery, legalPageQuery, menuQuery, siteSettingsQuery } from './queries';
import type { AboutPageQueryResult, DeliveryAreasQueryResult, HomePageQueryResult, LegalPageQueryResult, MenuQueryResult, SiteSettingsQueryResult } from './sanity.types';
import { fetchRequired } from './source';

// What pages load, each fetched once per build however many pages use it.
const once = <T>(load: () => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
};

export type SiteSettings = NonNullable<SiteSettingsQueryResult>;
export type Dish = MenuQueryResult[number];
export type HomePage = NonNullable<HomePageQueryResult>;
export type AboutPage = NonNullable<AboutPageQueryResult>;
export type LegalPage = NonNullable<LegalPageQueryResult>;
export type SocialNetwork = NonNullable<SiteSettings['social']>[number]['network'];

export const getSiteSettings = once(() => fetchRequired<SiteSettingsQueryResult>('Site settings', siteSettingsQuery));

/** The restaurant as its printed invoice and tickets name it: its name, its address on one line, its phone. */
export async function getHouseOnPaper(): Promise<{ name: string; address: string; phone: string }> {
  const { name, address, phone } = await getSiteSettings();
  return { name, address: `${address.street}, ${address.locality} ${address.postalCode}, ${address.country}`, phone };
}
export const getMenu = once(() => fetchRequired<MenuQueryResult>('The menu', menuQuery));
export const getDeliveryAreas = once(() => fetchRequired<DeliveryAreasQueryResult>('The delivery areas', deliveryAreasQuery));
export const getHomePage = once(() => fetchRequired<HomePageQueryResult>('The home page', homePageQuery));
export const getAboutPage = once(() => fetchRequired<AboutPageQueryResult>('The about page', aboutPageQuery));
export const getLegalPage = (id: 'terms' | 'privacy') => fetchRequired<LegalPageQueryResult>(`The ${id} page`, legalPageQuery, { id });

/** The links of the header and drawer (SPEC §2, "Header and drawer"). */
export const primaryNav = [
  { href: '/menu', label: 'Menu' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/reservations', label: 'Reservations' },
  { href: '/orders', label: 'Orders' },
] as const;

export const telephoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
