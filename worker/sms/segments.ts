// How many parts a text message is sent in, which is what it costs (3GPP TS 23.038 for the alphabet; TS 23.040 for
// concatenation). A message all in the GSM 7-bit default alphabet holds 160 characters, or 153 a part once it needs
// more than one (each part carries a 7-character header); the extension table's characters (€ [ ] { } \ ~ ^ |
// and the form feed) take two places each. Anything else (Bangla, a curly quote, an emoji) sends the whole message in
// UCS-2: 70 characters, or 67 a part; a character outside the Basic Multilingual Plane takes two. The Worker's alone,
// not in ../contract: the site's font cut must draw every character there, and the GSM alphabet's are no page's.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Places used: GSM-7 septets (an extension character is two), or UCS-2 code units. */
  length: number;
  parts: number;
}

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export function smsSize(text: string): SmsSize {
  const characters = [...text];
  if (characters.every((character) => basic.has(character) || extension.has(character))) {
    const length = characters.reduce((sum, character) => sum + (extension.has(character) ? 2 : 1), 0);
    return { encoding: 'GSM-7', length, parts: length <= 160 ? 1 : Math.ceil(length / 153) };
  }
  // UTF-16 code units: what UCS-2 (as phones send it, UTF-16) spends on each character.
  const { length } = text;
  return { encoding: 'UCS-2', length, parts: length <= 70 ? 1 : Math.ceil(length / 67) };
}
