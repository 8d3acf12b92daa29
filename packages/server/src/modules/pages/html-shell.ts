import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../lib/html';
import {
  APP_ENTRY_ATTRIBUTE,
  APP_PRELOADS_ATTRIBUTE,
  INITIAL_DATA_ELEMENT_ID,
  SERVED_QUERIES_ELEMENT_ID,
  servedTricksOff,
  type InitialPageData,
  type ServedScripts,
  type ServedSwitches,
} from '@vantage/shared';
import { withoutAppScripts } from './app-scripts';
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

/** What a page's scripts are made of: the build's inline scripts and the tricks that are on. */
export interface ShellScripts {
  /** The inline scripts of the web build, or null when it is not built. */
  inline: ServedScripts | null;
  switches: ServedSwitches;
}

/** An inline script element with `script` as its text (none without it). */
function inlineScript(script: string | undefined, attributes = ''): string {
  return script ? `<script${attributes}>${script}</script>` : '';
}

/**
 * Fills the template's title, head and data placeholders. The page is the same for every
 * request of it: its inline scripts are the build's, allowed by their hashes.
 */
export function renderShell(
  template: string,
  meta: PageMeta,
  data: InitialPageData,
  scripts: ShellScripts,
  /** The page's content rendered by the web app on the server, when it was. */
  rendered: ShellRendering | null = null,
): string {
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
  // A rendered page loads the app once its first photo is on screen (served/scripts/load-app.ts).
  const deferred = rendered && scripts.inline ? withoutAppScripts(page) : null;
  if (deferred) page = deferred.page;
  const { inline, switches } = scripts;

  // A rendered page's buttons show before the app behind them: a press waits for it. A page
  // that formats dates as it first renders loads the browser's locale data before its first
  // paint; a rendered page that formats none (home, tag, search) is spared the work.
  const headScripts =
    inlineScript(rendered && switches.heldPresses ? inline?.holdPresses : undefined) +
    inlineScript(rendered === null || rendered.localeData ? inline?.loadLocaleData : undefined);
  const structuredData = (meta.structuredData ?? [])
    .map((item) => `\n    <script type="application/ld+json">${scriptJson(item)}</script>`)
    .join('');
  page = insertLiteral(
    page,
    '<!--app-head-->',
    `${headScripts}\n    ${head}${structuredData}${rendered ? `\n    ${rendered.head}\n    ${NO_SCRIPT_STYLE}` : ''}`,
  );
  if (rendered)
    page = insertLiteral(page, '<div id="root"></div>', `<div id="root">${rendered.html}</div>`);
  let pageData = `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`;
  if (rendered) {
    const components = escapeHtml(rendered.components.join(' '));
    const off = servedTricksOff(switches);
    pageData += `<script id="${SERVED_QUERIES_ELEMENT_ID}" type="application/json" data-components="${components}" data-rendered-at="${rendered.renderedAt}"${viewportAttribute(rendered.viewportWidth)}${off ? ` data-served-off="${off}"` : ''}>${rendered.queriesJson}</script>`;
  }
  if (deferred?.scripts) {
    const { entry, preloads } = deferred.scripts;
    pageData += inlineScript(
      inline?.loadApp,
      ` ${APP_ENTRY_ATTRIBUTE}="${escapeHtml(entry)}" ${APP_PRELOADS_ATTRIBUTE}="${escapeHtml(preloads.join(' '))}"`,
    );
  }
  return insertLiteral(page, '<!--app-data-->', pageData);
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
