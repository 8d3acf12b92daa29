import { destination as pinoDestination, pino, type Logger } from 'pino';

/** The logger of the whole server: the services and the HTTP app write to the same one. */
export type ServerLogger = Logger;

/** What a service logs: failures it recovers from (warn), refusals (info), and errors. */
export type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

/** What a service that only reports the outside failures it recovers from needs. */
export type WarnLog = Pick<Logger, 'warn'>;

/**
 * Lines gather until 4 KB or a second has passed, and go out in one write: a write a line cost
 * a busy server about a twentieth of each answer's processor time. What is left is written when
 * the process exits.
 */
const BATCH_BYTES = 4096;
const BATCH_MS = 1000;

/** A JSON logger to standard output at a pino level (`silent` writes nothing). */
export function createLogger(level: string): ServerLogger {
  if (level === 'silent') return pino({ level });
  const destination = pinoDestination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  const flushing = setInterval(() => destination.flush(() => undefined), BATCH_MS);
  flushing.unref();
  return pino({ level }, destination);
}
