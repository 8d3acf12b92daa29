import { createClient } from '@redis/client';
import type { SpotChange, SpotChangeFeed } from './change-feed';

/** The Redis channel spot changes travel on. */
export const SPOT_CHANGES_CHANNEL = 'vantage:spot-changes';

/** What this feed needs of a Redis connection. */
interface PubSubClient {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  close(): Promise<void>;
}

function isSpotChange(value: unknown): value is SpotChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return Number.isFinite(change.lat) && Number.isFinite(change.lng);
}

/** Spot changes over Redis publish/subscribe, shared by every process on the same Redis. */
export class RedisChangeFeed implements SpotChangeFeed {
  private constructor(
    private readonly publisher: PubSubClient,
    private readonly subscriber: PubSubClient,
    private readonly log: (message: string) => void,
  ) {}

  /** Connects to `redis://` or `rediss://`; rejects when Redis cannot be reached. */
  static async connect(url: string, log: (message: string) => void): Promise<RedisChangeFeed> {
    const publisher = createClient({ url });
    // Lost connections reconnect on their own; say so instead of crashing the process.
    publisher.on('error', (error: Error) => log(`Redis: ${error.message}`));
    const subscriber = publisher.duplicate();
    subscriber.on('error', (error: Error) => log(`Redis: ${error.message}`));
    await Promise.all([publisher.connect(), subscriber.connect()]);
    return new RedisChangeFeed(publisher, subscriber, log);
  }

  async publish(change: SpotChange): Promise<void> {
    await this.publisher.publish(SPOT_CHANGES_CHANNEL, JSON.stringify(change));
  }

  async subscribe(onChange: (change: SpotChange) => void): Promise<void> {
    await this.subscriber.subscribe(SPOT_CHANGES_CHANNEL, (message: string) => {
      let change: unknown = null;
      try {
        change = JSON.parse(message);
      } catch {
        change = null;
      }
      if (isSpotChange(change)) onChange({ lat: change.lat, lng: change.lng });
      else this.log(`Redis: ignored a malformed spot change '${message.slice(0, 80)}'`);
    });
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.publisher.close()]);
  }
}
