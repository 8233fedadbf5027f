// Sanity's webhook signature (@sanity/webhook, src/signature.ts): the header `sanity-webhook-signature` is
// `t=<unix time in milliseconds>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">`, keyed with the webhook's secret.
// Verified here with WebCrypto against the raw body as received (re-serialised JSON would not match).

export const SIGNATURE_HEADER = 'sanity-webhook-signature';

/**
 * How far a signature's time may be from ours: a recorded call replayed later is refused. Five minutes covers
 * the clocks' drift and Sanity's delivery, retries included (twice, 30 seconds apart, after a 429 or 5xx).
 */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

// The toolkit's own pattern: a comma, a space or both between the two parts.
const HEADER = /^t=(\d+)[, ]+v1=([A-Za-z0-9_-]+)$/;

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'invalid' | 'stale';

export async function checkSignature(secret: string, header: string | undefined, body: string, now: number): Promise<SignatureCheck> {
  if (header === undefined || header.trim() === '') return 'missing';
  const match = HEADER.exec(header.trim());
  const signature = match?.[2] === undefined ? undefined : fromBase64Url(match[2]);
  if (match?.[1] === undefined || signature === undefined) return 'malformed';
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  // verify() compares in constant time; the time is checked after, so a forged header learns nothing of the clock.
  const authentic = await crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(`${match[1]}.${body}`));
  if (!authentic) return 'invalid';
  return Math.abs(now - Number(match[1])) > SIGNATURE_TOLERANCE_MS ? 'stale' : 'valid';
}

/**
 * What identifies a signed call, however its header is written: its time and its signature's bytes (the header
 * allows a comma, a space or both between them, and base64url more than one spelling of the same bytes).
 * Undefined for a header checkSignature would not accept.
 */
export function signedCall(header: string | undefined): string | undefined {
  const match = HEADER.exec(header?.trim() ?? '');
  const signature = match?.[2] === undefined ? undefined : fromBase64Url(match[2]);
  if (match?.[1] === undefined || signature === undefined) return undefined;
  return `${match[1]}.${[...signature].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The bytes of unpadded base64url, or undefined if it is not that. */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return undefined;
  }
}
