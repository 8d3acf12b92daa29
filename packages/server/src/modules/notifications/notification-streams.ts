import type { WarnLog } from '../../lib/log';

/** Where an open page's stream is written: an event per line block, as Server-Sent Events. */
export interface StreamWriter {
  write(chunk: string): void;
  end(): void;
}

/** How often an idle stream says it is alive, so proxies and the browser keep it open. */
export const STREAM_HEARTBEAT_MS = 25_000;

/**
 * The open pages of this process's members, each a Server-Sent Events stream: when news of a
 * member's notifications arrives (from this process or, through the feed, another), each of
 * their pages is sent the unread count, and its bell reads the list again.
 */
export class NotificationStreams {
  private readonly open = new Map<number, Set<StreamWriter>>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly unreadOf: (userId: number) => Promise<number>,
    private readonly log: WarnLog,
  ) {}

  /** How many streams are open in this process. */
  get size(): number {
    let count = 0;
    for (const writers of this.open.values()) count += writers.size;
    return count;
  }

  /** Opens a member's stream and sends the unread count at once; answers how to close it. */
  async add(userId: number, writer: StreamWriter): Promise<() => void> {
    let writers = this.open.get(userId);
    if (!writers) this.open.set(userId, (writers = new Set()));
    writers.add(writer);
    this.heartbeat ??= setInterval(() => this.beat(), STREAM_HEARTBEAT_MS).unref();
    await this.send(userId, [writer]);
    return () => {
      writers.delete(writer);
      if (writers.size === 0 && this.open.get(userId) === writers) this.open.delete(userId);
    };
  }

  /** News of these members' notifications: their open pages are sent their unread count. */
  news(userIds: readonly number[]): void {
    for (const userId of userIds) {
      const writers = this.open.get(userId);
      if (writers) void this.send(userId, [...writers]);
    }
  }

  /** Ends every stream (the process shuts down; the pages reconnect to another). */
  closeAll(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const writers of this.open.values()) for (const writer of writers) writer.end();
    this.open.clear();
  }

  private async send(userId: number, writers: readonly StreamWriter[]): Promise<void> {
    try {
      const unread = await this.unreadOf(userId);
      const event = `event: unread\ndata: ${JSON.stringify({ unread })}\n\n`;
      for (const writer of writers) writer.write(event);
    } catch (error) {
      this.log.warn({ err: error }, 'could not send a member their unread notifications');
    }
  }

  private beat(): void {
    for (const writers of this.open.values()) for (const writer of writers) writer.write(':\n\n');
  }
}
