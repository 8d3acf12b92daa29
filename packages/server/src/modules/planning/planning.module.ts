import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { RateLimitStore } from '../../lib/rate-limit';
import { createStreetView } from '../../adapters/streetview';
import { createWeatherProvider } from '../../adapters/weather';
import { createWebcamSource } from '../../adapters/webcams';
import type { ElevationService } from './elevation.service';
import { PanoramaService } from './panorama.service';
import type { PlanningLog } from './planning-log';
import { SpotDetailsRepository } from '../spots/spot-details.repository';
import { PlanningRepository } from './planning.repository';
import { ViewAdjustService } from './view-adjust.service';
import { DatabaseWeatherCache, RedisWeatherCache, type WeatherCache } from './weather-cache';
import { WeatherService } from './weather.service';
import { WebcamService } from './webcam.service';

/** The planning services the routes call. */
export interface Planning {
  weather: WeatherService;
  webcams: WebcamService;
  panorama: PanoramaService;
  views: ViewAdjustService;
  elevation: ElevationService;
  close(): Promise<void>;
}

/**
 * Wires the planning services to the configured outside services. Forecasts are kept in
 * Redis when REDIS_URL is set (shared by every process), else in the database.
 */
export async function buildPlanning(
  database: Database,
  config: Config,
  elevation: ElevationService,
  log: PlanningLog,
  rateLimits?: RateLimitStore,
): Promise<Planning> {
  const repository = new PlanningRepository(database);
  const cache: WeatherCache = config.redisUrl
    ? await RedisWeatherCache.connect(config.redisUrl, (message) => log.warn(message))
    : new DatabaseWeatherCache(repository);
  const views = new ViewAdjustService(repository, new SpotDetailsRepository(database));
  return {
    weather: new WeatherService(repository, createWeatherProvider(config), cache, log),
    webcams: new WebcamService(repository, createWebcamSource(config), log),
    panorama: new PanoramaService(
      repository,
      views,
      elevation,
      createStreetView(config),
      log,
      rateLimits,
    ),
    views,
    elevation,
    close: () => cache.close(),
  };
}
