import type { PlanningRepository, StoredForecast } from './planning.repository';

/** Where forecasts are kept between calls: the database, or Redis shared by every process. */
export interface WeatherCache {
  get(spotId: number): Promise<StoredForecast | undefined>;
  /** `freshMs` is how long the forecast is current; stores may keep it longer as a fallback. */
  set(spotId: number, forecast: StoredForecast, freshMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The `weather_cache` table. */
export class DatabaseWeatherCache implements WeatherCache {
  constructor(private readonly repository: PlanningRepository) {}

  get(spotId: number) {
    return this.repository.storedForecast(spotId);
  }

  set(spotId: number, forecast: StoredForecast, freshMs: number) {
    return this.repository.storeForecast(spotId, forecast, freshMs);
  }

  async close() {}
}

/** Redis keys of forecasts: `vantage:weather:{spotId}`. */
export const WEATHER_KEY_PREFIX = 'vantage:weather:';

/** A stale forecast still beats none when the provider is down, for up to a day. */
const KEEP_S = 24 * 3600;

/** What this cache needs of a Redis connection. */
interface KeyValueClient {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options: { EX: number }): Promise<unknown>;
}

/**
 * Forecasts in Redis, so several server processes ask the provider once per spot and hour.
 * The client fails at once while Redis is away (the forecast is then fetched) instead of
 * waiting.
 */
export class RedisWeatherCache implements WeatherCache {
  constructor(private readonly client: KeyValueClient) {}

  async get(spotId: number): Promise<StoredForecast | undefined> {
    const text = await this.client.get(`${WEATHER_KEY_PREFIX}${spotId}`);
    if (text === null) return undefined;
    try {
      const value = JSON.parse(text) as Partial<StoredForecast>;
      if (
        typeof value.provider === 'string' &&
        typeof value.data === 'string' &&
        typeof value.fetchedAtMs === 'number'
      ) {
        return { provider: value.provider, data: value.data, fetchedAtMs: value.fetchedAtMs };
      }
    } catch {
      // A malformed entry is treated as none; the next forecast overwrites it.
    }
    return undefined;
  }

  async set(spotId: number, forecast: StoredForecast, freshMs: number): Promise<void> {
    await this.client.set(`${WEATHER_KEY_PREFIX}${spotId}`, JSON.stringify(forecast), {
      EX: Math.max(KEEP_S, Math.ceil(freshMs / 1000)),
    });
  }

  /** The connection belongs to the process's `SharedRedis`, which closes it. */
  async close(): Promise<void> {}
}
