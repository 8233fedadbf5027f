// The formatters of a language: formatsFor('bn').formatTaka(1850) → ৳১,৮৫০. Both modules have the same
// functions (the type below checks it), so a screen or a mail calls the same names in either language.
import type { Lang } from './lang';
import * as bn from './format-bn';
import * as en from './format';

export type Formats = typeof en & { digits: (value: string | number) => string };

const FORMATS: Record<Lang, Formats> = { en: { ...en, digits: (value) => String(value) }, bn };

export function formatsFor(lang: Lang): Formats {
  return FORMATS[lang];
}
