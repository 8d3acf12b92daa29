import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RateLimitCount, RateLimitStore } from './rate-limit';

/** Room for counting: the limits are checked by `RateLimiter`, not by the library. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** The Redis key prefix of every limit counter. */
export const RATE_LIMIT_PREFIX = 'vantage:limit';

/**
 * Limit counters kept by `rate-limiter-flexible`: in Redis when a client is given, so every
 * server process counts together, else in this process's memory. While Redis is away the
 * counters fall back to this process's memory (the library's insurance limiter), so limits
 * still hold and no request waits for Redis.
 */
export class FlexibleRateLimitStore implements RateLimitStore {
  /** One limiter per window length; rules of one window share it (keys carry the rule). */
  private readonly limiters = new Map<number, RateLimiterAbstract>();
  /** The window of each rule name seen here, so `peek`, `undo` and `reset` find its limiter. */
  private readonly windowOfRule = new Map<string, number>();
  /** Waits imposed on keys (`block`): a key is waiting while it holds more than 0 points. */
  private readonly waits: RateLimiterAbstract;

  constructor(private readonly redis: unknown = null) {
    this.waits = this.newLimiter(`${RATE_LIMIT_PREFIX}:wait`, 0, 1);
  }

  async block(key: string, ms: number): Promise<void> {
    if (ms <= 0) await this.waits.delete(key);
    else await this.waits.block(key, Math.ceil(ms / 1000));
  }

  async blockedMs(key: string): Promise<number> {
    const res = await this.waits.get(key);
    return res && res.consumedPoints > 0 ? Math.max(0, res.msBeforeNext) : 0;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    this.windowOfRule.set(ruleOf(key), windowMs);
    return count(await this.limiter(windowMs).consume(key, 1));
  }

  async peek(key: string): Promise<RateLimitCount> {
    const res = await this.limiterOf(key)?.get(key);
    return res ? count(res) : { count: 0, resetAt: 0 };
  }

  async undo(key: string): Promise<void> {
    const limiter = this.limiterOf(key);
    if (!limiter) return;
    const current = await limiter.get(key);
    if (current && current.consumedPoints > 0) await limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiterOf(key)?.delete(key);
  }

  private limiterOf(key: string): RateLimiterAbstract | undefined {
    const windowMs = this.windowOfRule.get(ruleOf(key));
    if (windowMs !== undefined) return this.limiter(windowMs);
    // In Redis, every limiter reads the same keys; in memory an unseen rule has no count.
    return this.redis ? this.limiter(60_000) : undefined;
  }

  private limiter(windowMs: number): RateLimiterAbstract {
    let limiter = this.limiters.get(windowMs);
    if (!limiter) {
      limiter = this.newLimiter(RATE_LIMIT_PREFIX, UNLIMITED, Math.ceil(windowMs / 1000));
      this.limiters.set(windowMs, limiter);
    }
    return limiter;
  }

  private newLimiter(keyPrefix: string, points: number, seconds: number): RateLimiterAbstract {
    const options = { keyPrefix, points, duration: Math.max(1, seconds) };
    if (!this.redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      useRedisPackage: true,
      // While Redis is away, count in this process instead of waiting for it.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }
}

function ruleOf(key: string): string {
  const colon = key.indexOf(':');
  return colon < 0 ? key : key.slice(0, colon);
}

function count(res: RateLimiterRes): RateLimitCount {
  return { count: res.consumedPoints, resetAt: Date.now() + Math.max(0, res.msBeforeNext) };
}
