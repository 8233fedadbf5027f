// The Worker's configuration, parsed once per isolate: a missing or malformed binding fails fast with a
// message that names it, instead of surfacing later as an obscure error inside a request.
import { z } from 'zod';
import { isLoopback } from './local-only';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Set only locally and in tests: accept the Firebase Auth emulator's unsigned tokens. */
      FIREBASE_AUTH_EMULATOR_HOST?: string;
      /** Worker secrets, when the SMTP server asks for a login (docs/operations.md, "Guest e-mail settings"). */
      SMTP_USERNAME?: string;
      SMTP_PASSWORD?: string;
      /** The gateways (docs/payments.md): each on when all of its settings are set, as Worker secrets. */
      BKASH_BASE_URL?: string;
      BKASH_USERNAME?: string;
      BKASH_PASSWORD?: string;
      BKASH_APP_KEY?: string;
      BKASH_APP_SECRET?: string;
      SSLCOMMERZ_BASE_URL?: string;
      SSLCOMMERZ_STORE_ID?: string;
      SSLCOMMERZ_STORE_PASSWORD?: string;
      PAYMENT_TIMEOUT_MS?: string;
      /** The content-published hook (docs/operations.md, "Publishing content to the site"): all three, or it answers 503. */
      SANITY_WEBHOOK_SECRET?: string;
      GITHUB_DISPATCH_TOKEN?: string;
      GITHUB_DISPATCH_REPOSITORY?: string;
      /** The SMS gateway (docs/operations.md, "Text messages"): all three, or texts are off. */
      BULKSMSBD_BASE_URL?: string;
      BULKSMSBD_API_KEY?: string;
      BULKSMSBD_SENDER_ID?: string;
      SMS_DAILY_CAP?: string;
      SMS_PART_PAISA?: string;
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
  // The payment gateways (docs/payments.md). Base URLs are https, or http on this machine (the stand-ins).
  BKASH_BASE_URL: gatewayUrl('BKASH_BASE_URL', 'https://tokenized.pay.bka.sh/v1.2.0-beta'),
  BKASH_USERNAME: secret('BKASH_USERNAME'),
  BKASH_PASSWORD: secret('BKASH_PASSWORD'),
  BKASH_APP_KEY: secret('BKASH_APP_KEY'),
  BKASH_APP_SECRET: secret('BKASH_APP_SECRET'),
  SSLCOMMERZ_BASE_URL: gatewayUrl('SSLCOMMERZ_BASE_URL', 'https://securepay.sslcommerz.com'),
  SSLCOMMERZ_STORE_ID: secret('SSLCOMMERZ_STORE_ID'),
  SSLCOMMERZ_STORE_PASSWORD: secret('SSLCOMMERZ_STORE_PASSWORD'),
  /** How long a gateway call may take before the Worker asks for the payment's status instead. */
  // The content-published hook: Sanity's webhook secret, and the token and repository that start the deploy
  // workflow. Unlike a gateway's, a half-set hook does not stop the Worker: guests lose nothing by it, so the hook
  // alone answers 503, logging what is missing (routes/hooks.ts), and the site keeps serving.
  SANITY_WEBHOOK_SECRET: secret('SANITY_WEBHOOK_SECRET'),
  GITHUB_DISPATCH_TOKEN: secret('GITHUB_DISPATCH_TOKEN'),
  GITHUB_DISPATCH_REPOSITORY: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'GITHUB_DISPATCH_REPOSITORY must be owner/name, e.g. karnaphuli/site').optional(),
  // Text messages (docs/operations.md, "Text messages"): BulkSMSBD's API, and the most texts sent in one of the
  // restaurant's days, whatever asks for them, so a bug or an attack cannot run up the bill.
  BULKSMSBD_BASE_URL: gatewayUrl('BULKSMSBD_BASE_URL', 'https://bulksmsbd.net'),
  BULKSMSBD_API_KEY: secret('BULKSMSBD_API_KEY'),
  BULKSMSBD_SENDER_ID: z.string().regex(/^[\w .-]{1,20}$/, 'BULKSMSBD_SENDER_ID must be the sender id the account is approved for').optional(),
  SMS_DAILY_CAP: z.coerce.number('SMS_DAILY_CAP must be a number of texts').int('SMS_DAILY_CAP must be a whole number of texts').min(0, 'SMS_DAILY_CAP must be 0 or more').max(100_000, 'SMS_DAILY_CAP must be at most 100000').default(300),
  /** What one part costs on the restaurant's contract with the gateway, in paisa: the dashboard's cost of the day's texts. */
  SMS_PART_PAISA: z.coerce.number('SMS_PART_PAISA must be paisa').int('SMS_PART_PAISA must be whole paisa').min(0, 'SMS_PART_PAISA must be 0 or more').max(10_000, 'SMS_PART_PAISA must be at most 10000').default(50),
  PAYMENT_TIMEOUT_MS: z.coerce.number('PAYMENT_TIMEOUT_MS must be milliseconds').int('PAYMENT_TIMEOUT_MS must be milliseconds').min(100, 'PAYMENT_TIMEOUT_MS must be at least 100').max(60_000, 'PAYMENT_TIMEOUT_MS must be at most 60000').default(30_000),
})
  .refine((env) => (env.SMTP_USERNAME === undefined) === (env.SMTP_PASSWORD === undefined), {
    message: 'SMTP_USERNAME and SMTP_PASSWORD are set together or not at all',
    path: ['SMTP_USERNAME'],
  })
  .superRefine((env, context) => {
    // The emulator's tokens are unsigned: with FIREBASE_AUTH_EMULATOR_HOST set, anyone can sign in as anyone. So
    // it is honoured only where nothing real can be reached: a project that exists only in the emulator (Firebase's
    // demo- convention) and a site served on this machine. One setting copied to production then stops the Worker
    // instead of opening every account. Each request must also be addressed to this machine (local-only.ts).
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
    // A gateway with some of its settings but not all would offer a payment that cannot be taken: refuse to start,
    // naming what is missing. None at all is a gateway that is off (its method is not offered).
    for (const [gateway, names] of Object.entries(GATEWAY_SETTINGS)) {
      const missing = names.filter((name) => env[name] === undefined);
      if (missing.length > 0 && missing.length < names.length) {
        context.addIssue({ code: 'custom', path: [missing[0] ?? gateway], message: `${gateway} is half set up: ${missing.join(', ')} missing (set all of ${names.join(', ')}, or none to turn it off)` });
      }
    }
    // Rules across settings, once each setting is valid on its own (else the refused one is named, and only it).
  }, { when: (payload) => payload.issues.length === 0 });

/** Each gateway's settings: all set, the gateway is on; none, it is off (docs/payments.md). */
export const GATEWAY_SETTINGS = {
  bKash: ['BKASH_BASE_URL', 'BKASH_USERNAME', 'BKASH_PASSWORD', 'BKASH_APP_KEY', 'BKASH_APP_SECRET'],
  SSLCommerz: ['SSLCOMMERZ_BASE_URL', 'SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'],
  BulkSMSBD: ['BULKSMSBD_BASE_URL', 'BULKSMSBD_API_KEY', 'BULKSMSBD_SENDER_ID'],
} as const;

/** A gateway's base URL: https, or plain http only to a stand-in on this machine; no trailing slash. */
function gatewayUrl(name: string, example: string) {
  return z
    .url({ protocol: /^https?$/, error: `${name} must be the gateway's base URL, e.g. ${example}` })
    .refine((url) => !URL.canParse(url) || url.startsWith('https://') || isLoopback(new URL(url).hostname), `${name} must be https (plain http only for a stand-in on this machine)`)
    .transform((url) => url.replace(/\/+$/, ''))
    .optional();
}

/** A credential: set and not empty, or not set at all. */
function secret(name: string) {
  return z.string().min(1, `${name} must not be empty`).optional();
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
