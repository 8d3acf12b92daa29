import type { Config } from '../../config';
import { MemoryRateLimitStore, type RateLimitStore } from '../../lib/rate-limit';
import { UrlImagesService } from './url-images.service';

/** Wires link-from-web to the configuration's allow-list and the throttle counters. */
export function buildUrlImages(
  config: Pick<Config, 'urlFetchAllowHosts'>,
  rateLimits: RateLimitStore | undefined,
): UrlImagesService {
  return new UrlImagesService({
    allowHosts: config.urlFetchAllowHosts,
    rateLimits: rateLimits ?? new MemoryRateLimitStore(),
  });
}
