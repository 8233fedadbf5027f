// ID tokens as the Firebase Auth emulator issues them (alg "none", unsigned), for Worker tests that run
// with FIREBASE_AUTH_EMULATOR_HOST set, exactly as `npm start` does.
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function emulatorToken(uid: string, { email = `${uid}@example.com`, projectId = 'demo-karnaphuli', expiresIn = 3600 } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    email,
    iat: now,
    auth_time: now,
    exp: now + expiresIn,
    firebase: { sign_in_provider: 'password', identities: {} },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}
