import { tooManyRequests } from './errors';

/** Counts of events per key in fixed windows; the in-process store is the default, Redis can follow. */
export interface RateLimitStore {
  /** Counts one more event for `key` and answers the count inside the current window. */
  hit(key: string, windowMs: number): Promise<RateLimitCount>;
  /** The count inside the current window, without counting. */
  peek(key: string): Promise<RateLimitCount>;
  /** Takes back one counted event, e.g. an attempt that turned out to succeed. */
  undo(key: string): Promise<void>;
  /** Forgets `key`, e.g. the failures of an account after a successful sign-in. */
  reset(key: string): Promise<void>;
  /** Makes `key` wait `ms` from now (a growing delay after failures); 0 ends the wait. */
  block(key: string, ms: number): Promise<void>;
  /** How many milliseconds `key` must still wait; 0 when it may act. */
  blockedMs(key: string): Promise<number>;
}

/** How many events a key had in its window, and when the window ends (epoch ms). */
export interface RateLimitCount {
  count: number;
  resetAt: number;
}

/** Counters in this process's memory: right for one instance; several instances need Redis. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitCount>();
  private readonly blocks = new Map<string, number>();

  constructor(
    // A cap keeps a flood of distinct keys from growing memory without bound.
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.delete(key);
    this.windows.set(key, fresh);
    if (this.windows.size > this.maxKeys) this.sweep(now);
    return { ...fresh };
  }

  async peek(key: string): Promise<RateLimitCount> {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= this.now()) return { count: 0, resetAt: 0 };
    return { ...current };
  }

  async undo(key: string): Promise<void> {
    const current = this.windows.get(key);
    if (current && current.count > 0) current.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async block(key: string, ms: number): Promise<void> {
    if (ms <= 0) {
      this.blocks.delete(key);
      return;
    }
    this.blocks.set(key, this.now() + ms);
    if (this.blocks.size > this.maxKeys) {
      for (const [blocked, until] of this.blocks)
        if (until <= this.now()) this.blocks.delete(blocked);
    }
  }

  async blockedMs(key: string): Promise<number> {
    const until = this.blocks.get(key) ?? 0;
    return Math.max(0, until - this.now());
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
    // Still full: drop the oldest windows first (Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/** A limit of `limit` events per `windowMs` for one kind of key. */
export interface RateLimitRule {
  /** Prefix that keeps the keys of different rules apart. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * One rule applied to a store. Attempts are counted before the work is done, so parallel
 * requests cannot all slip through while the first ones are still being checked.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    readonly rule: RateLimitRule,
  ) {}

  /** Counts one event; answers seconds until `key` may act again (0 while under the limit). */
  async hit(key: string, now = Date.now()): Promise<number> {
    const { count, resetAt } = await this.store.hit(this.key(key), this.rule.windowMs);
    return count > this.rule.limit ? Math.max(1, Math.ceil((resetAt - now) / 1000)) : 0;
  }

  /**
   * Counts one event; over the limit, throws 429 with the seconds to wait in Retry-After and
   * the message made for them.
   */
  async enforce(key: string, message: (waitSeconds: number) => string): Promise<void> {
    const seconds = await this.hit(key);
    if (seconds > 0) throw tooManyRequests(message(seconds), seconds);
  }

  /** Counts one event and answers how many `key` had in the window, this one included. */
  async count(key: string): Promise<number> {
    return (await this.store.hit(this.key(key), this.rule.windowMs)).count;
  }

  undo(key: string): Promise<void> {
    return this.store.undo(this.key(key));
  }

  reset(key: string): Promise<void> {
    return this.store.reset(this.key(key));
  }

  private key(key: string): string {
    return `${this.rule.name}:${key}`;
  }
}

/** A wait of some seconds as a person says it: "3 hours", "12 minutes", "a minute". */
export function waitWords(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  if (hours >= 1) return hours === 1 ? 'an hour' : `${hours} hours`;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}
