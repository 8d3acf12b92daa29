import type * as RedisClient from '@redis/client';

/** How long start-up waits for Redis before it goes on without it (and keeps trying). */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/** Waits between reconnection attempts: growing from 100 ms to 5 s. */
function reconnectDelay(retries: number): number {
  return Math.min(100 * 2 ** retries, 5_000);
}

function newClient(
  redisClient: typeof RedisClient,
  url: string,
  connectTimeoutMs: number,
  offlineQueue: boolean,
) {
  return redisClient.createClient({
    url,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: reconnectDelay },
    disableOfflineQueue: !offlineQueue,
  });
}

type Client = ReturnType<typeof newClient>;

/**
 * The Redis connections of one server process. Redis is optional at every moment: start-up
 * waits for it at most `REDIS_CONNECT_TIMEOUT_MS`, then the process serves without it and
 * keeps reconnecting in the background. `commands` fails at once while Redis is away (no
 * queue), so no request ever waits for it; `subscriber` keeps its subscriptions and renews
 * them on every reconnection.
 */
export class SharedRedis {
  private down = false;

  private constructor(
    readonly commands: Client,
    readonly subscriber: Client,
    private readonly log: (message: string) => void,
  ) {}

  static async start(
    url: string,
    log: (message: string) => void,
    connectTimeoutMs = REDIS_CONNECT_TIMEOUT_MS,
  ): Promise<SharedRedis> {
    // Loaded only when Redis is configured: the client library takes a while to load.
    const redisClient = await import('@redis/client');
    const commands = newClient(redisClient, url, connectTimeoutMs, false);
    const subscriber = newClient(redisClient, url, connectTimeoutMs, true);
    const redis = new SharedRedis(commands, subscriber, log);
    for (const client of [commands, subscriber]) {
      client.on('error', (error: Error) => redis.lost(error));
      client.on('ready', () => redis.back());
    }
    // Connecting goes on in the background until it succeeds or the process closes it.
    const connected = Promise.all([commands.connect(), subscriber.connect()]).then(
      () => true,
      () => false,
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), connectTimeoutMs);
    });
    const ready = await Promise.race([connected, timedOut]);
    clearTimeout(timer);
    if (!ready) {
      redis.down = true;
      log(
        `Redis at ${safeUrl(url)} cannot be reached: serving without it (tile lists of other ` +
          'processes refresh within a minute, limits count in this process) and retrying',
      );
    }
    return redis;
  }

  /** Whether both connections are up now. */
  get ready(): boolean {
    return this.commands.isReady && this.subscriber.isReady;
  }

  /** Whether Redis answers a PING within `timeoutMs`, for the readiness check. */
  async ping(timeoutMs = 1_000): Promise<boolean> {
    if (!this.commands.isReady) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.commands.ping().then((answer) => answer === 'PONG'),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    for (const client of [this.commands, this.subscriber]) {
      // An open client that never connected has nothing to say goodbye to.
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    }
  }

  private lost(error: Error): void {
    // One line per outage, not one per reconnection attempt.
    if (this.down) return;
    this.down = true;
    this.log(`Redis: ${error.message}; serving without it and retrying`);
  }

  private back(): void {
    if (!this.down) return;
    if (!this.ready) return;
    this.down = false;
    this.log('Redis: connected again');
  }
}

/** The URL without its password, for the log. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
