import { z } from 'zod';
import type { CdnConfig } from '../../lib/cdn.config';
import type { Log } from '../../lib/log';
import { reason } from '../weather/fetch-json';

/** Tells the CDN in front of the site to drop its copies of some of the site's answers. */
export interface CdnPurge {
  /** Drops the copies of these paths (each from `/`, with its query if it has one). */
  purge(paths: readonly string[]): Promise<void>;
}

/** How long the CDN may take to answer one purge request. */
const PURGE_TIMEOUT_MS = 10_000;

/** The most URLs one Cloudflare purge request may name, on every plan. */
export const CLOUDFLARE_URLS_PER_REQUEST = 100;

/** What Cloudflare's API answers; only success and the first error's message are read. */
const CloudflareAnswer = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});

/** Cloudflare's purge by URL: `POST /zones/{zone}/purge_cache` with the absolute URLs. */
export function cloudflarePurge(options: {
  /** `https://api.cloudflare.com/client/v4` unless a test points it elsewhere. */
  apiUrl: string;
  zoneId: string;
  /** An API token with the Cache Purge permission of the zone. */
  token: string;
  /** The site's address as visitors use it: the CDN keeps answers under their full URLs. */
  publicUrl: string;
}): CdnPurge {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/zones/${encodeURIComponent(options.zoneId)}/purge_cache`;
  const origin = options.publicUrl.replace(/\/+$/, '');
  const send = async (files: string[]) => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ files }),
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`Cloudflare purge failed: ${reason(error)}`, { cause: error });
    }
    const answer = CloudflareAnswer.safeParse(await response.json().catch(() => null));
    if (response.ok && answer.success && answer.data.success) return;
    const message = answer.success ? answer.data.errors?.[0]?.message : undefined;
    throw new Error(
      `Cloudflare purge answered HTTP ${response.status}${message ? `: ${message}` : ''}`,
    );
  };
  return {
    async purge(paths) {
      const urls = paths.map((path) => origin + path);
      for (let from = 0; from < urls.length; from += CLOUDFLARE_URLS_PER_REQUEST) {
        await send(urls.slice(from, from + CLOUDFLARE_URLS_PER_REQUEST));
      }
    },
  };
}

/** The configured CDN's way of purging. */
export function cdnPurge(config: CdnConfig, publicUrl: string): CdnPurge {
  return config.kind === 'cloudflare'
    ? cloudflarePurge({ ...config, publicUrl })
    : purgeRequests({ url: config.url });
}

/** Purge requests sent at once, at most. */
const PURGES_AT_ONCE = 6;

/**
 * A `PURGE` request for each path, to the cache's own address: how Varnish, Fastly (purge by
 * URL), nginx's cache purge and most caching proxies are told. A 404 means the cache kept no
 * copy, which is what was asked.
 */
export function purgeRequests(options: { url: string }): CdnPurge {
  const base = options.url.replace(/\/+$/, '');
  const purgeOne = async (path: string) => {
    let response: Response;
    try {
      response = await fetch(base + path, {
        method: 'PURGE',
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`CDN purge failed: ${reason(error)}`, { cause: error });
    }
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) {
      throw new Error(`CDN purge answered HTTP ${response.status}`);
    }
  };
  return {
    async purge(paths) {
      const queue = [...paths];
      const failures: unknown[] = [];
      const worker = async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await purgeOne(path).catch((error: unknown) => failures.push(error));
        }
      };
      await Promise.all(Array.from({ length: PURGES_AT_ONCE }, worker));
      if (failures.length > 0) throw failures[0];
    },
  };
}

/**
 * Purges one after another, the paths asked for while one is under way together in the next:
 * a burst of changes makes few requests, as the CDNs' rate limits want. A failure is not
 * retried (the answers expire by their `Cache-Control` in any case) and is logged once until
 * a purge goes through again.
 */
export class PurgeQueue {
  private waiting = new Set<string>();
  private running: Promise<void> | null = null;
  private failing = false;

  constructor(
    private readonly cdn: CdnPurge,
    private readonly log: Pick<Log, 'warn' | 'info'>,
  ) {}

  /** Asks for the paths to be purged, soon; the change that asked does not wait for the CDN. */
  request(paths: readonly string[]): void {
    for (const path of paths) this.waiting.add(path);
    if (this.waiting.size > 0 && !this.running) this.running = this.drain();
  }

  /** Settles once every path asked for so far was sent (or failed). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Sends what waits until nothing does; started with something waiting, so it awaits first. */
  private async drain(): Promise<void> {
    try {
      while (this.waiting.size > 0) {
        const paths = [...this.waiting];
        this.waiting = new Set();
        try {
          await this.cdn.purge(paths);
          if (this.failing) this.log.info('the CDN takes purges again');
          this.failing = false;
        } catch (error) {
          if (!this.failing) {
            this.log.warn(
              { err: error },
              'the CDN was not told of changes: it shows earlier answers until they expire (said once until it takes purges again)',
            );
          }
          this.failing = true;
        }
      }
    } finally {
      this.running = null;
    }
  }
}
