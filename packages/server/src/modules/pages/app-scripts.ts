/** The built app's entry module and the modules the page preloads for it. */
export interface AppScripts {
  entry: string;
  preloads: string[];
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAGS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The built page without the tags that load the app's scripts, and what they loaded (null,
 * with the page as it was, when it has no entry script). A server-rendered page loads them with
 * its inline loader instead, once its first photo is on screen (`web/src/served/scripts/load-app.ts`).
 */
export function withoutAppScripts(template: string): { page: string; scripts: AppScripts | null } {
  const entry = ENTRY_TAG.exec(template)?.[1];
  if (entry === undefined) return { page: template, scripts: null };
  const preloads = [...template.matchAll(PRELOAD_TAGS)].map((match) => match[1]!);
  const page = template.replace(ENTRY_TAG, '').replace(PRELOAD_TAGS, '');
  return { page, scripts: { entry, preloads } };
}
