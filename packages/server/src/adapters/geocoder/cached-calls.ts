import { Lru } from '../../lib/lru';

interface Entry<V> {
  value: V;
  expiresAtMs: number;
}

/**
 * Answers of an outside service kept for `ttlMs`, with identical calls in flight sharing one
 * request. Failures are not kept: the next call asks again.
 */
export class CachedCalls<V> {
  private readonly answers: Lru<string, Entry<V>>;
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    capacity: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.answers = new Lru(capacity);
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.answers.get(key);
    if (cached && cached.expiresAtMs > this.now()) return Promise.resolve(cached.value);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const loading = load()
      .then((value) => {
        this.answers.set(key, { value, expiresAtMs: this.now() + this.ttlMs });
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }
}
