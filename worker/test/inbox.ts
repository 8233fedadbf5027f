import { env } from 'cloudflare:workers';

// The test mail catcher (MailDev, started by vitest's global setup) read through its API: what really arrived
// over SMTP from the Worker under test.

export interface ReceivedMail {
  id: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** Every mail received with this outbox id as its Message-ID. */
export async function received(outboxId: string): Promise<ReceivedMail[]> {
  const all = await (await fetch(`${env.TEST_MAIL_INBOX}/api/email`)).json<ReceivedMail[]>();
  return all.filter((mail) => mail.headers['message-id']?.startsWith(`<${outboxId}@`));
}

/** The raw message as it crossed the wire: headers exactly as written. */
export async function source(mail: ReceivedMail): Promise<string> {
  return (await fetch(`${env.TEST_MAIL_INBOX}/api/email/${mail.id}/source`)).text();
}

/** The header block of a raw message, unfolded: one logical header per line. */
export const headerLines = (raw: string) =>
  (raw.split(/\r?\n\r?\n/)[0] ?? '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/);

export { attachment } from './attachment';
