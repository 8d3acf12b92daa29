/** One plain-text e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Readonly<Record<string, string>>;
}

/** Delivers mail: SMTP when the operator configured it, otherwise the outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** What the mailers log: the outbox writes each mail, the factory warns about a missing server. */
export interface MailLog {
  info(object: object, message: string): void;
  warn(message: string): void;
}
