import { WorkerMailer } from 'worker-mailer';
import type { Config } from '../env';

// SMTP from the Worker over Cloudflare's TCP sockets (worker-mailer): the same path locally (MailDev) and in
// production (any SMTP relay), so what the tests exercise is what the restaurant runs. README "Guest e-mail"
// says why SMTP rather than a provider's HTTP API.

/** A mail ready for the wire: every header already made safe (headers.ts). */
export interface OutgoingMail {
  /** The envelope's sender and recipient: plain, checked addresses. */
  envelopeFrom: string;
  envelopeTo: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

export interface Transport {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** One SMTP connection for a batch of mails, opened at the first send. */
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
  return {
    async send(mail) {
      let mailer: WorkerMailer;
      try {
        mailer = await open();
      } catch (error) {
        // A failed connection is not kept: the next mail tries afresh.
        connection = undefined;
        throw error;
      }
      await mailer.send({ from: mail.envelopeFrom, to: mail.envelopeTo, subject: '', headers: mail.headers, text: mail.text, html: mail.html });
    },
    async close() {
      const mailer = await connection?.catch(() => undefined);
      connection = undefined;
      await mailer?.close();
    },
  };
}
