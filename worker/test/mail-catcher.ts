// Vitest's global setup for the Worker tests (runs in Node, not in the Workers runtime): a real SMTP server with
// an API (MailDev) on the ports vitest.worker.config.ts chose, for the Worker under test to deliver to.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';

export default async function startMailCatcher(): Promise<() => Promise<void>> {
  // A folder of its own: MailDev's default is one folder in /tmp that every instance on the machine shares.
  const mailDirectory = await mkdtemp(join(tmpdir(), 'karnaphuli-test-mail-'));
  const maildev = new MailDev({ smtp: Number(process.env.TEST_MAIL_SMTP_PORT), web: Number(process.env.TEST_MAIL_WEB_PORT), ip: '127.0.0.1', webIp: '127.0.0.1', mailDirectory });
  await maildev.start();
  return async () => {
    await maildev.stop();
    await rm(mailDirectory, { recursive: true, force: true });
  };
}
