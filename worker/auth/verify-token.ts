import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';

// Firebase ID tokens (https://firebase.google.com/docs/auth/admin/verify-id-tokens#verify_id_tokens_using_a_third-party_jwt_library):
// RS256, signed by Google's securetoken keys, issuer https://securetoken.google.com/<project>, audience the
// project, a non-empty subject (the uid). The Auth emulator signs nothing (alg "none"): such tokens are
// accepted only when the Worker is configured for the emulator.
const GOOGLE_KEYS = createRemoteJWKSet(new URL('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'));

export interface VerifiedIdentity {
  uid: string;
  email: string;
  /**
   * The provider has verified `email` to this account (the token's email_verified claim): the only address the
   * restaurant writes to. Google sign-ins carry it; an e-mail sign-up once its verification link is opened.
   */
  emailVerified: boolean;
  name: string;
  picture: string;
}

export interface VerifyOptions {
  projectId: string;
  /** Set only locally and in tests. */
  emulator: boolean;
  now?: Date;
  /** Google's signing keys (fetched and cached per isolate); tests pass their own. */
  keys?: JWTVerifyGetKey;
}

function identityOf(payload: JWTPayload): VerifiedIdentity {
  const claims = payload as JWTPayload & { email?: unknown; email_verified?: unknown; name?: unknown; picture?: unknown };
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 128) throw new Error('The token has no subject');
  const email = typeof claims.email === 'string' ? claims.email : '';
  return {
    uid: payload.sub,
    email,
    // Only the literal true, and only with an address to be true of.
    emailVerified: claims.email_verified === true && email.length > 0,
    name: typeof claims.name === 'string' ? claims.name : '',
    picture: typeof claims.picture === 'string' ? claims.picture : '',
  };
}

/** The identity in a valid ID token; throws for anything else. */
export async function verifyIdToken(token: string, { projectId, emulator, now = new Date(), keys = GOOGLE_KEYS }: VerifyOptions): Promise<VerifiedIdentity> {
  const issuer = `https://securetoken.google.com/${projectId}`;
  if (decodeProtectedHeader(token).alg === 'none') {
    if (!emulator) throw new Error('Unsigned tokens are accepted only from the Auth emulator');
    const payload = decodeJwt(token);
    const seconds = Math.floor(now.getTime() / 1000);
    if (payload.iss !== issuer || payload.aud !== projectId) throw new Error('The token is for another project');
    if (typeof payload.exp !== 'number' || payload.exp <= seconds) throw new Error('The token has expired');
    return identityOf(payload);
  }
  const { payload } = await jwtVerify(token, keys, { issuer, audience: projectId, algorithms: ['RS256'], currentDate: now });
  return identityOf(payload);
}
