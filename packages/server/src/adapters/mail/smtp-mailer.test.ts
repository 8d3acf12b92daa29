import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer';

interface Received {
  auth: string | null;
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP to accept one message: greeting, EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT. */
async function fakeSmtpServer() {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    const current: Received = { auth: null, from: '', to: [], data: '' };
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    socket.setEncoding('utf8');
    reply('220 fake.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push({ ...current, to: [...current.to] });
            reply('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const [verb = ''] = line.split(' ');
        switch (verb.toUpperCase()) {
          case 'EHLO':
            socket.write('250-fake.test\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
            break;
          case 'AUTH':
            current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
            reply('235 2.7.0 accepted');
            break;
          case 'MAIL':
            current.from = line;
            reply('250 2.1.0 ok');
            break;
          case 'RCPT':
            current.to.push(line);
            reply('250 2.1.5 ok');
            break;
          case 'DATA':
            inData = true;
            reply('354 end with <CRLF>.<CRLF>');
            break;
          case 'QUIT':
            reply('221 bye');
            socket.end();
            break;
          default:
            reply('250 ok');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMTP mailer', () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup) await step();
    cleanup = [];
  });

  it('delivers a mail with the From address through an SMTP server, authenticating', async () => {
    const smtp = await fakeSmtpServer();
    const mailer = new SmtpMailer(
      `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      'Vantage <no-reply@vantage.test>',
    );
    cleanup.push(() => mailer.close(), smtp.close);

    await mailer.send({
      to: 'ann@example.com',
      subject: 'Confirm your e-mail address',
      text: 'Open https://vantage.test/?verify=abc123 to confirm.',
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.auth).toBe('\u0000mailer\u0000s3cret');
    expect(mail!.from).toBe('MAIL FROM:<no-reply@vantage.test>');
    expect(mail!.to).toEqual(['RCPT TO:<ann@example.com>']);
    expect(mail!.data).toMatch(/^From: Vantage <no-reply@vantage\.test>$/m);
    expect(mail!.data).toMatch(/^To: ann@example\.com$/m);
    expect(mail!.data).toMatch(/^Subject: Confirm your e-mail address$/m);
    expect(mail!.data).toContain('https://vantage.test/?verify=abc123');
  });

  it('passes the headers of a mail on, as the one-click unsubscribe needs', async () => {
    const smtp = await fakeSmtpServer();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@vantage.test');
    cleanup.push(() => mailer.close(), smtp.close);
    await mailer.send({
      to: 'ann@example.com',
      subject: 'A vote on your photo',
      text: 'Hello',
      headers: {
        'List-Unsubscribe': '<https://vantage.test/unsubscribe?u=4&sig=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const data = smtp.received[0]!.data;
    expect(data).toMatch(
      /^List-Unsubscribe: <https:\/\/vantage\.test\/unsubscribe\?u=4&sig=abc>$/m,
    );
    expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('fails when the server cannot be reached', async () => {
    const smtp = await fakeSmtpServer();
    await smtp.close();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@vantage.test');
    cleanup.push(() => mailer.close());
    await expect(
      mailer.send({ to: 'ann@example.com', subject: 'Hi', text: 'Hello' }),
    ).rejects.toThrow();
  });
});
