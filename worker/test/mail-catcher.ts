// Vitest's global setup for the Worker tests (runs in Node, not in the Workers runtime): a real SMTP server with
// an API (MailDev) on the ports vitest.worker.config.ts chose, for the Worker under test to deliver to.
import { MailDev } from 'maildev';

export default async function startMailCatcher(): Promise<() => Promise<void>> {
  const maildev = new MailDev({ smtp: Number(process.env.TEST_MAIL_SMTP_PORT), web: Number(process.env.TEST_MAIL_WEB_PORT), ip: '127.0.0.1', webIp: '127.0.0.1' });
  await maildev.start();
  return () => maildev.stop();
}
