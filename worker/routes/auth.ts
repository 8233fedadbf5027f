import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { cachePolicy, PUBLIC_TEN_MINUTES } from '../cache-policy';
import type { AuthConfig } from '../contract/auth';

const auth = new Hono<AppEnv>();

// Public settings, the same for everyone, that change only with a deploy.
auth.get('/config', cachePolicy(PUBLIC_TEN_MINUTES), (c) => {
  const { FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST } = c.get('config');
  const body: AuthConfig = {
    apiKey: FIREBASE_API_KEY,
    authDomain: FIREBASE_AUTH_DOMAIN,
    projectId: FIREBASE_PROJECT_ID,
    emulatorUrl: FIREBASE_AUTH_EMULATOR_HOST ? `http://${FIREBASE_AUTH_EMULATOR_HOST}` : null,
  };
  return c.json(body);
});

export default auth;
