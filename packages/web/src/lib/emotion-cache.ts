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

/**
 * The styles cache of the server's rendering and of the browser's: the same key, so the
 * browser adopts the styles the server wrote into the page instead of writing them again.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [prefixForSafari] });
}
