import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../index';

const getConfig = (bindings: Env) => createApp().request('/api/auth/config', {}, bindings);

describe('GET /api/auth/config', () => {
  it("gives the browser the Firebase web settings and, locally, the emulator's address", async () => {
    const response = await getConfig(env);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ apiKey: 'demo-api-key', authDomain: 'demo-karnaphuli.firebaseapp.com', projectId: 'demo-karnaphuli', emulatorUrl: 'http://127.0.0.1:9099' });
  });

  it('names no emulator where none is configured', async () => {
    const production = { ...env, FIREBASE_AUTH_EMULATOR_HOST: undefined } as Env;
    expect(await (await getConfig(production)).json()).toMatchObject({ emulatorUrl: null });
  });
});
