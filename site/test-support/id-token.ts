const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token shaped as the provider's (header.payload.signature), for code that reads only its payload. */
export const idToken = (claims: object) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;
