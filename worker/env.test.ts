import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { config } from './env';

// The Worker's settings are parsed once, at the first request: a bad one stops it with a message naming it.
describe('the configuration', () => {
  it('reads the mail settings, the port as a number, the site origin without its trailing slash', () => {
    const settings = config({ ...env, SITE_URL: 'https://karnaphuli.com.bd/', SMTP_PORT: '587', SMTP_SECURITY: 'starttls', SMTP_USERNAME: 'apikey', SMTP_PASSWORD: 'secret' } as Env);
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
  ])('refuses %o, naming it', (bad, message) => {
    expect(() => config({ ...env, ...bad } as Env)).toThrow(message);
  });
});
