import { ID_ALPHABET, ID_LENGTH } from './contract/ids';

/** A fresh id: 12 characters of 5 random bits each (256 is a multiple of 32, so every character is uniform). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  return [...bytes].map((byte) => ID_ALPHABET[byte & 31]).join('');
}
