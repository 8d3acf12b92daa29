import { MAX_SPOT_TILE_ZOOM, lngLatToTile, tileToBBox } from '@vantage/shared';
import type { SpotChangeFeed } from '../../adapters/change-feed/change-feed';
import { Lru } from '../../lib/lru';
import { prepareBody, type PreparedBody } from '../../lib/prepared-body';

/** A tile's list compressed once, so busy tiles are not gzipped on every request. */
interface Entry extends PreparedBody {
  loadedAt: number;
}

/** Without a shared change feed, other server processes learn of changes through this lifetime. */
const TILE_LIFETIME_MS = 60_000;

/**
 * Serialized `/pspots` answers. Any change to spots bumps the version and empties the cache
 * (or forgets just the tiles holding a new spot), so a new spot shows in the next tile request
 * of this process at once, and of the other processes at once when they share a change feed
 * (Redis), else within a minute.
 */
export class SpotTileCache {
  private readonly entries = new Lru<string, Entry>(5_000);
  private readonly loading = new Map<string, Promise<Entry>>();
  private version = 0;
  private feed: SpotChangeFeed | null = null;
  /** Lookups answered from the cache and lookups that loaded, since start (for metrics). */
  readonly stats = { hits: 0, misses: 0 };

  /** Shares forgotten positions with every process on the feed, and hears theirs. */
  async share(feed: SpotChangeFeed): Promise<void> {
    await feed.subscribe((change) => this.forgetHere(change.lat, change.lng));
    this.feed = feed;
  }

  async getOrLoad(key: string, load: () => Promise<string>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached && Date.now() - cached.loadedAt < TILE_LIFETIME_MS) {
      this.stats.hits++;
      return cached;
    }
    this.stats.misses++;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const version = this.version;
    const promise = load()
      .then((body) => {
        const entry = { ...prepareBody(body), loadedAt: Date.now() };
        if (version === this.version) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
  }

  /**
   * Forgets the lists of every tile, at every zoom, whose box holds the position (a point on
   * a tile edge belongs to both tiles), so the next request of each lists a new spot there
   * with a new ETag. Lists being loaded meanwhile may predate the change: they are answered
   * but not kept, and later requests load afresh. With a shared feed the other processes
   * forget them too; the promise settles once the change is published.
   */
  async forgetAt(lat: number, lng: number): Promise<void> {
    this.forgetHere(lat, lng);
    await this.feed?.publish({ lat, lng });
  }

  private forgetHere(lat: number, lng: number): void {
    this.version++;
    for (const key of tileKeysContaining(lat, lng)) {
      this.loading.delete(key);
      const cached = this.entries.get(key);
      // Past its lifetime, the entry is reloaded on its next request.
      if (cached) this.entries.set(key, { ...cached, loadedAt: -Infinity });
    }
  }
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
          keys.push(`${zoom}/${tx}/${ty}`);
        }
      }
    }
  }
  return keys;
}
