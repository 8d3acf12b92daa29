import { Parser } from 'htmlparser2';
import { PHOTO_TITLE_MAX, PHOTO_URL_MAX } from '@vantage/shared';

/** An image a page names, before its size is known for sure. */
export interface PageImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string | null;
}

/** What a web page says of itself and the images it names, in the order worth offering. */
export interface PageFacts {
  title: string | null;
  author: string | null;
  authorUrl: string | null;
  license: string | null;
  images: PageImage[];
}

/** Most images taken from one page. */
export const MAX_PAGE_IMAGES = 100;

const AUTHOR_MAX = 200;
const LICENSE_MAX = 100;

interface RawImage {
  src: string;
  width: number | null;
  height: number | null;
  alt: string | null;
}

/** A length in an HTML attribute: whole pixels only ("640", "640px"); percentages say nothing. */
function pixels(value: string | undefined): number | null {
  const match = /^\s*(\d{1,6})(?:\.\d+)?\s*(?:px)?\s*$/i.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

const clean = (text: string | undefined | null, max: number): string | null => {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line === '' ? null : line.slice(0, max);
};

/**
 * The largest candidate of a srcset ("a.jpg 640w, b.jpg 1280w" or "a.jpg 1x, b.jpg 2x"),
 * with its width when given in `w`.
 */
export function largestSrcset(srcset: string): { src: string; width: number | null } | null {
  let best: { src: string; width: number | null; score: number } | null = null;
  for (const { src, descriptor } of srcsetCandidates(srcset)) {
    const w = /^(\d+)w$/i.exec(descriptor);
    const x = /^(\d+(?:\.\d+)?)x$/i.exec(descriptor);
    const score = w ? Number(w[1]) : x ? Number(x[1]) * 1000 : 1000;
    if (!best || score > best.score) best = { src, width: w ? Number(w[1]) : null, score };
  }
  return best && { src: best.src, width: best.width };
}

/**
 * The candidates of a srcset as the HTML standard splits them: a URL runs to the next
 * whitespace (it may hold commas, as CDN resize URLs do), its descriptor to the next comma.
 */
function srcsetCandidates(srcset: string): { src: string; descriptor: string }[] {
  const found: { src: string; descriptor: string }[] = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i]!)) i++;
    const urlStart = i;
    while (i < srcset.length && !/\s/.test(srcset[i]!)) i++;
    let src = srcset.slice(urlStart, i);
    let descriptor = '';
    if (src.endsWith(',')) {
      src = src.replace(/,+$/, '');
    } else {
      const descriptorStart = i;
      while (i < srcset.length && srcset[i] !== ',') i++;
      descriptor = srcset.slice(descriptorStart, i).trim();
      i++;
    }
    if (src !== '') found.push({ src, descriptor: descriptor || '1x' });
  }
  return found;
}

/**
 * Reads a page: its images (`og:image` with its size, `twitter:image`, `link rel=image_src`,
 * `<img>` with src, srcset or a lazy-loading attribute, `<picture><source srcset>`), its
 * title, author and licence. Relative URLs are resolved against `<base href>` or the page's
 * final URL; only http(s) URLs are kept, each once.
 */
export function readPage(html: string, pageUrl: string): PageFacts {
  const markup = walkPage(html);
  const base = markup.baseHref != null ? (resolve(markup.baseHref, pageUrl) ?? pageUrl) : pageUrl;
  let { author, authorUrl } = markup;
  if (markup.articleAuthor != null) {
    // article:author is a profile URL on most sites, a name on some.
    if (resolve(markup.articleAuthor, base) && /^https?:\/\//i.test(markup.articleAuthor))
      authorUrl ??= markup.articleAuthor;
    else author ??= markup.articleAuthor;
  }
  const resolvedAuthorUrl = authorUrl != null ? resolve(authorUrl, base) : null;
  const resolvedLicenseUrl = markup.licenseUrl != null ? resolve(markup.licenseUrl, base) : null;
  return {
    title: clean(markup.ogTitle ?? markup.titleText, PHOTO_TITLE_MAX),
    author: clean(author, AUTHOR_MAX),
    authorUrl: resolvedAuthorUrl,
    license:
      resolvedLicenseUrl && resolvedLicenseUrl.length <= LICENSE_MAX
        ? resolvedLicenseUrl
        : clean(markup.licenseMeta, LICENSE_MAX),
    images: distinctImages([...markup.featured, ...markup.inline], base),
  };
}

/** What a page's markup says, as written: its URLs are not resolved yet. */
interface PageMarkup {
  /** The first `<base href>`. */
  baseHref: string | null;
  /** The images the page puts forward (og:image, twitter:image, link rel=image_src). */
  featured: RawImage[];
  /** The images in the page (`<img>`, `<picture><source>`). */
  inline: RawImage[];
  ogTitle: string | null;
  titleText: string;
  author: string | null;
  authorUrl: string | null;
  articleAuthor: string | null;
  licenseUrl: string | null;
  licenseMeta: string | null;
}

/**
 * Walks a page's HTML once, outside `<svg>`: the first `<title>`'s text, the text of the
 * first rel=author link, and every tag that names an image, an author or a licence.
 */
function walkPage(html: string): PageMarkup {
  const markup: PageMarkup = {
    baseHref: null,
    featured: [],
    inline: [],
    ogTitle: null,
    titleText: '',
    author: null,
    authorUrl: null,
    articleAuthor: null,
    licenseUrl: null,
    licenseMeta: null,
  };
  let inTitle = false;
  let titleDone = false;
  let authorLinkText: string | null = null;
  let svgDepth = 0;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'svg') svgDepth++;
        if (svgDepth > 0) return;
        if (name === 'title' && !titleDone) inTitle = true;
        if (
          name === 'a' &&
          relsOf(attrs).includes('author') &&
          attrs.href &&
          markup.authorUrl == null
        ) {
          markup.authorUrl = attrs.href;
          authorLinkText = '';
        }
        noteTag(markup, name, attrs);
      },
      ontext(text) {
        if (inTitle) markup.titleText += text;
        if (authorLinkText != null) authorLinkText += text;
      },
      onclosetag(name) {
        if (name === 'svg' && svgDepth > 0) svgDepth--;
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleDone = true;
        }
        if (name === 'a' && authorLinkText != null) {
          markup.author ??= clean(authorLinkText, AUTHOR_MAX);
          authorLinkText = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return markup;
}

