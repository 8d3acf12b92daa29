import type { Transporter } from 'nodemailer';
import { loadedOnFirstUse } from '../../lib/on-first-use';
import type { Mail, Mailer } from './mailer';

const nodemailer = loadedOnFirstUse(async () => (await import('nodemailer')).default);

/** Sends mail through an SMTP server given as `smtp://user:pass@host:587` or `smtps://...`. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private transport: Transporter | null = null;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    // Short timeouts: a stuck mail server must not hold requests or shutdown for minutes.
    this.transport ??= (await nodemailer()).createTransport({
      url: this.url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.headers ? { headers: { ...mail.headers } } : {}),
    });
  }

  async close(): Promise<void> {
    this.transport?.close();
  }
}
