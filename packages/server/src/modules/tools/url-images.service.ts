import type { CurrentUser, FoundImage, UrlImagesAnswer } from '@vantage/shared';
import { HttpError } from '../../lib/errors';
import { RateLimiter, type RateLimitRule, type RateLimitStore } from '../../lib/rate-limit';
import {
  safeFetchDetails,
  SafeFetchError,
  type SafeFetchDetails,
  type SafeFetchOptions,
} from '../../lib/safe-fetch';
import { requireUser } from '../../lib/permissions';
import { imageSize } from './image-size';
import { readPage, type PageImage } from './page-images';

/** A page's images narrower or lower than this are left out: at least 200 × 100 px. */
export const MIN_IMAGE_WIDTH_PX = 200;
export const MIN_IMAGE_HEIGHT_PX = 100;

/** How many pages one user may look into; each look fetches the page and up to 30 images. */
export const URL_IMAGES_LIMIT: RateLimitRule = {
  name: 'url-images-user',
  limit: 30,
  windowMs: 10 * 60_000,
};

const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 10_000;
/** Images whose size the page does not give are fetched (their first bytes) to learn it. */
const PROBE_MAX = 30;
const PROBE_CONCURRENCY = 4;
const PROBE_PREFIX_BYTES = 256 * 1024;
const PROBE_TIMEOUT_MS = 5_000;
/** All probes of one page share this time, so a page of slow images still answers soon. */
const PROBE_BUDGET_MS = 8_000;

/** What listing a page's images is built from. */
export interface UrlImagesDeps {
  /** Test-only hosts safeFetch may reach (URL_FETCH_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  rateLimits: RateLimitStore;
}

/** Link from web (the Link tab of the new-photo page): the images a page offers. */
export class UrlImagesService {
  private readonly limiter: RateLimiter;

  constructor(private readonly deps: UrlImagesDeps) {
    this.limiter = new RateLimiter(deps.rateLimits, URL_IMAGES_LIMIT);
  }

  /**
   * Fetches the page (or the image, when the address is an image's), and answers its images
   * of at least 200 × 100 px with the page's title, author and licence.
   */
  async list(actor: CurrentUser | null, url: string): Promise<UrlImagesAnswer> {
    const user = requireUser(actor);
    await this.limiter.enforce(
      String(user.id),
      () =>
        'You looked up many web pages in a short time. Please wait a few minutes and try again.',
    );
    let page: SafeFetchDetails;
    try {
      page = await safeFetchDetails(
        url,
        this.fetchOptions('html', PAGE_MAX_BYTES, PAGE_TIMEOUT_MS),
      );
    } catch (error) {
      if (error instanceof SafeFetchError && error.contentType?.startsWith('image/')) {
        return this.directImage(url);
      }
      throw asHttpError(error);
    }
    const facts = readPage(decodeHtml(page.body, page.contentTypeParams), page.url);
    return {
      url: page.url,
      title: facts.title,
      author: facts.author,
      authorUrl: facts.authorUrl,
      license: facts.license,
      images: await this.bigEnough(facts.images),
    };
  }

  /** An address that is itself an image: that image alone, if it is big enough. */
  private async directImage(url: string): Promise<UrlImagesAnswer> {
    const probe = await this.probe(url, PAGE_TIMEOUT_MS);
    if (probe === 'failed') {
      throw new HttpError(400, 'url_unreachable', 'url: the image could not be loaded');
    }
    const images =
      probe.size && isBigEnough(probe.size.width, probe.size.height)
        ? [{ url: probe.url, ...probe.size, alt: null }]
        : [];
    return { url: probe.url, title: null, author: null, authorUrl: null, license: null, images };
  }

