// Order and reservation ids: 12 Crockford base32 characters (60 random bits) — unguessable, short, and
// easy to read aloud over the phone (no I, L, O or U). Lookups forgive case, spaces, dashes and the
// letters people mistake for digits.
export const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ID_LENGTH = 12;

/** The canonical form of an id a guest typed, or null if it cannot be one. */
export function normalizeId(input: string): string | null {
  const id = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return id.length === ID_LENGTH && [...id].every((char) => ID_ALPHABET.includes(char)) ? id : null;
}
