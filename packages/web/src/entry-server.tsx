import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  dehydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { guideQuery } from './features/guide/guide-api';
import { photoQuery } from './features/photo/photo-api';
import { tagPageQuery } from './features/tag/tag-api';
import { spotKey } from './core/spot-query';
import {
  ALL_SERVED_TRICKS_ON,
  Guide,
  TagPage,
  type InitialPageData,
  type ServedSwitches,
} from '@vantage/shared';
import { StrictMode, type ReactNode } from 'react';
// The edge build of React's static renderer: the same renderer as Node's, but it keeps the
// request it renders without an AsyncLocalStorage (Node's build makes one, which turns on
// async hooks for the whole process: every promise of every request then pays for them).
import { prerender } from 'react-dom/static.edge';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { CURRENT_USER_KEY } from './core/current-user';
import { NO_PAGE_PARTS, provideInitialData } from './core/initial-data';
import { createQueryClient, type ServerRenderMeta } from './core/query-client';
import { setApiTransport } from './api/client';
import { createStyleCache, servedStyleTags, writtenStyleChunks } from './served/emotion-cache';
import { LazyUsage, preloadLazy } from './lib/lazy-named';
import { LocaleDataUsage } from './lib/locale-data';
import { servedTrickOn, setServedSwitches } from './served/switches';
import { startPageAt } from './core/page-clock';
import { ServedViewportWidth } from './lib/use-is-mobile';

/** What the server knows of the page to render. */
export interface ServerRenderInput {
  /** Absolute URL of the page. */
  url: string;
  /** The page data, with the page's own content (spot, photo, tag, guide) filled in. */
  data: InitialPageData;
  /**
   * Answers the page's API calls (`/api/...`) in the server's own process, as a signed-out
   * visitor; without it, only the page data's content is rendered.
   */
  api?: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * The width of the phone the browser said it is (its user agent or client hints), for the
   * phone layout; the wide layout without it.
   */
  viewportWidth?: number | null;
  /** The speed tricks that are on (all, without it). */
  switches?: ServedSwitches;
}

/**
 * A rendered page: the app's HTML, the style elements for the head, the query cache, and the
 * lazily loaded components it shows (for the browser to load before it hydrates).
 */
export interface ServerRender {
  html: string;
  head: string;
  queries: DehydratedState;
  components: string[];
  /** The page's "now" (epoch ms), which the browser hydrates the page with. */
  renderedAt: number;
  /** The viewport width the page was laid out for (null: the wide layout). */
  viewportWidth: number | null;
  /** Whether the page formats with the browser's locale data as it first renders. */
  localeData: boolean;
}

/** How long one pass may take before the rendering is given up for the page without content. */
const PASS_BUDGET_MS = 1_000;

/**
 * How long a rendering waits for its data, all passes together; what is not there by then
 * renders as loading.
 */
const DATA_BUDGET_MS = 800;

/**
 * How many times a page is rendered at most: each pass asks the API for the data its
 * components asked for (a spot's nearby spots only once the spot is there), the last renders
 * the page with what it has.
 */
const MAX_PASSES = 4;

let loading: Promise<void> | null = null;

/**
 * Loads every page's components (on the first rendering, or when the server calls it at
 * start), so that a rendering never waits for a module.
 */
export function ready(): Promise<void> {
  return (loading ??= preloadLazy(null));
}

const handler = createStaticHandler(routes);

/** What React writes for a boundary that is put in place later by a script. */
const OUTLINED_BOUNDARY = /<template id="B:|<div hidden id="S:/;

/** The end of the pass rendering now: passes take turns, each with its own "now". */
let passDone: Promise<unknown> = Promise.resolve();

/**
 * Renders one pass after any other rendering's pass, with the page's "now" set for it alone
 * (the page clock is the process's, read by the components as they render).
 */
function renderPass(element: ReactNode, epochMs: number, budgetMs: number): Promise<string> {
  const pass = passDone.then(() => {
    startPageAt(epochMs);
    return prerenderToString(element, budgetMs);
  });
  passDone = pass.catch(() => undefined);
  return pass;
}

async function prerenderToString(element: ReactNode, budgetMs: number): Promise<string> {
  const { prelude } = await prerender(element, {
    signal: AbortSignal.timeout(Math.max(budgetMs, 1)),
    // A large boundary is otherwise written apart and put in place by a script, which leaves
    // the page empty without JavaScript: the page is sent whole, in order.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      if (!(error instanceof Error && error.name === 'TimeoutError')) {
        console.error('Server rendering failed', error);
      }
    },
  });
  return new Response(prelude).text();
}

/**
 * Renders a page with the same components that hydrate it in the browser (React's static
 * renderer, with every component already loaded, so the content is in place with no script
 * needed to show it) and extracts the styles its components wrote. The data comes from the
 * queries the components ask for: each pass fetches those still missing through `input.api`
 * and renders again, until none is missing. Queries that fail, take too long or ask outside
 * services stay loading, as the browser's first render shows them too. Null when the router
 * answers with a redirect instead of a page, or when the page could not be rendered within the
 * budget: the browser then renders the page itself.
 */
