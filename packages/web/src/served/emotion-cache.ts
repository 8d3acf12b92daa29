import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Properties that Safari, among the browsers the site supports, still reads only (or for some
 * values only) with the -webkit- prefix.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'box-decoration-break',
  'print-color-adjust',
]);
/** The text-decoration shorthand: with a style or colour beside the line, Safari needs it prefixed. */
const DECORATION_SHORTHAND = /^text-decoration:\S+\s/;

/**
 * A declaration of one of {@link WEBKIT_ONLY} also written with the -webkit- prefix. Emotion's
 * default prefixer writes every prefix any browser ever needed (-ms- flexbox, -moz-
 * transitions): a third of the styles in a server-rendered page, parsed by every visitor.
 */
export const prefixForSafari: StylisPlugin = (element) => {
  if (
    element.type === 'decl' &&
    !element.return &&
    typeof element.props === 'string' &&
    (WEBKIT_ONLY.has(element.props) || DECORATION_SHORTHAND.test(element.value))
  ) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

const STYLE_KEY = 'css';
/** The attribute of the style element the server writes a page's styles in: their names. */
const SERVED_STYLES_ATTRIBUTE = 'data-served-styles';

/** The styles cache of the server's rendering and of the browser's. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: STYLE_KEY, stylisPlugins: [prefixForSafari] });
}

/** The styles of one rendering, as the server writes them into the page's head. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * Every style a rendering wrote, the document-wide ones each in a chunk of their own, then the
 * components' in one, in the order they were written. This includes the classes no element of
 * the page carries: a component made by restyling another (a MUI icon button is its button
 * base restyled) writes a class of its own layer besides the combined one its element gets, and
 * a browser that hydrates the page writes every one it was not given (on a phone, tens of rules
 * parsed in one task of the hydration).
 */
export function writtenStyleChunks(cache: EmotionCache): StyleChunk[] {
  const globals: StyleChunk[] = [];
  const components: StyleChunk = { key: cache.key, ids: [], css: '' };
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push({ key: `${cache.key}-global`, ids: [id], css });
    } else {
      components.ids.push(id);
      components.css += css;
    }
  }
  return [...globals, components];
}

/**
 * The style elements of a page the server rendered, for its head. The page's own styles are
 * marked so that only {@link adoptServedStyles} finds them: Emotion's caches, as they start,
 * take out and put back at the end of the head every style element they recognise as the
 * server's, which parsed the page's styles again and restyled the whole page in the task that
 * starts it. The global styles stay Emotion's to find (its Global component adopts its own), marked
 * as already placed (`data-s`).
 */
export function servedStyleTags(chunks: StyleChunk[]): string {
  return chunks
    .map(({ key, ids, css }) =>
      key === STYLE_KEY
        ? `<style ${SERVED_STYLES_ATTRIBUTE}="${ids.join(' ')}">${css}</style>`
        : `<style data-s="" data-emotion="${key} ${ids.join(' ')}">${css}</style>`,
    )
    .join('');
}

/** Whether the page's document-wide styles came in its HTML (the server rendered the page). */
let globalStylesServed = false;

/**
 * Tells the browser's cache which styles the page already has, where the server wrote them,
 * so that hydrating writes none of them again and moves none.
 */
export function adoptServedStyles(cache: EmotionCache): void {
  for (const node of document.querySelectorAll(`style[${SERVED_STYLES_ATTRIBUTE}]`)) {
    for (const name of (node.getAttribute(SERVED_STYLES_ATTRIBUTE) ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  globalStylesServed =
    document.querySelector(`style[data-s][data-emotion^="${STYLE_KEY}-global "]`) !== null;
}

/**
 * Whether the server wrote the page's document-wide styles into its head, where they stay as
 * they are for as long as the page is open. An Emotion global style that hydrates takes the
 * server's style element and moves it to a place of its own, and a style element that moves
 * restyles the whole page: on a phone, one of the longest tasks of a page's hydration.
 */
export function documentStylesServed(): boolean {
  return globalStylesServed;
}
