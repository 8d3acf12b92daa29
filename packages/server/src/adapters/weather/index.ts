import type { Config } from '../../config';
import { OpenMeteoProvider } from './open-meteo';
import { OpenWeatherMapProvider } from './openweathermap';
import type { WeatherProvider } from './weather';

export type { WeatherProvider, WeatherProviderName } from './weather';

/** The settings the weather provider is chosen by. */
export type WeatherConfig = Pick<
  Config,
  'openWeatherMapKey' | 'openWeatherMapUrl' | 'openMeteoUrl' | 'weatherProvider'
>;

/**
 * OpenWeatherMap when its key is set, Open-Meteo when its URL is set (WEATHER_PROVIDER picks
 * when both are), else none: weather needs a forecast service.
 */
export function createWeatherProvider(config: WeatherConfig): WeatherProvider | null {
  const openWeatherMap = config.openWeatherMapKey
    ? new OpenWeatherMapProvider({
        baseUrl: config.openWeatherMapUrl,
        apiKey: config.openWeatherMapKey,
      })
    : null;
  const openMeteo = config.openMeteoUrl
    ? new OpenMeteoProvider({ baseUrl: config.openMeteoUrl })
    : null;
  if (config.weatherProvider === 'open-meteo') return openMeteo ?? openWeatherMap;
  return openWeatherMap ?? openMeteo;
}
