import type { SharedRedis } from '../redis/shared-redis';
import type { SpotChange, SpotChangeFeed } from './change-feed';

/** The Redis channel spot changes travel on. */
export const SPOT_CHANGES_CHANNEL = 'vantage:spot-changes';

/** A publish that Redis has not taken within this time is given up: requests never wait. */
const PUBLISH_TIMEOUT_MS = 500;

function isSpotChange(value: unknown): value is SpotChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return Number.isFinite(change.lat) && Number.isFinite(change.lng);
}

/**
 * Spot changes over Redis publish/subscribe, shared by every process on the same Redis.
 * While Redis is away, publishing fails at once (the caller logs it) and the subscription
 * is renewed when Redis is back.
 */
export class RedisChangeFeed implements SpotChangeFeed {
  constructor(
    private readonly redis: SharedRedis,
    private readonly log: (message: string) => void,
  ) {}

  async publish(change: SpotChange): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.redis.commands.publish(SPOT_CHANGES_CHANNEL, JSON.stringify(change)),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis took over ${PUBLISH_TIMEOUT_MS} ms to publish`)),
            PUBLISH_TIMEOUT_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async subscribe(onChange: (change: SpotChange) => void): Promise<void> {
    const subscribed = this.redis.subscriber.subscribe(SPOT_CHANGES_CHANNEL, (message: string) => {
      let change: unknown = null;
      try {
        change = JSON.parse(message);
      } catch {
        change = null;
      }
      if (isSpotChange(change)) onChange({ lat: change.lat, lng: change.lng });
      else this.log(`Redis: ignored a malformed spot change '${message.slice(0, 80)}'`);
    });
    // Connected: wait for the subscription. Away: it is made once Redis answers.
    if (this.redis.subscriber.isReady) await subscribed;
    else
      subscribed.catch((error: unknown) =>
        this.log(`Redis: could not subscribe: ${String(error)}`),
      );
  }

  /** The connections belong to the process's `SharedRedis`, which closes them. */
  async close(): Promise<void> {}
}
