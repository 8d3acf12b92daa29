/**
 * Sends calls to an outside service one at a time, in the order they were asked for, each
 * starting at least `intervalMs` after the previous one ended (Nominatim's usage policy: at
 * most one request a second). A call with more than `maxWaitMs` worth of calls ahead of it
 * rejects at once instead, so a burst cannot hold requests for minutes.
 */
export class RequestSpacing {
  private tail: Promise<void> = Promise.resolve();
  private queued = 0;
  private lastEndMs = -Infinity;

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaitMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `task` when its turn comes. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    const ahead = this.queued;
    if (ahead * this.intervalMs > this.maxWaitMs) {
      throw new Error(`too many requests queued (${ahead} ahead)`);
    }
    const previous = this.tail;
    let done!: () => void;
    this.tail = new Promise<void>((resolve) => (done = resolve));
    this.queued++;
    try {
      await previous;
      const waitMs = this.lastEndMs + this.intervalMs - this.now();
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      return await task();
    } finally {
      this.lastEndMs = this.now();
      this.queued--;
      done();
    }
  }
}
