import { pino, type Logger } from 'pino';

/** The logger of the whole server: the services and the HTTP app write to the same one. */
export type ServerLogger = Logger;

/** What a service logs: failures it recovers from (warn), refusals (info), and errors. */
export type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

/** What a service that only reports the outside failures it recovers from needs. */
export type WarnLog = Pick<Logger, 'warn'>;

/** A JSON logger to standard output at a pino level (`silent` writes nothing). */
export function createLogger(level: string): ServerLogger {
  return pino({ level });
}
