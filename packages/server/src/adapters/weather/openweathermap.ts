import type { WeatherEntry } from '@vantage/shared';
import { z } from 'zod';
import { fetchJson, serviceUrl } from './fetch-json';
import type { WeatherProvider } from './weather';

/** One step of `/data/2.5/forecast` (the fields read; units are the default "standard"). */
const ForecastStep = z.object({
  dt: z.number().int(),
  main: z.object({ temp: z.number() }),
  weather: z.array(z.object({ id: z.number().int(), description: z.string() })).min(1),
  clouds: z.object({ all: z.number() }).optional(),
  wind: z.object({ speed: z.number(), deg: z.number().optional() }).optional(),
  rain: z.object({ '3h': z.number().optional() }).optional(),
  snow: z.object({ '3h': z.number().optional() }).optional(),
  /** Metres, at most 10 km. */
  visibility: z.number().optional(),
});
const ForecastAnswer = z.object({ list: z.array(ForecastStep) });

export interface OpenWeatherMapOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** OpenWeatherMap's 5 day / 3 hour forecast; its units are already the spec's. */
export class OpenWeatherMapProvider implements WeatherProvider {
  readonly name = 'openweathermap';
  constructor(private readonly options: OpenWeatherMapOptions) {}

  async forecast(lat: number, lng: number): Promise<WeatherEntry[]> {
    const answer = await fetchJson({
      service: 'OpenWeatherMap forecast',
      url: serviceUrl(this.options.baseUrl, '/data/2.5/forecast', {
        lat: lat.toFixed(4),
        lon: lng.toFixed(4),
        appid: this.options.apiKey,
      }),
      schema: ForecastAnswer,
      timeoutMs: this.options.timeoutMs ?? 5000,
    });
    return answer.list.map((step) => ({
      dt: step.dt,
      code: step.weather[0]!.id,
      descr: step.weather[0]!.description,
      temp: step.main.temp,
      clouds: step.clouds?.all ?? 0,
      wndSpeed: step.wind?.speed ?? 0,
      wndDeg: step.wind?.deg ?? 0,
      rain: step.rain?.['3h'] ?? 0,
      snow: step.snow?.['3h'] ?? 0,
      visibility: step.visibility ?? null,
    }));
  }
}
