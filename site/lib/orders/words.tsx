import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/lang';

// Latin words inside Bangla text, for the ordering and paying islands: a brand (bKash, SSLCommerz) or a dish as an
// order kept its name is marked `lang="en"`, so a screen reader says it in English. (Words with an element in them
// are filled by islands/shared/fill-nodes.tsx; plain ones by i18n/fill.ts.)

/** The brands that keep their Latin letters in Bangla text (docs/glossary.md). */
const BRANDS = /(bKash|SSLCommerz|Visa|Mastercard)/;

/** Text whose Latin brand names are marked `lang="en"` on a Bangla page, so a screen reader says them in English. */
export function Latin({ text, lang }: { text: string; lang: Lang }): ReactNode {
  if (lang === 'en' || !BRANDS.test(text)) return text;
  return text.split(BRANDS).map((part, index) => (index % 2 === 0 ? part : <span key={index} lang="en">{part}</span>));
}

/** `lang="en"` for a name written in Latin letters on a Bangla page (a dish as an order kept its name). */
export const latinName = (name: string, lang: Lang): 'en' | undefined => (lang === 'bn' && /[A-Za-z]/.test(name) ? 'en' : undefined);
