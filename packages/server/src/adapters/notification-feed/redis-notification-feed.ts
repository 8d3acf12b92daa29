import type { SharedRedis } from '../redis/shared-redis';
import type { NotificationFeed } from './notification-feed';

/** The Redis channel news of members' notifications travels on. */
export const NOTIFICATIONS_CHANNEL = 'vantage:notifications';

/** A publish that Redis has not taken within this time is given up: requests never wait. */
const PUBLISH_TIMEOUT_MS = 500;

function userIdsOf(message: string): number[] | null {
  try {
    const value: unknown = JSON.parse(message);
    if (!Array.isArray(value)) return null;
    return value.every((id) => Number.isSafeInteger(id)) ? (value as number[]) : null;
  } catch {
    return null;
  }
}

/**
 * News of notifications over Redis publish/subscribe, heard by every process on the same
 * Redis. While Redis is away, a publication is heard by this process alone (its own pages
 * still learn of it at once; the others' pages when they next load the bell), and the
 * subscription is renewed when Redis is back.
 */
export class RedisNotificationFeed implements NotificationFeed {
  private readonly listeners: ((userIds: readonly number[]) => void)[] = [];

  constructor(
    private readonly redis: SharedRedis,
    private readonly log: (message: string) => void,
  ) {}

  async publish(userIds: readonly number[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.redis.commands.publish(NOTIFICATIONS_CHANNEL, JSON.stringify(userIds)),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis took over ${PUBLISH_TIMEOUT_MS} ms to publish`)),
            PUBLISH_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      this.log(`Redis: notifications reach this process's pages only: ${String(error)}`);
      this.hear(userIds);
    } finally {
      clearTimeout(timer);
    }
  }

  async subscribe(onNews: (userIds: readonly number[]) => void): Promise<void> {
    this.listeners.push(onNews);
    if (this.listeners.length > 1) return;
    const subscribed = this.redis.subscriber.subscribe(NOTIFICATIONS_CHANNEL, (message: string) => {
      const userIds = userIdsOf(message);
      if (userIds) this.hear(userIds);
      else this.log(`Redis: ignored malformed notification news '${message.slice(0, 80)}'`);
    });
    // Connected: wait for the subscription. Away: it is made once Redis answers.
    if (this.redis.subscriber.isReady) await subscribed;
    else
      subscribed.catch((error: unknown) =>
        this.log(`Redis: could not subscribe: ${String(error)}`),
      );
  }

  private hear(userIds: readonly number[]): void {
    for (const listener of this.listeners) listener(userIds);
  }
}
