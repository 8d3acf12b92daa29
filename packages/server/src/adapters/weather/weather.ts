import type { WeatherEntry } from '@vantage/shared';

/** The weather providers the app can ask. */
export type WeatherProviderName = 'openweathermap' | 'open-meteo';

/** A forecast service: five days or more at 3-hour steps, in the spec's units (Kelvin, m/s, mm per 3 h). */
export interface WeatherProvider {
  readonly name: WeatherProviderName;
  /** Steps from the one under way now onwards, oldest first; rejects when the service fails. */
  forecast(lat: number, lng: number): Promise<WeatherEntry[]>;
}

/** Seconds in one forecast step. */
export const STEP_S = 3 * 3600;
