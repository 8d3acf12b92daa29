import { galleryPath, guidePath, spotPath, tagPagePath } from '@vantage/shared';
import { escapeHtml } from '../../lib/html';
import {
  SITEMAP_KINDS,
  type SitemapKind,
  type SitemapRepository,
  type SitemapRow,
} from './sitemap.repository';

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages every sitemap lists first. */
const FIXED_PATHS = ['/', '/map', '/explore'];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function pathOf(kind: SitemapKind, row: SitemapRow): string {
  switch (kind) {
    case 'spots':
      return spotPath({ id: row.id, title: row.name });
    case 'tags':
      return tagPagePath(row.name);
    case 'guides':
      return guidePath(row.name);
    case 'galleries':
      return galleryPath({ username: row.owner, ownerId: row.ownerId!, urlTitle: row.name });
    case 'profiles':
      return row.owner ? `/by/${encodeURIComponent(row.owner)}` : `/user/${row.id}`;
  }
}

function day(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

function urlEntry(loc: string, lastmodMs?: number): string {
  const lastmod = lastmodMs ? `<lastmod>${day(lastmodMs)}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod}</url>`;
}

/**
 * The sitemap of the public pages: one file while they fit in the protocol's 50,000
 * addresses, otherwise an index of files per kind (`/sitemap/{kind}-{n}.xml`).
 */
export class SitemapService {
  constructor(
    private readonly repository: SitemapRepository,
    /** Addresses per file; smaller only in tests. */
    private readonly maxUrls = SITEMAP_MAX_URLS,
  ) {}

  /** `robots.txt`: everything but the API and the personal pages, and where the sitemap is. */
  robots(origin: string): string {
    return [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /login',
      'Disallow: /unsubscribe',
      'Disallow: /newPhoto',
      'Disallow: /review',
      'Disallow: /moderation',
      'Allow: /',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** `/sitemap.xml`: every public page, or the index of the files that list them. */
  async root(origin: string): Promise<string> {
    const counts = await Promise.all(SITEMAP_KINDS.map((kind) => this.repository.count(kind)));
    const total = FIXED_PATHS.length + counts.reduce((sum, n) => sum + n, 0);
    if (total <= this.maxUrls) {
      const parts = await Promise.all(
        SITEMAP_KINDS.map((kind, index) => this.entries(kind, 0, counts[index]!, origin)),
      );
      return this.urlset([...FIXED_PATHS.map((path) => urlEntry(origin + path)), ...parts.flat()]);
    }
    const files = [`${origin}/sitemap/pages-1.xml`];
    SITEMAP_KINDS.forEach((kind, index) => {
      const pages = Math.ceil(counts[index]! / this.maxUrls);
      for (let n = 1; n <= pages; n += 1) files.push(`${origin}/sitemap/${kind}-${n}.xml`);
    });
    return (
      `${XML_HEAD}<sitemapindex xmlns="${NS}">\n` +
      files.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('\n') +
      '\n</sitemapindex>\n'
    );
  }

  /** One file of a split sitemap (`pages-1`, `spots-3`, …), or null when there is none. */
  async file(name: string, origin: string): Promise<string | null> {
    const match = /^([a-z]+)-(\d{1,6})$/.exec(name);
    if (!match) return null;
    const [, kind, number] = match;
    const page = Number(number);
    if (kind === 'pages') {
      return page === 1 ? this.urlset(FIXED_PATHS.map((path) => urlEntry(origin + path))) : null;
    }
    if (!isKind(kind!) || page < 1) return null;
    const entries = await this.entries(kind, (page - 1) * this.maxUrls, this.maxUrls, origin);
    return entries.length > 0 ? this.urlset(entries) : null;
  }

  private async entries(
    kind: SitemapKind,
    offset: number,
    limit: number,
    origin: string,
  ): Promise<string[]> {
    if (limit <= 0) return [];
    const rows = await this.repository.page(kind, offset, limit);
    return rows.map((row) => urlEntry(origin + pathOf(kind, row), row.lastmodMs));
  }

  private urlset(entries: string[]): string {
    return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
  }
}

function isKind(value: string): value is SitemapKind {
  return (SITEMAP_KINDS as readonly string[]).includes(value);
}
