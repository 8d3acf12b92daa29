import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString } from 'pino';

/**
 * One log line a request, written when it is answered: the request (method, address, client),
 * the answer's status and how long it took. That the request came in is written only at
 * `debug`: two lines a request would double what logging costs every answer. Both go through
 * the app's logger with the request's id, so a request whose route logs nothing of its own
 * never needs a logger of its own (see {@link requestLogger}). The probes, which a load
 * balancer asks every few seconds, write a line only when they fail.
 */
export class RequestLog extends LogController {
  constructor(private readonly probes: ReadonlySet<string>) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.server.log.debug({ reqId: request.id, req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && reply.statusCode < 500 && this.probes.has(request.url)) return;
    const fields = { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) request.server.log.error({ ...fields, err: error }, 'request errored');
    else request.server.log.info(fields, 'request completed');
  }
}

/**
 * The logger a request's routes log through (`request.log`): the app's logger with the
 * request's id, made the first time a route logs, as few do. A child logger made for every
 * request costs more than writing the request's line.
 */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChild(parent, bindings, options);
}

class LazyChild implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get #logger(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LevelWithSilentOrString {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }

  fatal(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.#logger.fatal(obj, msg, ...args);
  }

  error(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.#logger.error(obj, msg, ...args);
  }

  warn(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.#logger.warn(obj, msg, ...args);
  }

  info(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.#logger.info(obj, msg, ...args);
  }

  debug(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.#logger.debug(obj, msg, ...args);
  }

  trace(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.#logger.trace(obj, msg, ...args);
  }

  silent(obj: unknown, msg?: string, ...args: unknown[]): void {
    this.#logger.silent(obj, msg, ...args);
  }
}

/**
 * The ids of the requests in the log, `req-1`, `req-2`… as Fastify numbers them, wrapping
 * before they leave the small integers.
 */
export function requestIds(): () => string {
  let last = 0;
  return () => {
    last = (last + 1) & 0x7fffffff;
    return `req-${last.toString(36)}`;
  };
}
