import { MAX_SPOT_TILE_ZOOM, lngLatToTile, tileToBBox } from '@vantage/shared';
import type { SpotChangeFeed } from '../../adapters/change-feed/change-feed';
import { prepareBody, type PreparedBody } from '../../lib/prepared-body';
import { VersionedCache } from '../../lib/versioned-cache';

/** Without a shared change feed, other server processes learn of changes through this lifetime. */
const TILE_LIFETIME_MS = 60_000;

/**
 * Serialized `/pspots` answers, compressed once so busy tiles are not gzipped on every request.
 * Any change to spots bumps the version and empties the cache (or forgets just the tiles holding
 * a new spot), so a new spot shows in the next tile request of this process at once, and of the
 * other processes at once when they share a change feed (Redis), else within a minute.
 */
export class SpotTileCache {
  private readonly cache = new VersionedCache<PreparedBody>({
    maxEntries: 5_000,
    lifetimeMs: TILE_LIFETIME_MS,
  });
  private feed: SpotChangeFeed | null = null;

  /** Lookups answered from the cache and lookups that loaded, since start (for metrics). */
  get stats(): { hits: number; misses: number } {
    return this.cache.stats;
  }

  /** Shares forgotten positions with every process on the feed, and hears theirs. */
  async share(feed: SpotChangeFeed): Promise<void> {
    await feed.subscribe((change) => this.cache.forget(tileKeysContaining(change.lat, change.lng)));
    this.feed = feed;
  }

  getOrLoad(key: string, load: () => Promise<string>): Promise<PreparedBody> {
    return this.cache.get(key, async () => prepareBody(await load()));
  }

  /** The list of tile `key` while it is kept, else undefined. */
  kept(key: string): PreparedBody | undefined {
    return this.cache.peek(key);
  }

  invalidate(): void {
    this.cache.forgetAll();
  }

  /**
   * Forgets the lists of every tile, at every zoom, whose box holds the position (a point on
   * a tile edge belongs to both tiles), so the next request of each lists a new spot there
   * with a new ETag. Lists being loaded meanwhile may predate the change: they are answered
   * but not kept, and later requests load afresh. With a shared feed the other processes
   * forget them too; the promise settles once the change is published.
   */
  async forgetAt(lat: number, lng: number): Promise<void> {
    this.cache.forget(tileKeysContaining(lat, lng));
    await this.feed?.publish({ lat, lng });
  }
}

/** The key of a tile's list in the cache: `level/x/y`. */
export function tileCacheKey(level: number, x: number, y: number): string {
  return `${level}/${x}/${y}`;
}

/** `level/x/y` of every tile whose box (edges included) holds the position, at zooms 0 to 22. */
export function tileKeysContaining(lat: number, lng: number): string[] {
  const keys: string[] = [];
  for (let zoom = 0; zoom <= MAX_SPOT_TILE_ZOOM; zoom++) {
    const size = 2 ** zoom;
    const { x, y } = lngLatToTile(lng, lat, zoom);
    for (const tx of [x - 1, x, x + 1]) {
      for (const ty of [y - 1, y, y + 1]) {
        if (tx < 0 || ty < 0 || tx >= size || ty >= size) continue;
        const box = tileToBBox(tx, ty, zoom);
        if (lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east) {
          keys.push(tileCacheKey(zoom, tx, ty));
        }
      }
    }
  }
  return keys;
}
