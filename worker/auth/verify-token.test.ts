import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorToken } from '../test/tokens';
import { verifyIdToken } from './verify-token';

// Signed tokens are checked against a local key set standing in for Google's published keys: one key
// pair plays Google, another plays a forger who knows the key id.
const PROJECT = 'demo-karnaphuli';
const KID = 'google-key-1';
let google: CryptoKey;
let forger: CryptoKey;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const real = await generateKeyPair('RS256', { extractable: true });
  google = real.privateKey;
  forger = (await generateKeyPair('RS256')).privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(real.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] });
});

function signed(key: CryptoKey, claims: JWTPayload = {}, expiresIn = '1h') {
  return new SignJWT({ iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, sub: 'guest-1', email: 'guest@example.com', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

const verify = (token: string, emulator = false) => verifyIdToken(token, { projectId: PROJECT, emulator, keys });

describe('verifyIdToken', () => {
  it('accepts a token signed by the provider for this project, and reads its identity', async () => {
    await expect(verify(await signed(google))).resolves.toMatchObject({ uid: 'guest-1', email: 'guest@example.com' });
  });

  it('reads email_verified as verified only when it is the literal true and there is an address', async () => {
    await expect(verify(await signed(google, { email_verified: true }))).resolves.toMatchObject({ email: 'guest@example.com', emailVerified: true });
    await expect(verify(await signed(google, { email_verified: false }))).resolves.toMatchObject({ emailVerified: false });
    await expect(verify(await signed(google))).resolves.toMatchObject({ emailVerified: false });
    await expect(verify(await signed(google, { email_verified: 'true' }))).resolves.toMatchObject({ emailVerified: false });
    await expect(verify(await signed(google, { email: undefined, email_verified: true }))).resolves.toMatchObject({ email: '', emailVerified: false });
    await expect(verify(emulatorToken('guest-1', { verified: false }), true)).resolves.toMatchObject({ emailVerified: false });
    await expect(verify(emulatorToken('guest-1'), true)).resolves.toMatchObject({ emailVerified: true });
  });

  it('refuses a forged signature, an expired token, another project, another issuer and no subject', async () => {
    await expect(verify(await signed(forger))).rejects.toThrow();
    await expect(verify(await signed(google, {}, '-1m'))).rejects.toThrow();
    await expect(verify(await signed(google, { aud: 'someone-else' }))).rejects.toThrow();
    await expect(verify(await signed(google, { iss: 'https://securetoken.google.com/someone-else' }))).rejects.toThrow();
    await expect(verify(await signed(google, { sub: '' }))).rejects.toThrow();
  });

  it('refuses a token whose signature was swapped from another token', async () => {
    const [header, , signature] = (await signed(google)).split('.');
    const [, payload] = (await signed(google, { sub: 'admin-1' })).split('.');
    await expect(verify(`${header}.${payload}.${signature}`)).rejects.toThrow();
  });

  it("accepts the emulator's unsigned tokens only when configured for the emulator", async () => {
    await expect(verify(emulatorToken('guest-1'))).rejects.toThrow('only from the Auth emulator');
    await expect(verify(emulatorToken('guest-1'), true)).resolves.toMatchObject({ uid: 'guest-1' });
    await expect(verify(emulatorToken('guest-1', { projectId: 'someone-else' }), true)).rejects.toThrow();
    await expect(verify(emulatorToken('guest-1', { expiresIn: -10 }), true)).rejects.toThrow();
  });
});
