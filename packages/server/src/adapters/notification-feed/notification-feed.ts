/**
 * Tells every server process which members have new notifications, so each pushes them to
 * the pages it has open for those members. With one process, the process tells itself.
 */
export interface NotificationFeed {
  publish(userIds: readonly number[]): Promise<void>;
  /** Calls `onNews` for every publication of any process, this one included. */
  subscribe(onNews: (userIds: readonly number[]) => void): Promise<void>;
}

/** The feed of a process alone (no REDIS_URL): what it publishes, it hears at once. */
export class LocalNotificationFeed implements NotificationFeed {
  private readonly listeners: ((userIds: readonly number[]) => void)[] = [];

  publish(userIds: readonly number[]): Promise<void> {
    for (const listener of this.listeners) listener(userIds);
    return Promise.resolve();
  }

  subscribe(onNews: (userIds: readonly number[]) => void): Promise<void> {
    this.listeners.push(onNews);
    return Promise.resolve();
  }
}
