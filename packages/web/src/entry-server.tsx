import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  dehydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { guideQuery } from './features/guide/guide-api';
import { photoQuery } from './features/photo/photo-api';
import { tagPageQuery } from './features/tag/tag-api';
import { spotKey } from './core/spot-query';
import { Guide, TagPage, type InitialPageData } from '@vantage/shared';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { CURRENT_USER_KEY } from './core/current-user';
import { provideInitialData } from './core/initial-data';
import { createQueryClient } from './core/query-client';
import { LazyUsage, preloadLazy } from './lib/lazy-named';
import { startPageAt } from './core/page-clock';

/** What the server knows of the page to render. */
export interface ServerRenderInput {
  /** Absolute URL of the page. */
  url: string;
  /** The page data, with the page's own content (spot, photo, tag, guide) filled in. */
  data: InitialPageData;
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
}

/** How long a rendering may take before it is given up for the page without content. */
const RENDER_BUDGET_MS = 800;

/**
 * Every page's components, loaded once when the server starts, so that rendering never waits
 * for a module: a page renders in one pass or not at all.
 */
export const ready: Promise<void> = preloadLazy(null);

const handler = createStaticHandler(routes);

/** What React writes for a boundary that is put in place later by a script. */
const OUTLINED_BOUNDARY = /<template id="B:|<div hidden id="S:/;

async function prerenderToString(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, {
    signal: AbortSignal.timeout(RENDER_BUDGET_MS),
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
 * renderer, in one pass with every component already loaded, so the content is in place with
 * no script needed to show it) and extracts the styles its components wrote. Null when the
 * router answers with a redirect instead of a page, or when a part of the page could not be
 * rendered within the budget: the browser then renders the page itself.
 */
export async function render(input: ServerRenderInput): Promise<ServerRender | null> {
  await ready;
  // Only what is the same for every request: the rest reaches the page through its queries.
  provideInitialData({
    ...input.data,
    currentUser: null,
    point: null,
    tagData: null,
    photoData: null,
    guideData: null,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, input.data.currentUser);
  for (const [key, value] of pageQueries(input.data, queryClient)) {
    queryClient.setQueryData(key, value);
  }

  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const components = new Set<string>();
  const element = (
    <StrictMode>
      <LazyUsage.Provider value={components}>
        <CacheProvider value={cache}>
          <App queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </CacheProvider>
      </LazyUsage.Provider>
    </StrictMode>
  );
  // The tree renders in one pass (nothing suspends), so the times it shows are of this moment.
  const renderedAt = Date.now();
  startPageAt(renderedAt);
  const rendered = await prerenderToString(element);
  // A part still waiting (for data or a module): the browser renders this page itself.
  if (OUTLINED_BOUNDARY.test(rendered)) return null;
  // React puts the preloads of the images it found (the first photos) before the app; they
  // belong in the head, where the browser finds them first.
  const preloads = /^(?:<link [^>]*>)*/.exec(rendered)![0];
  const html = rendered.slice(preloads.length);
  const head =
    preloads + emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, head, queries: dehydrate(queryClient), components: [...components], renderedAt };
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
