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

/** What the server knows of the page to render. */
export interface ServerRenderInput {
  /** Absolute URL of the page. */
  url: string;
  /** The page data, with the page's own content (spot, photo, tag, guide) filled in. */
  data: InitialPageData;
}

/** A rendered page: the app's HTML, the style elements for the head, and the query cache. */
export interface ServerRender {
  html: string;
  head: string;
  queries: DehydratedState;
}

const handler = createStaticHandler(routes);

/** What React writes for a boundary it completes later by a script. */
const OUTLINED_BOUNDARY = /<template id="B:|<div hidden id="S:/;

async function prerenderToString(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, {
    onError(error) {
      console.error('Server rendering failed', error);
    },
  });
  return new Response(prelude).text();
}

/**
 * Renders a page with the same components that hydrate it in the browser (React's streaming
 * renderer, read once every page chunk has loaded so the content comes in place, with no
 * script needed to show it) and extracts the styles its components wrote. Null when the router answers
 * with a redirect instead of a page.
 */
export async function render(input: ServerRenderInput): Promise<ServerRender | null> {
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
  const element = (
    <StrictMode>
      <CacheProvider value={cache}>
        <App queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </CacheProvider>
    </StrictMode>
  );
  // A page chunk met for the first time suspends its boundary, which React then fills in with
  // a script; once loaded it renders in place, so the page is rendered again until it does.
  let rendered = await prerenderToString(element);
  for (let attempt = 0; attempt < 6 && OUTLINED_BOUNDARY.test(rendered); attempt += 1) {
    rendered = await prerenderToString(element);
  }
  // Still waiting for something: the browser renders this page itself.
  if (OUTLINED_BOUNDARY.test(rendered)) return null;
  // React puts the preloads of the images it found (the first photos) before the app; they
  // belong in the head, where the browser finds them first.
  const preloads = /^(?:<link [^>]*>)*/.exec(rendered)![0];
  const html = rendered.slice(preloads.length);
  const head =
    preloads + emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, head, queries: dehydrate(queryClient) };
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
