// The two languages the restaurant speaks: English (the default) and Bangla. An account, an order and a booking
// each remember theirs, and the mails and texts about them are written in it. Pure data: no imports.

export const LANGS = ['en', 'bn'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'bn';
