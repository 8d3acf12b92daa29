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

/**
 * A JSON logger at a pino level (`silent` writes nothing), to standard output unless `dest`
 * names another file descriptor or a file.
 */
export function createLogger(level: string, dest: number | string = 1): ServerLogger {
  if (level === 'silent') return pino({ level });
  const destination = pinoDestination({ dest, sync: false, minLength: BATCH_BYTES });
  // A quiet second writes nothing: a flush with no line would still make an empty write.
  let written = false;
  const flushing = setInterval(() => {
    if (!written) return;
    written = false;
    destination.flush(() => undefined);
  }, BATCH_MS);
  flushing.unref();
  const lines = {
    write(line: string) {
      written = true;
      return destination.write(line);
    },
    flush: (done: (error?: Error) => void) => destination.flush(done),
  };
  return pino({ level }, lines);
}
