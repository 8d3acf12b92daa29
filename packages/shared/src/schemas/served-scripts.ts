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
