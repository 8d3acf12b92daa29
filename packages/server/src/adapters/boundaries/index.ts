import type { Config } from '../../config';
import type { Boundaries } from './boundaries';
import { OfflineBoundaries } from './offline';
import { OverpassBoundaries } from './overpass';

export type { AreaBoundary, Boundaries } from './boundaries';

/** The settings the boundary service is chosen by. */
export type BoundariesConfig = Pick<Config, 'overpassUrl' | 'geocoderUserAgent'>;

/** Overpass when OVERPASS_URL is set, else the bundled continent, country and US state outlines. */
export function createBoundaries(config: BoundariesConfig): Boundaries {
  if (!config.overpassUrl) return new OfflineBoundaries();
  return new OverpassBoundaries({ url: config.overpassUrl, userAgent: config.geocoderUserAgent });
}
