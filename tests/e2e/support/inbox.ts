import { expect } from '@playwright/test';
import { mailWebPort } from '../../../playwright.config';

// The end-to-end stack's mail catcher (MailDev), read through its API: what the Worker really sent over SMTP.
const INBOX = `http://127.0.0.1:${mailWebPort}`;

export interface ReceivedMail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  headers: Record<string, string>;
  text: string;
  html: string;
}

export async function allMail(): Promise<ReceivedMail[]> {
  const response = await fetch(`${INBOX}/api/email`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

const matching = async (address: string, match: RegExp) => (await allMail()).filter((mail) => mail.to.some((to) => to.address === address) && (match.test(mail.subject) || match.test(mail.text)));

/**
 * Waits for `count` mails to `address` matching `match` (subject or text), then a moment more, and fails if any
 * more arrive meanwhile: a mail sent twice is caught, not taken for the first.
 */
export async function mailTo(address: string, match: RegExp, { count = 1, timeout = 20_000 } = {}): Promise<ReceivedMail[]> {
  await expect.poll(async () => (await matching(address, match)).length, { timeout, message: `mail to ${address} matching ${match}` }).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const found = await matching(address, match);
  expect(found, `mail to ${address} matching ${match}`).toHaveLength(count);
  return found;
}

/** The message's raw source: its headers exactly as written. */
export async function headersOf(mail: ReceivedMail): Promise<string[]> {
  const raw = await (await fetch(`${INBOX}/api/email/${mail.id}/source`)).text();
  return (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}

/** The inbox's own page for a mail, to look at as a guest would. */
export const inboxUrl = INBOX;
