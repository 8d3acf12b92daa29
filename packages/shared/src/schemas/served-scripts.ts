import { z } from 'zod';

/** The file of the web build, beside its index.html, that holds the pages' inline scripts. */
export const SERVED_SCRIPTS_FILE = 'served-scripts.json';

/**
 * The scripts a server-rendered page carries inline, as the web build compiled them from its
 * own modules (`packages/web/src/served/scripts/`): the server puts them in its pages as they
 * are and allows them by their hashes.
 */
export const ServedScripts = z.object({
  /** Holds a button pressed before the app has loaded, for the app to press. */
  holdPresses: z.string(),
  /** Loads the browser's locale data before the page's first paint. */
  loadLocaleData: z.string(),
  /** Loads the app's scripts once the page's first photo is on screen. */
  loadApp: z.string(),
});
/** The pages' inline scripts, by name. */
export type ServedScripts = z.infer<typeof ServedScripts>;

/**
 * The attributes of the loader's script element: the app's entry module and the modules it
 * preloads (separated by spaces). Attributes, not text of the script, so that the script is the
 * same for every page and its hash is known before any page is written.
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_PRELOADS_ATTRIBUTE = 'data-app-preloads';
