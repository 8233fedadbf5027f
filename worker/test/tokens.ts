// ID tokens as the Firebase Auth emulator issues them (alg "none", unsigned), for Worker tests that run
// with FIREBASE_AUTH_EMULATOR_HOST set, exactly as `npm start` does. Verified by default (email_verified: true,
// as a Google sign-in or an opened verification link gives): the tests that mean an unproven address say so.
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function emulatorToken(uid: string, { email = `${uid}@example.com`, verified = true, projectId = 'demo-karnaphuli', expiresIn = 3600 } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    email,
    email_verified: verified,
    iat: now,
    auth_time: now,
    exp: now + expiresIn,
    firebase: { sign_in_provider: 'password', identities: {} },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** What a token says of its holder's address, for the db functions that take it: verified unless told. */
export const tokenEmail = (email: string, emailVerified = true) => ({ email, emailVerified });
