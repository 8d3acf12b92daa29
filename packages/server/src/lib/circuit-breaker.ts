/** How long a service that failed is answered "unavailable" before one trial request. */
export const DEFAULT_COOL_DOWN_MS = 30_000;
/** The Redis key prefix of every breaker's shared state. */
export const BREAKER_KEY_PREFIX = 'vantage:breaker:';

/** Thrown instead of calling a service that is down: callers answer "unavailable" at once. */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: string,
    options?: { cause?: unknown },
  ) {
    super(`${service} is unavailable right now`, options);
    this.name = 'ServiceUnavailableError';
  }
}

/** Whether an error says the service is down (not that it refused this request). */
export function isOutage(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = e.cause, depth++) {
    if (e instanceof ServiceUnavailableError) return true;
    if (typeof DOMException !== 'undefined' && e instanceof DOMException) {
      if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    }
    if (!(e instanceof Error)) return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && OUTAGE_CODES.test(code)) return true;
    if (e instanceof TypeError && e.message === 'fetch failed') return true;
    if (/\b(timed out|fetch failed)\b/.test(e.message) || SERVER_ERROR.test(e.message)) return true;
  }
  return false;
}
const OUTAGE_CODES =
  /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|EHOSTUNREACH|UND_ERR)/;
/** "… answered HTTP 503", "terrain tile …: 502 Bad Gateway", "500 Internal Server Error". */
const SERVER_ERROR = /(^|HTTP |: )5\d\d\b/;

/**
 * Where breakers keep their state: in this process, or in Redis so every process of the site
 * learns at once that a service is down (and only one of them tries it again).
 */
export interface BreakerStore {
  /** Until when (epoch ms) the service is answered "unavailable"; null while it is closed. */
  openUntil(service: string): Promise<number | null>;
  /** Opens (or keeps open) until `untilMs`; true when it was closed, i.e. a new outage. */
  open(service: string, untilMs: number): Promise<boolean>;
  /** Claims the one trial request after the cool-down; false when another caller has it. */
  claimTrial(service: string, forMs: number): Promise<boolean>;
  /** Closes; true when it was open, i.e. the service came back. */
  close(service: string): Promise<boolean>;
}

/** The state of this process's breakers. */
export class MemoryBreakerStore implements BreakerStore {
  private readonly opened = new Map<string, number>();
  private readonly trials = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async openUntil(service: string): Promise<number | null> {
    return this.opened.get(service) ?? null;
  }

  async open(service: string, untilMs: number): Promise<boolean> {
    const wasClosed = !this.opened.has(service);
    this.opened.set(service, untilMs);
    this.trials.delete(service);
    return wasClosed;
  }

  async claimTrial(service: string, forMs: number): Promise<boolean> {
    const held = this.trials.get(service);
    if (held !== undefined && held > this.now()) return false;
    this.trials.set(service, this.now() + forMs);
    return true;
  }

  async close(service: string): Promise<boolean> {
    this.trials.delete(service);
    return this.opened.delete(service);
  }
}

/** The commands of `@redis/client` the shared store uses. */
export interface BreakerRedis {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options: { PX: number; NX?: true }): Promise<unknown>;
  del(key: string): Promise<number>;
}

/** How long an outage is remembered in Redis after its last failure (then it is forgotten). */
const OUTAGE_KEPT_MS = 3_600_000;

/**
 * Breakers' state in Redis, shared by every process. While Redis is away each process keeps
 * its own state instead, so no request waits for Redis.
 */
export class RedisBreakerStore implements BreakerStore {
  private readonly local: MemoryBreakerStore;

  constructor(
    private readonly redis: BreakerRedis,
    now: () => number = Date.now,
    private readonly prefix = BREAKER_KEY_PREFIX,
  ) {
    this.local = new MemoryBreakerStore(now);
  }

  async openUntil(service: string): Promise<number | null> {
    try {
      const value = await this.redis.get(this.prefix + service);
      return value === null ? null : Number(value);
    } catch {
      return this.local.openUntil(service);
    }
  }

  async open(service: string, untilMs: number): Promise<boolean> {
    try {
      const key = this.prefix + service;
      const created = await this.redis.set(key, String(untilMs), { PX: OUTAGE_KEPT_MS, NX: true });
      if (created === 'OK') return true;
      await this.redis.set(key, String(untilMs), { PX: OUTAGE_KEPT_MS });
      await this.redis.del(`${key}:trial`);
      return false;
    } catch {
      return this.local.open(service, untilMs);
    }
  }

  async claimTrial(service: string, forMs: number): Promise<boolean> {
    try {
      const key = `${this.prefix}${service}:trial`;
      return (await this.redis.set(key, '1', { PX: forMs, NX: true })) === 'OK';
    } catch {
      return this.local.claimTrial(service, forMs);
    }
  }

  async close(service: string): Promise<boolean> {
    try {
      const key = this.prefix + service;
      const [removed] = await Promise.all([this.redis.del(key), this.redis.del(`${key}:trial`)]);
      return removed > 0;
    } catch {
      return this.local.close(service);
    }
  }
}