export async function render(input: ServerRenderInput): Promise<ServerRender | null> {
  await ready();
  setServedSwitches(input.switches ?? ALL_SERVED_TRICKS_ON);
  if (input.api) setApiTransport(input.api);
  // Only what is the same for every request: the rest reaches the page through its queries.
  provideInitialData({ ...input.data, ...NO_PAGE_PARTS });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  for (const [key, value] of pageQueries(input.data, queryClient)) {
    queryClient.setQueryData(key, value);
  }

  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page shows the times of this moment, in every pass and in the browser that hydrates it.
  const renderedAt = Date.now();
  const viewportWidth = input.viewportWidth ?? null;

  const asked = new Set<string>();
  let dataWaitMs = 0;
  for (let pass = 1; ; pass++) {
    const cache = createStyleCache();
    // The styles go once into the head (extracted below), not also beside each element. With
    // the trick off, Emotion writes each element's styles beside it, and the browser's cache
    // moves them into the head as it starts (its plain server rendering).
    if (servedTrickOn('styles')) cache.compat = true;
    const components = new Set<string>();
    const localeData = { used: false };
    const element = (
      <StrictMode>
        <LazyUsage.Provider value={components}>
          <LocaleDataUsage.Provider value={localeData}>
            <CacheProvider value={cache}>
              <ServedViewportWidth.Provider value={viewportWidth}>
                <App queryClient={queryClient}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </App>
              </ServedViewportWidth.Provider>
            </CacheProvider>
          </LocaleDataUsage.Provider>
        </LazyUsage.Provider>
      </StrictMode>
    );
    const rendered = await renderPass(element, renderedAt, PASS_BUDGET_MS);
    // A part still waiting (for a module): the browser renders this page itself.
    if (OUTLINED_BOUNDARY.test(rendered)) return null;
    const missing = input.api ? missingQueries(queryClient, asked) : [];
    if (missing.length === 0 || pass === MAX_PASSES || dataWaitMs >= DATA_BUDGET_MS) {
      return finish(rendered, cache, queryClient, components, {
        renderedAt,
        viewportWidth,
        localeData: localeData.used,
      });
    }
    const waitStart = Date.now();
    await fetchUntil(missing, waitStart + DATA_BUDGET_MS - dataWaitMs);
    dataWaitMs += Date.now() - waitStart;
    // A query that failed renders as loading, as in the browser that asks it again.
    for (const query of missing) {
      if (query.state.status !== 'success') queryClient.getQueryCache().remove(query);
    }
  }
}

/** The queries the last pass asked for that have no data yet and may be asked by the server. */
function missingQueries(client: QueryClient, asked: Set<string>): Query[] {
  const missing = client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        !asked.has(query.queryHash) &&
        query.options.queryFn !== undefined &&
        (query.meta as ServerRenderMeta | undefined)?.serverRender !== false &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
  for (const query of missing) asked.add(query.queryHash);
  return missing;
}

/** Fetches the queries, cancelling those not done by the deadline. */
async function fetchUntil(queries: Query[], deadline: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(deadline - Date.now(), 0));
  });
  const fetches = Promise.allSettled(queries.map((query) => query.fetch()));
  await Promise.race([fetches, timeUp]);
  clearTimeout(timer);
  await Promise.all(queries.map((query) => query.cancel()));
}

function finish(
  rendered: string,
  cache: EmotionCache,
  queryClient: QueryClient,
  components: Set<string>,
  page: Pick<ServerRender, 'renderedAt' | 'viewportWidth' | 'localeData'>,
): ServerRender {
  // React puts the preloads of the images it found (the first photos) before the app; they
  // belong in the head, where the browser finds them first.
  const preloads = /^(?:<link [^>]*>)*/.exec(rendered)![0];
  const html = rendered.slice(preloads.length);
  const head =
    preloads + (servedTrickOn('styles') ? servedStyleTags(writtenStyleChunks(cache)) : '');
  return { html, head, queries: dehydrate(queryClient), components: [...components], ...page };
}

/** The page's content as the queries its components read. */
function pageQueries(data: InitialPageData, client: QueryClient): [QueryKey, unknown][] {
  const queries: [QueryKey, unknown][] = [];
  if (data.point) queries.push([spotKey(data.point.id), data.point]);
  if (data.photoData) {
    queries.push([photoQuery(data.photoData.id, client).queryKey, data.photoData]);
  }
  const tag = TagPage.safeParse(data.tagData);
  if (tag.success) queries.push([tagPageQuery(tag.data.tag).queryKey, tag.data]);
  const guide = Guide.safeParse(data.guideData);
  if (guide.success) queries.push([guideQuery(guide.data.perma).queryKey, guide.data]);
  return queries;
}
