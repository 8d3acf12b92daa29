import type { Mail, MailLog, Mailer } from './mailer';

/** A mail kept by the outbox. */
export interface OutboxEntry extends Mail {
  from: string;
  sentAt: number;
}

/** How many mails the outbox keeps; older ones are forgotten. */
export const OUTBOX_SIZE = 100;

/** Long base64url runs after `=` in links are tokens: keep a prefix so lines stay traceable. */
export function redactTokens(text: string): string {
  return text.replace(/=([A-Za-z0-9_-]{6})[A-Za-z0-9_-]{14,}/g, '=$1…');
}

/** Keeps mail in memory and writes it to the log, so the flows work without an SMTP server. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  private readonly entries: OutboxEntry[] = [];

  constructor(
    private readonly from: string,
    private readonly log?: Pick<MailLog, 'info'>,
    private readonly redactLog = false,
  ) {}

  async send(mail: Mail): Promise<void> {
    this.entries.push({ ...mail, from: this.from, sentAt: Date.now() });
    if (this.entries.length > OUTBOX_SIZE) this.entries.shift();
    this.log?.info(
      {
        to: mail.to,
        subject: mail.subject,
        text: this.redactLog ? redactTokens(mail.text) : mail.text,
      },
      'mail kept in the outbox',
    );
  }

  /** The kept mails, newest first. */
  list(): readonly OutboxEntry[] {
    return [...this.entries].reverse();
  }

  /** The newest mail to `to`, if any. */
  latestTo(to: string): OutboxEntry | undefined {
    return this.list().find((entry) => entry.to === to);
  }

  async close(): Promise<void> {}
}
