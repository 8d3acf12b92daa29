import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Lru } from '../../lib/lru';

interface Entry {
  body: string;
  /** The body compressed once, so busy tiles are not gzipped on every request. */
  gzip: Buffer;
  etag: string;
  loadedAt: number;
}

/** Other server processes learn of changes only through this lifetime. */
const TILE_LIFETIME_MS = 60_000;

/**
 * Serialized `/pspots` answers. Any change to spots bumps the version, which empties the cache,
 * so a new spot shows in the next tile request of this process at once (and of other
 * processes within a minute).
 */
export class SpotTileCache {
  private readonly entries = new Lru<string, Entry>(5_000);
  private readonly loading = new Map<string, Promise<Entry>>();
  private version = 0;

  async getOrLoad(key: string, load: () => Promise<string>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached && Date.now() - cached.loadedAt < TILE_LIFETIME_MS) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const version = this.version;
    const promise = load()
      .then((body) => {
        const entry = {
          body,
          gzip: gzipSync(body),
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          loadedAt: Date.now(),
        };
        if (version === this.version) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
  }
}
