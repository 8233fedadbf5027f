// The Worker's configuration, parsed once per isolate: a missing or malformed binding fails fast with a
// message that names it, instead of surfacing later as an obscure error inside a request.
import { z } from 'zod';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Set only locally and in tests: accept the Firebase Auth emulator's unsigned tokens. */
      FIREBASE_AUTH_EMULATOR_HOST?: string;
      /** Worker secrets, when the SMTP server asks for a login (docs/operations.md, "Guest e-mail settings"). */
      SMTP_USERNAME?: string;
      SMTP_PASSWORD?: string;
    }
  }
}

const ConfigSchema = z.object({
  FIREBASE_PROJECT_ID: z.string().min(1, 'FIREBASE_PROJECT_ID must name the Firebase project'),
  FIREBASE_API_KEY: z.string().min(1, "FIREBASE_API_KEY must be the Firebase web app's API key"),
  FIREBASE_AUTH_DOMAIN: z.string().regex(/^[\w.-]+$/, 'FIREBASE_AUTH_DOMAIN must be a host name, e.g. <project>.firebaseapp.com'),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port')
    .optional(),
  // Guest e-mail (docs/operations.md, Guest e-mail settings): where a mail's links point, who it is from, and the SMTP server it leaves through.
  SITE_URL: z.url({ protocol: /^https?$/, error: "SITE_URL must be the site's own origin, e.g. https://karnaphuli.com.bd" }).transform((url) => url.replace(/\/+$/, '')),
  MAIL_FROM: z.email('MAIL_FROM must be the address mails are sent from'),
  SMTP_HOST: z.string().regex(/^[\w.-]+$/, 'SMTP_HOST must be a host name or address'),
  SMTP_PORT: z.coerce.number('SMTP_PORT must be a port number').int('SMTP_PORT must be a port number').min(1, 'SMTP_PORT must be a port number').max(65535, 'SMTP_PORT must be a port number'),
  /** tls: TLS from the first byte (port 465); starttls: upgraded after connecting (587); none: the local catcher only. */
  SMTP_SECURITY: z.enum(['tls', 'starttls', 'none'], 'SMTP_SECURITY must be tls, starttls or none'),
  SMTP_USERNAME: z.string().min(1, 'SMTP_USERNAME must not be empty').optional(),
  SMTP_PASSWORD: z.string().min(1, 'SMTP_PASSWORD must not be empty').optional(),
})
  .refine((env) => (env.SMTP_USERNAME === undefined) === (env.SMTP_PASSWORD === undefined), {
    message: 'SMTP_USERNAME and SMTP_PASSWORD are set together or not at all',
    path: ['SMTP_USERNAME'],
  })
  .superRefine((env, context) => {
    // The emulator's tokens are unsigned: with FIREBASE_AUTH_EMULATOR_HOST set, anyone can sign in as anyone. So
    // it is honoured only where nothing real can be reached: a project that exists only in the emulator (Firebase's
    // demo- convention) and a site served on this machine. One setting copied to production then stops the Worker
    // instead of opening every account.
    if (env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
      const unsigned = 'FIREBASE_AUTH_EMULATOR_HOST makes the Worker accept unsigned tokens for any user';
      if (!env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
        context.addIssue({ code: 'custom', path: ['FIREBASE_AUTH_EMULATOR_HOST'], message: `${unsigned}: it is refused unless FIREBASE_PROJECT_ID is an emulator-only demo-* project, not ${JSON.stringify(env.FIREBASE_PROJECT_ID)}` });
      }
      if (!isLoopback(new URL(env.SITE_URL).hostname)) {
        context.addIssue({ code: 'custom', path: ['FIREBASE_AUTH_EMULATOR_HOST'], message: `${unsigned}: it is refused unless SITE_URL is on this machine (127.0.0.1, localhost), not ${env.SITE_URL}` });
      }
    }
    // A login over a plain connection hands the password to anyone on the way; only the local catcher may have one.
    if (env.SMTP_SECURITY === 'none' && env.SMTP_USERNAME !== undefined && !isLoopback(env.SMTP_HOST)) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_SECURITY'],
        message: `SMTP_SECURITY none would send SMTP_USERNAME and SMTP_PASSWORD in plain text to ${env.SMTP_HOST}: use starttls or tls (none is for a mail catcher on this machine)`,
      });
    }
    // Rules across settings, once each setting is valid on its own (else the refused one is named, and only it).
  }, { when: (payload) => payload.issues.length === 0 });

/** This machine: localhost (and *.localhost, RFC 6761), 127.0.0.0/8 or ::1. */
function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1';
}

export type Config = z.infer<typeof ConfigSchema>;

const parsed = new WeakMap<Env, Config>();

export function config(env: Env): Config {
  let result = parsed.get(env);
  if (!result) {
    const outcome = ConfigSchema.safeParse(env);
    if (!outcome.success) {
      const problems = outcome.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`Invalid Worker configuration — ${problems.join('; ')}`);
    }
    if (!env.DB || !env.ASSETS || !env.MAIL_QUEUE) throw new Error('Invalid Worker configuration — the DB, ASSETS and MAIL_QUEUE bindings are required');
    result = outcome.data;
    parsed.set(env, result);
  }
  return result;
}
