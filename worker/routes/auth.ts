import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { AuthConfig } from '../contract/auth';

const auth = new Hono<AppEnv>();

auth.get('/config', (c) => {
  const { FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST } = c.get('config');
  const body: AuthConfig = {
    apiKey: FIREBASE_API_KEY,
    authDomain: FIREBASE_AUTH_DOMAIN,
    projectId: FIREBASE_PROJECT_ID,
    emulatorUrl: FIREBASE_AUTH_EMULATOR_HOST ? `http://${FIREBASE_AUTH_EMULATOR_HOST}` : null,
  };
  // Public settings, the same for everyone; ten minutes in the browser spare the sign-in pages a round trip.
  c.header('Cache-Control', 'public, max-age=600');
  return c.json(body);
});

export default auth;
