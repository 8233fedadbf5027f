// Vitest's global setup for the Worker tests (runs in Node, not in the Workers runtime): a real SMTP server with
// an API (MailDev) on the ports vitest.worker.config.ts chose, for the Worker under test to deliver to; and two
// ill-behaved SMTP servers, for what delivery must survive: one that hangs up after the greeting's exchange,
// one that offers no STARTTLS and refuses every recipient (550).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';

function illBehaved(mode: 'hangs-up' | 'refuses', port: number): Promise<Server> {
  const server = createServer((socket) => {
    socket.write('220 ill.test ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (mode === 'hangs-up') {
          // Answers the greeting's EHLO, then closes without a word at the first mail.
          if (line.startsWith('EHLO')) socket.write('250 ill.test\r\n');
          else socket.end();
        } else if (line.startsWith('EHLO')) socket.write('250 ill.test\r\n');
        else if (line.startsWith('RCPT')) socket.write('550 5.1.1 No such mailbox here\r\n');
        else if (line.startsWith('QUIT')) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export default async function startMailCatcher(): Promise<() => Promise<void>> {
  // A folder of its own: MailDev's default is one folder in /tmp that every instance on the machine shares.
  const mailDirectory = await mkdtemp(join(tmpdir(), 'karnaphuli-test-mail-'));
  const maildev = new MailDev({ smtp: Number(process.env.TEST_MAIL_SMTP_PORT), web: Number(process.env.TEST_MAIL_WEB_PORT), ip: '127.0.0.1', webIp: '127.0.0.1', mailDirectory, silent: true });
  await maildev.start();
  const servers = await Promise.all([illBehaved('hangs-up', Number(process.env.TEST_SMTP_HANGS_UP_PORT)), illBehaved('refuses', Number(process.env.TEST_SMTP_REFUSES_PORT))]);
  return async () => {
    for (const server of servers) server.close();
    await maildev.stop();
    await rm(mailDirectory, { recursive: true, force: true });
  };
}
