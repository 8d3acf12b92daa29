import { gzipSync } from 'node:zlib';
import type { SpotChangeFeed } from '../../adapters/change-feed/change-feed';
import { VersionedCache } from '../../lib/versioned-cache';

/**
 * The longest a visitor's page is kept: the sun and moon times it shows are for the moment it
 * was rendered, and a change that reaches no process's cache (another process's description
 * vote without a shared change feed) shows within this time.
 */
export const RENDERED_PAGE_LIFETIME_MS = 60_000;

/** The most pages kept, and the most bytes of them (their HTML, as it is and compressed). */
const MAX_PAGES = 1_000;
const MAX_BYTES = 48 * 1024 * 1024;

/**
 * A page's HTML encoded and compressed once: a kept page is the same bytes for every response
 * (a string is encoded again for each, and a large one compressed again).
 */
export interface KeptHtml {
  body: Buffer;
  gzip: Buffer;
}

export function keptHtml(html: string): KeptHtml {
  const body = Buffer.from(html);
  return { body, gzip: gzipSync(body) };
}

/** A visitor's page, as every visitor gets it. */
export interface VisitorPage {
  status: number;
  /** Whether its content was rendered on the server (a page whose rendering failed is not kept). */
  rendered: boolean;
  html: KeptHtml;
}

/** Which page, laid out for which screen. */
export interface VisitorPageKey {
  /** The page's address with its query. */
  url: string;
  /** The phone's viewport width the page is laid out for, or null for the wide layout. */
  viewportWidth: number | null;
}

/**
 * Signed-out visitors' pages as rendered on the server (a busy spot page costs a second of
 * processor time), by address and layout, the same for every visitor. Kept for a minute at
 * most, and forgotten when anything a public page shows changes: a spot through the "spot
 * changed" path in this process or any process on the change feed, and descriptions,
 * proposals, photos, members, galleries, tags and guides in this process. A page whose
 * rendering failed is answered but not kept, so the next visit tries again. Members' pages
 * never come here.
 */
export class RenderedPageCache {
  private readonly cache: VersionedCache<VisitorPage>;

  constructor(now: () => number = Date.now) {
    this.cache = new VersionedCache({
      maxEntries: MAX_PAGES,
      lifetimeMs: RENDERED_PAGE_LIFETIME_MS,
      sizeLimit: { maxSize: MAX_BYTES, sizeOf: visitorPageBytes },
      now,
    });
  }

  /** Pages answered from the cache and pages rendered, since start. */
  get stats(): { hits: number; misses: number } {
    return this.cache.stats;
  }

  /** How many pages are kept and their size in bytes. */
  get kept(): { entries: number; size: number } {
    return this.cache.kept;
  }

  /** Forgets every kept page when any process on the feed reports a spot change. */
  async share(feed: SpotChangeFeed): Promise<void> {
    await feed.subscribe(() => this.forgetAll());
  }

  /** The visitor's page of `key`, kept or made by `render`. */
  getOrRender(key: VisitorPageKey, render: () => Promise<VisitorPage>): Promise<VisitorPage> {
    return this.cache.get(
      `${key.viewportWidth ?? 'wide'} ${key.url}`,
      render,
      (page) => page.rendered,
    );
  }

  /** Something a public page may show changed: every page is rendered afresh. */
  forgetAll(): void {
    this.cache.forgetAll();
  }
}

function visitorPageBytes(page: VisitorPage): number {
  return page.html.body.length + page.html.gzip.length;
}
