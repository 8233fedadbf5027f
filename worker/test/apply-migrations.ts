import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type * as main from '../index';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** The test mail catcher's API (vitest.worker.config.ts). */
      TEST_MAIL_INBOX: string;
      /** SMTP servers that hang up, and that refuse every recipient without offering STARTTLS (mail-catcher.ts). */
      TEST_SMTP_HANGS_UP_PORT: string;
      TEST_SMTP_REFUSES_PORT: string;
      /** The BulkSMSBD stand-in (worker/test/gateways.ts) and its local credentials. */
      TEST_BULKSMSBD_URL: string;
      TEST_BULKSMSBD_API_KEY: string;
      TEST_BULKSMSBD_SENDER_ID: string;
    }
    // Types `exports.default` from cloudflare:workers as the Worker under test.
    interface GlobalProps {
      mainModule: typeof main;
    }
  }
}

// The real migrations, applied to each test file's isolated D1 (idempotent: applied ones are skipped).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
