import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../lib/html';
import {
  HELD_CLICK_SCRIPT,
  INITIAL_DATA_ELEMENT_ID,
  SERVED_QUERIES_ELEMENT_ID,
  type InitialPageData,
} from '@vantage/shared';
import { appScriptsLoader, withoutAppScripts } from './app-scripts';
import type { ServerRenderedPage } from './server-renderer';
import type { JsonLd } from './structured-data';

/** What a page's HTML head says about it. */
export interface PageMeta {
  title: string | null;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image. */
  image: string | null;
  type: 'website' | 'article' | 'profile';
  /** schema.org objects put in the head as JSON-LD. */
  structuredData?: JsonLd[];
}

const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Vantage</title><!--app-head--></head><body><div id="root"><p>The web app has not been built: run <code>npm run build</code>.</p></div><!--app-data--></body></html>`;

/** Reads the built SPA's index.html, or a minimal page when the web app is not built. */
export function loadTemplate(webDistDir: string): string {
  const file = path.join(webDistDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : FALLBACK_TEMPLATE;
}

/** JSON safe to place inside a script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Photos fade in once the browser has loaded them, which takes a script: without one, a
 * server-rendered page shows them at once.
 */
const NO_SCRIPT_STYLE = '<noscript><style>#root img{opacity:1!important}</style></noscript>';

/**
 * A page's first date or number format loads the browser's locale data: tens of milliseconds on
 * a phone, in one piece. Done in the head, it runs before the page's first paint while the
 * page's scripts download, not as a pause of a page on screen. A rendered page that formats
 * nothing as it hydrates (home, tag, search) goes without it: its phone is spared the work.
 */
const DATE_DATA_SCRIPT =
  'try{new Intl.DateTimeFormat("en-GB",{timeZone:"UTC",timeZoneName:"shortOffset"}).format(0)}catch(e){}';

/**
 * A page rendered on the server, ready for any number of responses: its query cache written
 * once as JSON safe inside a script element.
 */
export interface ShellRendering extends Omit<ServerRenderedPage, 'queries'> {
  queriesJson: string;
}

export function shellRendering(rendered: ServerRenderedPage): ShellRendering {
  const { queries, ...parts } = rendered;
  return { ...parts, queriesJson: scriptJson(queries) };
}

/** Fills the template's title, head and data placeholders. */
export function renderShell(
  template: string,
  meta: PageMeta,
  data: InitialPageData,
  nonce = '',
  /** The page's content rendered by the web app on the server, when it was. */
  rendered: ShellRendering | null = null,
): string {
  return shellParts(template, meta, data, rendered).join(nonceAttribute(nonce));
}

/** The attribute each response puts on its page's scripts (empty without a nonce). */
export function nonceAttribute(nonce: string): string {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
}

/**
 * A page's HTML cut where each response puts its own nonce attribute: joined by
 * {@link nonceAttribute}, the parts are the page. Made once, a kept page is sent to every
 * visitor with a nonce of their own without filling the template again.
 */
export function shellParts(
  template: string,
  meta: PageMeta,
  data: InitialPageData,
  /** The page's content rendered by the web app on the server, when it was. */
  rendered: ShellRendering | null = null,
): string[] {
  const fullTitle = meta.title ? `${meta.title} - ${data.siteName}` : data.siteName;
  const head = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(data.siteName)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title ?? data.siteName)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
  ].join('\n    ');
  let page = insertLiteral(
    template,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(fullTitle)}</title>`,
  );
  // The template's message for browsers without scripts: a rendered page shows its content.
  if (rendered) page = insertLiteral(page, /<noscript>.*?<\/noscript>/s, '');
  // A rendered page loads the app once its first photo is on screen (see appScriptsLoader).
  const deferred = rendered ? withoutAppScripts(page) : null;
  if (deferred) page = deferred.page;

  const parts = new NonceParts();
  let rest = page;
  /** The template up to `marker` as it is, then what `fill` writes in the marker's place. */
  const fillAt = (marker: string, fill: () => void) => {
    const at = rest.indexOf(marker);
    if (at < 0) return;
    parts.text(rest.slice(0, at));
    fill();
    rest = rest.slice(at + marker.length);
  };
  fillAt('<!--app-head-->', () => {
    // A rendered page's buttons show before the app behind them: a press waits for it.
    parts.text('<script');
    parts.nonce();
    const dateData = rendered === null || rendered.localeData ? DATE_DATA_SCRIPT : '';
    parts.text(`>${rendered ? HELD_CLICK_SCRIPT : ''}${dateData}</script>\n    `);
    parts.text(head);
    for (const item of meta.structuredData ?? []) {
      parts.text('\n    <script type="application/ld+json"');
      parts.nonce();
      parts.text(`>${scriptJson(item)}</script>`);
    }
    if (rendered) parts.text(`\n    ${rendered.head}\n    ${NO_SCRIPT_STYLE}`);
  });
  if (rendered)
    fillAt('<div id="root"></div>', () => parts.text(`<div id="root">${rendered.html}</div>`));
  fillAt('<!--app-data-->', () => {
    parts.text(`<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json"`);
    parts.nonce();
    parts.text(`>${scriptJson(data)}</script>`);
    if (rendered) {
      const components = escapeHtml(rendered.components.join(' '));
      parts.text(
        `<script id="${SERVED_QUERIES_ELEMENT_ID}" type="application/json" data-components="${components}" data-rendered-at="${rendered.renderedAt}"${viewportAttribute(rendered.viewportWidth)}`,
      );
      parts.nonce();
      parts.text(`>${rendered.queriesJson}</script>`);
    }
    if (deferred?.scripts) {
      parts.text('<script');
      parts.nonce();
      parts.text(`>${appScriptsLoader(deferred.scripts)}</script>`);
    }
  });
  parts.text(rest);
  return parts.done();
}

/** Text written in order, cut wherever a nonce attribute goes. */
class NonceParts {
  private readonly parts: string[] = [];
  private current: string[] = [];

  text(text: string): void {
    this.current.push(text);
  }

  nonce(): void {
    this.parts.push(this.current.join(''));
    this.current = [];
  }

  done(): string[] {
    this.nonce();
    return this.parts;
  }
}

/** The viewport width a page was laid out for, when it was a phone's. */
function viewportAttribute(width: number | null): string {
  return width ? ` data-viewport-width="${Math.round(width)}"` : '';
}

/**
 * Puts `text` in place of the first match of `target`, as it is: unlike a replacement string
 * of `String.replace`, `$&`, `` $` ``, `$'`, `$$` and `$1` in user text stay what they are.
 */
export function insertLiteral(template: string, target: string | RegExp, text: string): string {
  return template.replace(target, () => text);
}

/** A plain-text summary of markdown for meta descriptions. */
export function plainSummary(markdown: string, max = 160): string {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#+|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