/** What a breaker writes: one warning when its service goes down, one line when it is back. */
export interface BreakerLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface BreakerOptions {
  /** The service's name in the log, e.g. 'Open-Meteo forecast'. */
  service: string;
  store: BreakerStore;
  log: BreakerLog;
  coolDownMs?: number;
  /** How long a trial request may take before another caller may try. */
  trialMs?: number;
  now?: () => number;
}

/**
 * A circuit breaker around one outside service. Closed, calls go through; a call that fails
 * because the service is down (refused, timed out, 5xx) opens it: for the cool-down every call
 * is answered `ServiceUnavailableError` at once, without asking the service. Then one trial
 * call goes through (half-open): its success closes the breaker, its failure opens it again.
 * The log gets one warning per outage and one line on recovery, never a stack trace.
 */
export class CircuitBreaker {
  readonly service: string;
  private readonly coolDownMs: number;
  private readonly trialMs: number;
  private readonly now: () => number;
  /** This process's trial request while half-open: true once it found the service up. */
  private trial: Promise<boolean> | null = null;

  constructor(private readonly options: BreakerOptions) {
    this.service = options.service;
    this.coolDownMs = options.coolDownMs ?? DEFAULT_COOL_DOWN_MS;
    this.trialMs = options.trialMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  /** Calls `request` unless the service is down; its outages reject `ServiceUnavailableError`. */
  async call<T>(request: () => Promise<T>): Promise<T> {
    const { store } = this.options;
    const openUntil = await store.openUntil(this.service);
    if (openUntil === null) return this.attempt(request, false);
    if (openUntil > this.now()) throw new ServiceUnavailableError(this.service);
    // Half-open: callers in this process wait for the trial under way and follow its verdict;
    // other processes are answered "unavailable" until it is over.
    if (this.trial) {
      if (!(await this.trial)) throw new ServiceUnavailableError(this.service);
      return this.attempt(request, false);
    }
    let settle: (up: boolean) => void = () => undefined;
    this.trial = new Promise<boolean>((resolve) => (settle = resolve));
    try {
      if (!(await store.claimTrial(this.service, this.trialMs))) {
        throw new ServiceUnavailableError(this.service);
      }
      const result = await this.attempt(request, true);
      settle(true);
      return result;
    } catch (error) {
      settle(!(error instanceof ServiceUnavailableError));
      throw error;
    } finally {
      this.trial = null;
    }
  }

  private async attempt<T>(request: () => Promise<T>, trial: boolean): Promise<T> {
    let result: T;
    try {
      result = await request();
    } catch (error) {
      if (!isOutage(error)) {
        // The service answered: it is up, whatever it said about this request.
        if (trial) await this.recovered();
        throw error;
      }
      await this.failed(error);
      throw new ServiceUnavailableError(this.service, { cause: error });
    }
    if (trial) await this.recovered();
    return result;
  }

  private async failed(error: unknown): Promise<void> {
    const opened = await this.options.store.open(this.service, this.now() + this.coolDownMs);
    if (opened) {
      this.options.log.warn(
        `${this.service} is unavailable (${shortReason(error)}): answering "unavailable" ` +
          `and trying again every ${Math.round(this.coolDownMs / 1000)} s`,
      );
    }
  }

  private async recovered(): Promise<void> {
    if (await this.options.store.close(this.service)) {
      this.options.log.info(`${this.service} is available again`);
    }
  }
}

/** The innermost reason of a failure in a few words, for the one log line. */
function shortReason(error: unknown): string {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  if (typeof DOMException !== 'undefined' && e instanceof DOMException) {
    if (e.name === 'TimeoutError') return 'timed out';
  }
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const outer = error instanceof Error ? error.message : String(error);
  return outer.slice(0, 120);
}

/**
 * `target` with the named asynchronous methods called through `breaker`; the other members
 * are the target's own.
 */
export function guarded<T extends object>(
  target: T,
  breaker: CircuitBreaker,
  methods: readonly (keyof T & string)[],
): T {
  const names = new Set<string | symbol>(methods);
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (!names.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        breaker.call(() => (value as (...a: unknown[]) => Promise<unknown>).apply(object, args));
    },
  });
}

/** Builds the breakers of a server: one per outside service, on one store. */
export class CircuitBreakers {
  private readonly made = new Map<string, CircuitBreaker>();

  constructor(
    private readonly store: BreakerStore,
    private readonly log: BreakerLog,
    private readonly coolDownMs = DEFAULT_COOL_DOWN_MS,
  ) {}

  /** The breaker of `service`, the same one for every adapter of that service. */
  of(service: string): CircuitBreaker {
    let breaker = this.made.get(service);
    if (!breaker) {
      breaker = new CircuitBreaker({
        service,
        store: this.store,
        log: this.log,
        coolDownMs: this.coolDownMs,
      });
      this.made.set(service, breaker);
    }
    return breaker;
  }

  /** `target` with `methods` behind the breaker of `service`; null stays null. */
  guard<T extends object>(
    service: string,
    target: T | null,
    methods: readonly (keyof T & string)[],
  ): T | null {
    return target && guarded(target, this.of(service), methods);
  }
}
