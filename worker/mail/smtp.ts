import { WorkerMailer } from 'worker-mailer';
import type { Config } from '../env';
import type { Attachment } from './templates';

// SMTP from the Worker over Cloudflare's TCP sockets (worker-mailer): the same path locally (MailDev) and in
// production (any SMTP relay), so what the tests exercise is what the restaurant runs. docs/decisions/0001
// says why SMTP rather than a provider's HTTP API.

/** A mail ready for the wire: every header already made safe (headers.ts). */
export interface OutgoingMail {
  /** The envelope's sender and recipient: plain, checked addresses. */
  envelopeFrom: string;
  envelopeTo: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  /** Files sent with it: the mail becomes multipart/mixed, each file a base64 part marked as an attachment. */
  attachments?: Attachment[];
}

export interface Transport {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** No single mail may hold an attempt longer than this (the outbox's lease is far longer). */
export const SEND_TIMEOUT_MS = 30_000;

// Two mends to worker-mailer 1.2.1, on its prototype (its internals, checked against that version, which is
// pinned exactly): a server that closes the connection made its read loop spin forever on the closed stream,
// starving every timer (the attempt then died at the CPU limit); and STARTTLS asked for but not offered fell
// back to plain text, credentials included. Now the first is an error, the second a refusal.
interface MailerInternals {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  secure: boolean;
  startTls: boolean;
  supportsStartTls: boolean;
  active: boolean;
  waitForSocketConnected(): Promise<void>;
  greet(): Promise<void>;
  ehlo(): Promise<void>;
  tls(): Promise<void>;
  auth(): Promise<void>;
}
const mailer = WorkerMailer.prototype as unknown as MailerInternals & { read(): Promise<string>; initializeSmtpSession(): Promise<void> };
const decoder = new TextDecoder();
mailer.read = async function read(this: MailerInternals) {
  let response = '';
  for (;;) {
    const { value, done } = await this.reader.read();
    if (done) throw new Error('The SMTP server closed the connection');
    response += decoder.decode(value);
    if (!response.endsWith('\n')) continue;
    const lines = response.split(/\r?\n/);
    // A multi-line reply ends with a line whose code is followed by a space, not a hyphen.
    if (!/^\d+-/.test(lines[lines.length - 2] ?? '')) return response;
  }
};
mailer.initializeSmtpSession = async function initializeSmtpSession(this: MailerInternals) {
  await this.waitForSocketConnected();
  await this.greet();
  await this.ehlo();
  if (this.startTls && !this.secure) {
    if (!this.supportsStartTls) throw new Error('The SMTP server does not offer STARTTLS: nothing is sent in the clear');
    await this.tls();
    await this.ehlo();
  }
  await this.auth();
  this.active = true;
};

function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One SMTP connection for a batch of mails, opened at the first send and dropped after any failure. */
export function smtpTransport(config: Config): Transport {
  let connection: Promise<WorkerMailer> | undefined;
  const open = () =>
    (connection ??= WorkerMailer.connect({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURITY === 'tls',
      startTls: config.SMTP_SECURITY === 'starttls',
      ...(config.SMTP_USERNAME && config.SMTP_PASSWORD ? { credentials: { username: config.SMTP_USERNAME, password: config.SMTP_PASSWORD }, authType: ['plain', 'login'] as const } : {}),
      socketTimeoutMs: 10_000,
      responseTimeoutMs: 10_000,
      logLevel: 4,
    }));
  const drop = async () => {
    const current = connection;
    connection = undefined;
    const open = await current?.catch(() => undefined);
    await open?.close().catch(() => {});
  };
  return {
    async send(mail) {
      try {
        const mailer = await open();
        await within(mailer.send({ from: mail.envelopeFrom, to: mail.envelopeTo, subject: '', headers: mail.headers, text: mail.text, html: mail.html, ...(mail.attachments?.length ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, content: file.base64, mimeType: file.mimeType })) } : {}) }), SEND_TIMEOUT_MS, 'Timeout while waiting for smtp server response');
      } catch (error) {
        // A connection that failed once is not trusted with the next mail.
        await drop();
        throw error;
      }
    },
    close: drop,
  };
}