  /** The candidates of at least the minimum size; those without a size in the page are probed. */
  private async bigEnough(candidates: readonly PageImage[]): Promise<FoundImage[]> {
    const plausible = candidates.filter(
      (image) =>
        isBigEnough(image.width, image.height) && !/\.svgz?$/i.test(new URL(image.url).pathname),
    );
    const unsized = plausible.filter((image) => image.width == null || image.height == null);
    const toProbe = new Set(unsized.slice(0, PROBE_MAX));
    const deadline = Date.now() + PROBE_BUDGET_MS;
    const probes = new Map<PageImage, Awaited<ReturnType<UrlImagesService['probe']>>>();
    await eachLimited([...toProbe], PROBE_CONCURRENCY, async (image) => {
      const left = deadline - Date.now();
      // Out of time: the image is offered without a size, as those beyond the first 30 are.
      if (left < 500) return;
      probes.set(image, await this.probe(image.url, Math.min(PROBE_TIMEOUT_MS, left)));
    });
    const found: FoundImage[] = [];
    for (const image of plausible) {
      const probe = probes.get(image);
      if (probe === 'failed') continue;
      const size = probe?.size ?? { width: image.width, height: image.height };
      if (!isBigEnough(size.width, size.height)) continue;
      found.push({ url: image.url, width: size.width, height: size.height, alt: image.alt });
    }
    return found;
  }

  /** The image's final URL and pixel size from its first bytes; 'failed' if it is no loadable image. */
  private async probe(
    url: string,
    timeoutMs: number,
  ): Promise<'failed' | { url: string; size: { width: number; height: number } | null }> {
    try {
      const image = await safeFetchDetails(
        url,
        this.fetchOptions('image', PROBE_PREFIX_BYTES, timeoutMs),
        { cut: true },
      );
      if (image.contentType === 'image/svg+xml') return 'failed';
      return { url: image.url, size: await imageSize(image.body) };
    } catch (error) {
      if (error instanceof SafeFetchError) return 'failed';
      throw error;
    }
  }

  private fetchOptions(
    accept: SafeFetchOptions['accept'],
    maxBytes: number,
    timeoutMs: number,
  ): SafeFetchOptions {
    return { accept, maxBytes, timeoutMs, allowHosts: this.deps.allowHosts };
  }
}

function isBigEnough(width: number | null, height: number | null): boolean {
  return (
    (width == null || width >= MIN_IMAGE_WIDTH_PX) &&
    (height == null || height >= MIN_IMAGE_HEIGHT_PX)
  );
}

/** Runs `work` over the items, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The page's text in the charset its header, byte-order mark or `<meta charset>` names. */
export function decodeHtml(body: Buffer, contentTypeParams: string): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentTypeParams)?.[1];
  const head = body.subarray(0, 2048).toString('latin1');
  const fromMeta =
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head)?.[1];
  const bom =
    body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf
      ? 'utf-8'
      : body[0] === 0xff && body[1] === 0xfe
        ? 'utf-16le'
        : body[0] === 0xfe && body[1] === 0xff
          ? 'utf-16be'
          : undefined;
  for (const label of [bom, fromHeader, fromMeta, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown charset name: try the next source.
    }
  }
  return body.toString('utf8');
}

/** The answer for a page that could not be used, naming the field. */
function asHttpError(error: unknown): Error {
  if (!(error instanceof SafeFetchError))
    return error instanceof Error ? error : new Error(String(error));
  const message = `url: ${error.message}`;
  switch (error.code) {
    case 'blocked':
      return new HttpError(400, 'url_not_allowed', message);
    case 'invalid_url':
      return new HttpError(400, 'invalid_input', message);
    case 'timeout':
      return new HttpError(504, 'url_timeout', `url: the page ${error.message}`);
    case 'bad_type':
      return new HttpError(415, 'url_not_html', message);
    case 'too_large':
      return new HttpError(413, 'url_too_large', `url: the page ${error.message}`);
    case 'too_many_redirects':
      return new HttpError(400, 'url_redirects', `url: the page ${error.message}`);
    case 'http_error':
      return new HttpError(400, 'url_unreachable', message);
  }
}