function relsOf(attrs: Record<string, string>): string[] {
  return (attrs.rel ?? '').toLowerCase().split(/\s+/);
}

/** Notes what one opening tag says of the page's images, base, author or licence. */
function noteTag(markup: PageMarkup, name: string, attrs: Record<string, string>): void {
  const rel = relsOf(attrs);
  switch (name) {
    case 'base':
      if (markup.baseHref == null && attrs.href) markup.baseHref = attrs.href;
      break;
    case 'meta':
      noteMeta(markup, (attrs.property ?? attrs.name ?? '').toLowerCase(), attrs.content ?? '');
      break;
    case 'link':
      if (rel.includes('image_src') && attrs.href) markup.featured.push(featuredImage(attrs.href));
      if (rel.includes('author') && attrs.href) markup.authorUrl ??= attrs.href;
      if (rel.includes('license') && attrs.href) markup.licenseUrl ??= attrs.href;
      break;
    case 'a':
      if (rel.includes('license') && attrs.href) markup.licenseUrl ??= attrs.href;
      break;
    case 'img': {
      const found = imgCandidate(attrs);
      if (found) markup.inline.push(found);
      break;
    }
    case 'source':
      if (attrs.srcset) {
        const best = largestSrcset(attrs.srcset);
        if (best) markup.inline.push({ src: best.src, width: best.width, height: null, alt: null });
      }
      break;
  }
}

function featuredImage(src: string): RawImage {
  return { src, width: null, height: null, alt: null };
}

/** Notes one `<meta>`: a featured image and its size, the title, the author or the licence. */
function noteMeta(markup: PageMarkup, key: string, content: string): void {
  const value = content.trim();
  if (value === '') return;
  switch (key) {
    case 'og:image':
    case 'og:image:url':
    case 'og:image:secure_url':
    case 'twitter:image':
    case 'twitter:image:src': {
      const last = markup.featured.at(-1);
      // secure_url repeats the og:image it follows; the sizes after it belong to that one.
      if (key === 'og:image:secure_url' && last) markup.featured.push({ ...last, src: value });
      else markup.featured.push(featuredImage(value));
      break;
    }
    case 'og:image:width':
    case 'og:image:height': {
      const last = markup.featured.at(-1);
      if (last) last[key === 'og:image:width' ? 'width' : 'height'] = pixels(value);
      break;
    }
    case 'og:title':
      markup.ogTitle ??= value;
      break;
    case 'author':
    case 'dc.creator':
    case 'dcterms.creator':
      markup.author ??= value;
      break;
    case 'article:author':
      markup.articleAuthor ??= value;
      break;
    case 'license':
    case 'dc.rights':
    case 'dcterms.license':
    case 'dcterms.rights':
      markup.licenseMeta ??= value;
      break;
  }
}

/** The image an `<img>` shows: its largest srcset candidate, else its (lazy-loaded) src. */
function imgCandidate(attrs: Record<string, string>): RawImage | null {
  const alt = clean(attrs.alt, 300);
  const width = pixels(attrs.width);
  const height = pixels(attrs.height);
  // Lazy loaders keep the real address aside and show a placeholder (often a data: URI).
  const src = [attrs.src, attrs['data-src'], attrs['data-lazy-src'], attrs['data-original']]
    .map((value) => value?.trim())
    .find((value) => value && !value.startsWith('data:'));
  const best = largestSrcset(attrs.srcset ?? attrs['data-srcset'] ?? '');
  if (best && best.width != null) {
    // Natural width from the srcset; the height in the proportion the attributes give.
    const scaled =
      width && height
        ? Math.round((best.width * height) / width)
        : best.width === width
          ? height
          : null;
    return { src: best.src, width: best.width, height: scaled, alt };
  }
  if (best && !src) return { src: best.src, width: null, height: null, alt };
  if (src) return { src, width, height, alt };
  return null;
}

/**
 * The candidates resolved against the base, each URL once (later mentions only fill in a
 * size or alt text the first one lacked), at most MAX_PAGE_IMAGES.
 */
function distinctImages(candidates: RawImage[], base: string): PageImage[] {
  const images: PageImage[] = [];
  const byUrl = new Map<string, PageImage>();
  for (const item of candidates) {
    const url = resolve(item.src, base);
    if (!url) continue;
    const seen = byUrl.get(url);
    if (seen) {
      seen.width ??= item.width;
      seen.height ??= item.height;
      seen.alt ??= item.alt;
      continue;
    }
    if (images.length >= MAX_PAGE_IMAGES) continue;
    const entry = { url, width: item.width, height: item.height, alt: item.alt };
    byUrl.set(url, entry);
    images.push(entry);
  }
  return images;
}

/** An absolute http(s) URL no longer than the API takes, or null. */
function resolve(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href.length <= PHOTO_URL_MAX ? url.href : null;
  } catch {
    return null;
  }
}
