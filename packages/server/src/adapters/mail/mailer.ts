import type { FastifyBaseLogger } from 'fastify';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** One plain-text e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Delivers mail: SMTP when the operator configured it, otherwise the outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** The mailer the configuration asks for. */
export function createMailer(
  config: { smtpUrl: string; mailFrom: string; production: boolean },
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.production) {
    log.warn('SMTP_URL is not set: e-mails (verification, password reset) are only logged');
  }
  // In production the log must not hand out working links, so tokens are shortened there.
  return new OutboxMailer(config.mailFrom, log, config.production);
}
