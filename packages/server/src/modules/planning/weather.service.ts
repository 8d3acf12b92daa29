import { WeatherEntry, type WeatherAnswer } from '@vantage/shared';
import { z } from 'zod';
import type { WeatherProvider } from '../../adapters/weather';
import { STEP_S } from '../../adapters/weather/weather';
import { ServiceUnavailableError } from '../../lib/circuit-breaker';
import { notFound } from '../../lib/errors';
import type { WarnLog } from '../../lib/log';
import { Lru } from '../../lib/lru';
import type { PlanningRepository, StoredForecast } from './planning.repository';
import type { WeatherCache } from './weather-cache';

/** A kept forecast is answered for an hour; after that the provider is asked again. */
export const WEATHER_FRESH_MS = 3_600_000;

const StoredEntries = z.array(WeatherEntry);
/** Forecasts at positions that are no spot (toward the sun from one), kept in this process. */
const POSITIONS_KEPT = 2000;
/** Positions this close share a forecast (about 5 km): the providers' grids are coarser. */
const POSITION_GRID_DEG = 0.05;

/** The 5-day forecast of a spot in 3-hour steps (`GET /point/{id}/weather`). */
export class WeatherService {
  private readonly pending = new Map<number, Promise<WeatherAnswer>>();
  private readonly atPositions = new Lru<
    string,
    { fetchedAtMs: number; steps: Promise<WeatherEntry[] | null> }
  >(POSITIONS_KEPT);

  constructor(
    private readonly repository: PlanningRepository,
    private readonly provider: WeatherProvider | null,
    private readonly cache: WeatherCache,
    private readonly log: WarnLog,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The forecast from the cache while it is fresh, else from the provider. When the provider
   * fails the failure is logged and a stale forecast is answered if one is kept, else
   * `available: false` (with `unavailable` when the service is down, which the page says).
   */
  async forecast(spotId: number): Promise<WeatherAnswer> {
    const spot = await this.repository.spot(spotId);
    if (!spot) throw notFound('spot');
    const provider = this.provider;
    if (!provider) return { available: false, provider: null, weather: [] };
    const inFlight = this.pending.get(spotId);
    if (inFlight) return inFlight;
    const loading = this.load(spotId, spot.lat, spot.lng, provider).finally(() =>
      this.pending.delete(spotId),
    );
    this.pending.set(spotId, loading);
    return loading;
  }

  /**
   * The forecast at a position that is not a spot (the horizon toward the sun), kept an hour in
   * this process; null without a provider or when it fails.
   */
  async forecastAt(lat: number, lng: number): Promise<WeatherEntry[] | null> {
    const provider = this.provider;
    if (!provider) return null;
    // Asked at the centre of its grid cell: what is kept for the cell depends on the cell
    // alone, never on the position of whoever asked first.
    const cellLat = Math.round(lat / POSITION_GRID_DEG) * POSITION_GRID_DEG;
    const cellLng = Math.round(lng / POSITION_GRID_DEG) * POSITION_GRID_DEG;
    const key = `${cellLat.toFixed(4)},${cellLng.toFixed(4)}`;
    const kept = this.atPositions.get(key);
    if (kept && this.now() - kept.fetchedAtMs < WEATHER_FRESH_MS) {
      const steps = await kept.steps;
      return steps && this.current(steps);
    }
    const steps = provider.forecast(cellLat, cellLng).catch((error: unknown) => {
      // A service that is down was logged once by its breaker.
      if (!(error instanceof ServiceUnavailableError)) {
        this.log.warn({ err: error }, `weather from ${provider.name} failed`);
      }
      this.atPositions.delete(key);
      return null;
    });
    this.atPositions.set(key, { fetchedAtMs: this.now(), steps });
    return steps;
  }

  private async load(
    spotId: number,
    lat: number,
    lng: number,
    provider: WeatherProvider,
  ): Promise<WeatherAnswer> {
    const kept = await this.cache.get(spotId).catch((error: unknown) => {
      this.log.warn({ err: error }, 'weather cache could not be read');
      return undefined;
    });
    const keptEntries = kept?.provider === provider.name ? this.entries(kept) : null;
    if (keptEntries && kept && this.now() - kept.fetchedAtMs < WEATHER_FRESH_MS) {
      return { available: true, provider: provider.name, weather: keptEntries };
    }
    let weather: WeatherEntry[];
    try {
      weather = await provider.forecast(lat, lng);
    } catch (error) {
      const down = error instanceof ServiceUnavailableError;
      if (!down) this.log.warn({ err: error, spotId }, `weather from ${provider.name} failed`);
      if (keptEntries && keptEntries.length > 0) {
        return { available: true, provider: provider.name, weather: keptEntries };
      }
      return down
        ? { available: false, unavailable: true, provider: provider.name, weather: [] }
        : { available: false, provider: provider.name, weather: [] };
    }
    const forecast = {
      provider: provider.name,
      data: JSON.stringify(weather),
      fetchedAtMs: this.now(),
    };
    await this.cache.set(spotId, forecast, WEATHER_FRESH_MS).catch((error: unknown) => {
      this.log.warn({ err: error }, 'weather cache could not be written');
    });
    return { available: true, provider: provider.name, weather: this.current(weather) };
  }

  /** The kept steps that have not ended yet, or null when the kept text is unreadable. */
  private entries(kept: StoredForecast): WeatherEntry[] | null {
    let value: unknown;
    try {
      value = JSON.parse(kept.data);
    } catch {
      return null;
    }
    const parsed = StoredEntries.safeParse(value);
    return parsed.success ? this.current(parsed.data) : null;
  }

  private current(entries: WeatherEntry[]): WeatherEntry[] {
    const nowS = this.now() / 1000;
    return entries.filter((entry) => entry.dt + STEP_S > nowS);
  }
}
