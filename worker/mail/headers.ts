// Header-safe text for mails. A guest's name, a contact message's subject or sender end up in
// headers (To, Subject, Reply-To); a CR or LF there would start a header of the attacker's choosing, a quote
// would close the display name. Everything bound for a header passes through here: control characters become
// spaces, and anything beyond plain words is written as RFC 2047 encoded-words, which cannot carry a line break.

/**
 * One line: every control character (CR, LF, TAB, NUL…) a space, runs of space one, trimmed, capped; invisible
 * format characters (bidi overrides, zero-width spaces) removed, so a name cannot pose as another.
 */
export function headerText(text: string, max = 150): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\p{Cf}/gu, '').replace(/\s+/g, ' ').trim();
  return [...line].slice(0, max).join('');
}

const PLAIN = /^[A-Za-z0-9 .,'!?&()/#:+-]*$/;

/** UTF-8 text as B encoded-words of at most 75 characters, folded onto continuation lines; plain words stay. */
export function encodeWords(text: string): string {
  const line = headerText(text);
  if (PLAIN.test(line)) return line;
  const encoder = new TextEncoder();
  const words: string[] = [];
  let chunk = '';
  for (const char of line) {
    // 45 bytes of UTF-8 is 60 characters of base64: with "=?UTF-8?B?" and "?=" a word stays under 75.
    if (encoder.encode(chunk + char).length > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(encoder.encode(word))}?=`).join('\r\n ');
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A plain addr-spec and nothing else: no spaces, brackets, quotes or line breaks can ride along into a header or an SMTP command. */
const ADDRESS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const isSendableAddress = (address: string) => address.length <= 254 && ADDRESS.test(address);

/** `Name <address>` for a From, To or Reply-To header; the name encoded, the address checked. */
export function mailbox(address: string, name = ''): string {
  if (!isSendableAddress(address)) throw new UnsendableAddress(address);
  const phrase = headerText(name, 80);
  if (!phrase) return address;
  // A plain phrase is quoted (it may hold a comma or a period); anything else is encoded-words, never quoted.
  return PLAIN.test(phrase) ? `"${phrase}" <${address}>` : `${encodeWords(phrase)} <${address}>`;
}

export class UnsendableAddress extends Error {
  constructor(address: string) {
    super(`Not an address a mail can be sent to: ${JSON.stringify(address.slice(0, 80))}`);
  }
}
