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

/** A file attached to a raw message: its part's headers (unfolded) and its content, base64 decoded as UTF-8. */
export function attachment(raw: string, filename: string): { headers: string; body: string } {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  const part = parts.find((each) => each.includes(`filename="${filename}"`));
  if (!part) throw new Error(`No attachment named ${filename}`);
  const [head = '', encoded = ''] = part.split('\r\n\r\n');
  const bytes = Uint8Array.from(atob(encoded.replace(/\r\n--[\s\S]*$/, '').replace(/\s+/g, '')), (char) => char.charCodeAt(0));
  return { headers: head.replace(/\r\n[ \t]+/g, ' '), body: new TextDecoder().decode(bytes) };
}
