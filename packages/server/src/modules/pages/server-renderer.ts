import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InitialPageData, ServedSwitches } from '@vantage/shared';

/** A page rendered by the web app's own components on the server. */
export interface ServerRenderedPage {
  /** The app's HTML, for the root element. */
  html: string;
  /** Style elements the components wrote, for the head. */
  head: string;
  /** The query cache the page was rendered from, for the browser to hydrate. */
  queries: unknown;
  /** The lazily loaded components the page shows, for the browser to load before it hydrates. */
  components: string[];
  /** The moment (epoch ms) whose times the page shows, for the browser to hydrate with. */
  renderedAt: number;
  /** The viewport width the page was laid out for (a phone's), or null for the wide layout. */
  viewportWidth: number | null;
  /** Whether the page formats dates, numbers or names with the browser's locale data at once. */
  localeData: boolean;
}

/** Answers an API call (`/api/...`) in this process, as a signed-out visitor. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The web app's server entry (`packages/web/src/entry-server.tsx`, built to `dist-server`). */
export interface PageRenderer {
  /** Loads every page's components; the first rendering does it too. */
  ready(): Promise<void>;
  render(input: {
    url: string;
    data: InitialPageData;
    api?: ApiTransport;
    viewportWidth?: number | null;
    /** The speed tricks that are on: the rendering writes the page for them. */
    switches?: ServedSwitches;
  }): Promise<ServerRenderedPage | null>;
}

/**
 * The web app's server rendering, imported on first use from the build beside the browser's
 * (`dist-server` next to `dist`), its pages' components loaded by the first rendering; null
 * when it has not been built, and pages are then sent without content for the browser to
 * render.
 */
export function serverRenderer(webDistDir: string): () => Promise<PageRenderer | null> {
  let loading: Promise<PageRenderer | null> | null = null;
  const entry = path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');
  return () =>
    (loading ??= fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<PageRenderer>)
      : Promise.resolve(null));
}
