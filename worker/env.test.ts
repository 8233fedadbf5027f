import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { config } from './env';
import { createApp } from './index';

// The Worker's settings are parsed once, at the first request: a bad one stops it with a message naming it.

/** Production's shape: the real project, the public origin, mail over STARTTLS with a login, and no emulator. */
const production = { ...env, FIREBASE_AUTH_EMULATOR_HOST: undefined, FIREBASE_PROJECT_ID: 'karnaphuli-prod', SITE_URL: 'https://karnaphuli.com.bd/', SMTP_HOST: 'smtp.example.com', SMTP_PORT: '587', SMTP_SECURITY: 'starttls', SMTP_USERNAME: 'apikey', SMTP_PASSWORD: 'secret' };

describe('the configuration', () => {
  it('turns a gateway off when none of its settings is set, and on when all are', () => {
    const off = { BKASH_BASE_URL: undefined, BKASH_USERNAME: undefined, BKASH_PASSWORD: undefined, BKASH_APP_KEY: undefined, BKASH_APP_SECRET: undefined };
    expect(config({ ...env, ...off } as Env).BKASH_BASE_URL).toBeUndefined();
    expect(config({ ...env, BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta/' } as Env).BKASH_BASE_URL).toBe('https://tokenized.pay.bka.sh/v1.2.0-beta');
  });

  it('reads the mail settings, the port as a number, the site origin without its trailing slash', () => {
    const settings = config(production as Env);
    expect(settings).toMatchObject({ SITE_URL: 'https://karnaphuli.com.bd', SMTP_PORT: 587, SMTP_SECURITY: 'starttls', SMTP_USERNAME: 'apikey' });
  });

  it.each([
    [{ SMTP_SECURITY: 'ssl' }, 'SMTP_SECURITY: SMTP_SECURITY must be tls, starttls or none'],
    [{ SMTP_PORT: 'smtp' }, 'SMTP_PORT: SMTP_PORT must be a port number'],
    [{ SMTP_PORT: '70000' }, 'SMTP_PORT: SMTP_PORT must be a port number'],
    [{ MAIL_FROM: 'the restaurant' }, 'MAIL_FROM: MAIL_FROM must be the address mails are sent from'],
    [{ SITE_URL: 'karnaphuli.com.bd' }, "SITE_URL: SITE_URL must be the site's own origin"],
    [{ SMTP_HOST: 'smtp.example.com\r\nX: y' }, 'SMTP_HOST: SMTP_HOST must be a host name or address'],
    [{ SMTP_USERNAME: 'apikey' }, 'SMTP_USERNAME: SMTP_USERNAME and SMTP_PASSWORD are set together or not at all'],
    [{ MAIL_QUEUE: undefined }, 'the DB, ASSETS and MAIL_QUEUE bindings are required'],
    [{ FIREBASE_PROJECT_ID: undefined }, 'FIREBASE_PROJECT_ID: Invalid input'],
    // A gateway half set up would offer a payment that cannot be taken (docs/payments.md).
    [{ BKASH_APP_SECRET: undefined }, 'BKASH_APP_SECRET: bKash is half set up: BKASH_APP_SECRET missing'],
    [{ SSLCOMMERZ_STORE_ID: undefined, SSLCOMMERZ_STORE_PASSWORD: undefined }, 'SSLCOMMERZ_STORE_ID: SSLCommerz is half set up: SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD missing'],
    [{ BKASH_BASE_URL: 'http://tokenized.pay.bka.sh/v1.2.0-beta' }, 'BKASH_BASE_URL: BKASH_BASE_URL must be https'],
    [{ SSLCOMMERZ_BASE_URL: 'securepay.sslcommerz.com' }, "SSLCOMMERZ_BASE_URL: SSLCOMMERZ_BASE_URL must be the gateway's base URL"],
    [{ BKASH_USERNAME: '' }, 'BKASH_USERNAME: BKASH_USERNAME must not be empty'],
    [{ PAYMENT_TIMEOUT_MS: '10' }, 'PAYMENT_TIMEOUT_MS: PAYMENT_TIMEOUT_MS must be at least 100'],
    // The content hook's repository goes into a GitHub API path: owner/name and nothing else.
    [{ GITHUB_DISPATCH_REPOSITORY: 'https://github.com/karnaphuli/site' }, 'GITHUB_DISPATCH_REPOSITORY: GITHUB_DISPATCH_REPOSITORY must be owner/name'],
    [{ SANITY_WEBHOOK_SECRET: '' }, 'SANITY_WEBHOOK_SECRET: SANITY_WEBHOOK_SECRET must not be empty'],
  ])('refuses %o, naming it', (bad, message) => {
    expect(() => config({ ...env, ...bad } as Env)).toThrow(message);
  });
});

// The emulator's tokens are unsigned: the setting that accepts them must not survive a trip to production.
describe('the Auth emulator', () => {
  it('is accepted for an emulator-only project on a site served on this machine (npm start, the tests)', () => {
    for (const SITE_URL of ['http://127.0.0.1:8787', 'http://localhost:4321', 'http://127.0.0.2:8820', 'http://[::1]:8787', 'http://app.localhost:8787']) {
      expect(config({ ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'demo-karnaphuli', SITE_URL } as Env).FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    }
  });

  it('is refused with a real project, naming both settings', () => {
    expect(() => config({ ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'karnaphuli-prod' } as Env)).toThrow(
      'FIREBASE_AUTH_EMULATOR_HOST: FIREBASE_AUTH_EMULATOR_HOST makes the Worker accept unsigned tokens for any user: it is refused unless FIREBASE_PROJECT_ID is an emulator-only demo-* project, not "karnaphuli-prod"',
    );
  });

  it.each(['https://karnaphuli.com.bd', 'http://192.168.1.20:8787', 'http://0.0.0.0:8787', 'http://127.0.0.1.example.com', 'http://localhost.example.com'])('is refused on a site at %s, even with a demo project', (SITE_URL) => {
    expect(() => config({ ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'demo-karnaphuli', SITE_URL } as Env)).toThrow(
      `FIREBASE_AUTH_EMULATOR_HOST: FIREBASE_AUTH_EMULATOR_HOST makes the Worker accept unsigned tokens for any user: it is refused unless SITE_URL is on this machine (127.0.0.1, localhost), not ${SITE_URL}`,
    );
  });

  it('so configured, the Worker answers every request with a 500 that tells nothing, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await createApp().request('/api/ping', {}, { ...env, FIREBASE_PROJECT_ID: 'karnaphuli-prod' } as Env);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'Internal server error', code: 'serverError' });
      expect(String(logged.mock.calls[0]?.[0])).toContain('Invalid Worker configuration — FIREBASE_AUTH_EMULATOR_HOST');
    } finally {
      logged.mockRestore();
    }
  });
});

// A login sent over a plain connection can be read by anyone on the way.
describe('SMTP without encryption', () => {
  it('is accepted to the mail catcher on this machine, with or without a login', () => {
    for (const SMTP_HOST of ['127.0.0.1', 'localhost']) {
      expect(config({ ...env, SMTP_HOST, SMTP_SECURITY: 'none', SMTP_USERNAME: 'local', SMTP_PASSWORD: 'local' } as Env).SMTP_SECURITY).toBe('none');
    }
  });

  it('is refused with a login to any other host, naming the setting', () => {
    expect(() => config({ ...production, SMTP_SECURITY: 'none' } as Env)).toThrow(
      'SMTP_SECURITY: SMTP_SECURITY none would send SMTP_USERNAME and SMTP_PASSWORD in plain text to smtp.example.com: use starttls or tls (none is for a mail catcher on this machine)',
    );
  });

  it('with a login, is fine over STARTTLS or TLS', () => {
    expect(config({ ...production, SMTP_SECURITY: 'tls', SMTP_PORT: '465' } as Env).SMTP_SECURITY).toBe('tls');
  });
});
