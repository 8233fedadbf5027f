// The restaurant's hours as the site settings write them, in English ("Mon – Thu", "11:00 AM – 10:00 PM",
// "5 PM to 10 PM"), said in the page's language: the days by the layout catalog's names, each time by the
// language's writtenTime (সকাল ১১:০০). An English page shows them exactly as written; a text already in
// Bangla is left as it is.
import { formatsFor } from '#contract/formats';
import type { Catalog } from '../i18n/catalog';
import type { Lang } from '../i18n/lang';

const DAY = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g;
const TIME = /\b(\d{1,2})(?::(\d{2}))?\s*(AM|PM)\b/g;

/** "7:30 PM" → "19:30". */
export function clock24(hours: string, minutes: string | undefined, half: string): string {
  return `${(Number(hours) % 12) + (half === 'PM' ? 12 : 0)}:${minutes ?? '00'}`;
}

/** The days of a row of opening hours: "Mon – Thu" → "সোম – বৃহস্পতি". */
export function daysIn(lang: Lang, days: Catalog['layout']['days'], text: string): string {
  return lang === 'en' ? text : text.replace(DAY, (day) => days[day as keyof typeof days]);
}

/** The times in a text: "11:00 AM – 10:00 PM" → "সকাল ১১:০০ – রাত ১০:০০". */
export function timesIn(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  const { writtenTime } = formatsFor(lang);
  return text.replace(TIME, (_, hours: string, minutes: string | undefined, half: string) => writtenTime(clock24(hours, minutes, half)));
}
