import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** Sends mail through an SMTP server given as `smtp://user:pass@host:587` or `smtps://...`. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Short timeouts: a stuck mail server must not hold requests or shutdown for minutes.
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.headers ? { headers: { ...mail.headers } } : {}),
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
