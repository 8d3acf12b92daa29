import type { ContainerDeps, Outside, SharedConnections } from './types';
import { createBoundaries, type Boundaries } from '../adapters/boundaries';
import { RedisChangeFeed } from '../adapters/change-feed/redis-change-feed';
import { RedisNotificationFeed } from '../adapters/notification-feed/redis-notification-feed';
import { SharedRedis } from '../adapters/redis/shared-redis';
import { createGeocoder, type Geocoder } from '../adapters/geocoder';
import { createMailer } from '../adapters/mail';
import { FlickrError, type FlickrApi } from '../adapters/flickr';
import type { Config } from '../config';
import {
  CircuitBreakers,
  MemoryBreakerStore,
  RedisBreakerStore,
  ServiceUnavailableError,
} from '../lib/circuit-breaker';
import type { ServerLogger } from '../lib/log';
import { FlexibleRateLimitStore } from '../lib/flexible-rate-limit';
import { RedisWeatherCache } from '../modules/planning/weather-cache';
import { basemapTiles } from '../modules/tiles/tiles.service';
import { WarmUp } from '../lib/warm-up';

/** Limits, mail, breakers, geocoding and boundaries: what the given parts leave out, as configured. */
export function buildOutside(
  deps: ContainerDeps,
  log: ServerLogger,
  shared: SharedConnections,
): Outside {
  const { config } = deps;
  // Limits count in Redis when it is configured (every process together), else here.
  const rateLimits = deps.rateLimits ?? new FlexibleRateLimitStore(shared.redis?.commands);
  const mailer = deps.mailer ?? createMailer(config, log);
  // A service that is down is answered "unavailable" at once, in every process alike.
  const breakers = new CircuitBreakers(
    shared.redis ? new RedisBreakerStore(shared.redis.commands) : new MemoryBreakerStore(),
    { warn: (message) => log.warn(message), info: (message) => log.info(message) },
    config.serviceCoolDownMs,
  );
  const geocoder = deps.geocoder ?? remoteGeocoder(config, breakers);
  const boundaries =
    deps.boundaries ??
    (config.overpassUrl
      ? breakers.guard('Overpass', createBoundaries(config), ['isIn'])!
      : createBoundaries(config));
  return { rateLimits, mailer, breakers, geocoder, boundaries };
}

/**
 * The bundled data the configured adapters read, loaded before the process says it is ready:
 * the first place search, new spot and map view then wait for nothing.
 */
export function warmUpOf(config: Config, geocoder: Geocoder, boundaries: Boundaries): WarmUp {
  const warmUp = new WarmUp();
  if (geocoder.warm) warmUp.add('places', () => geocoder.warm!());
  if (boundaries.warm) warmUp.add('boundaries', () => boundaries.warm!());
  if (config.warmBasemap) warmUp.add('basemap', () => basemapTiles.warm());
  return warmUp;
}

/** Nominatim behind its breaker when configured; the bundled gazetteer asks no one. */
function remoteGeocoder(config: Config, breakers: CircuitBreakers): Geocoder {
  const geocoder = createGeocoder(config);
  if (!config.nominatimUrl) return geocoder;
  return breakers.guard('Nominatim', geocoder, ['search', 'reverse'])!;
}

/** Flickr behind its breaker, its outages told as Flickr's own "unavailable" failures. */
export function guardedFlickr(
  flickr: FlickrApi | null,
  breakers: CircuitBreakers,
): FlickrApi | null {
  if (!flickr) return null;
  const breaker = breakers.of('Flickr');
  const calls = new Set<string | symbol>(['requestToken', 'accessToken', 'photos', 'exif']);
  return new Proxy(flickr, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!calls.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        breaker
          .call(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args))
          .catch((error: unknown) => {
            if (error instanceof ServiceUnavailableError) {
              throw new FlickrError('unavailable', error.message);
            }
            throw error;
          });
    },
  });
}

/** Redis connections, its change and notification feeds and forecast cache when REDIS_URL is set; none without it. */
export async function connectShared(
  redisUrl: string,
  log: ServerLogger,
): Promise<SharedConnections> {
  if (!redisUrl) {
    return { redis: null, weatherCache: null, changeFeed: null, notificationFeed: null };
  }
  const warn = (message: string) => log.warn(message);
  const redis = await SharedRedis.start(redisUrl, warn);
  return {
    redis,
    changeFeed: new RedisChangeFeed(redis, warn),
    notificationFeed: new RedisNotificationFeed(redis, warn),
    weatherCache: new RedisWeatherCache(redis.commands),
  };
}
