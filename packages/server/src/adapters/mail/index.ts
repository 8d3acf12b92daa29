import type { MailLog, Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export type { Mail, MailLog, Mailer } from './mailer';
export { OutboxMailer } from './outbox-mailer';

/** The settings the mailer is chosen by. */
export interface MailConfig {
  smtpUrl: string;
  mailFrom: string;
  production: boolean;
}

/** SMTP when SMTP_URL is set, else the outbox (mail kept in memory and written to the log). */
export function createMailer(config: MailConfig, log: MailLog): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.production) {
    log.warn('SMTP_URL is not set: e-mails (verification, password reset) are only logged');
  }
  // In production the log must not hand out working links, so tokens are shortened there.
  return new OutboxMailer(config.mailFrom, log, config.production);
}
