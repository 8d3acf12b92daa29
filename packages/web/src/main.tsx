import './platform/zod/zod-config';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { App } from './app/app';
import { seedPageQueries } from './core/page-queries';
import { createQueryClient, startQueryPersistence } from './core/query-client';
import { siteTheme } from './core/theme';
import { pressHeldPress } from './served/held-presses';
import { loadLocaleData } from './served/scripts/load-locale-data';
import { registerServiceWorker } from './core/service-worker';
import {
  pageCameFromServer,
  readOnArrival,
  readServedComponents,
  readServedQueries,
  readServedTime,
  readServedViewportWidth,
} from './served/served-queries';
import { startPageAt } from './core/page-clock';
import { adoptServedStyles, createStyleCache } from './served/emotion-cache';
import { preloadLazy } from './lib/lazy-named';
import { nextTask } from './lib/next-task';
import { openSessionStorage } from './lib/safe-local-storage';
import { deferSlicesOutOfView, hydrateSlicesInTurn } from './served/slices';
import { readServedSwitches, servedTrickOn, setServedSwitches } from './served/switches';
import { startHydrating } from './lib/use-hydrated';
import { ServedViewportWidth } from './lib/use-is-mobile';
import { routes } from './app/routes';

/**
 * Once a server-rendered page's shell is hydrated, this visit's reads are stored for a later
 * one, without restoring earlier ones: the page's data is the server's, what the server left out
 * is read afresh (the service worker keeps copies for offline use), and nothing changes under
 * parts of the page that may still be hydrating. It wraps the page rather than sitting beside it:
 * the ids React gives the page's parts follow the shape of the tree, which must be the server's.
 */
function AfterHydration({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => startQueryPersistence(client, false), [client]);
  return children;
}

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// What the server rendered the page from: the browser's first render shows what the HTML
// shows, at the same moment, and then takes over.
const served = container.hasChildNodes() ? readServedQueries() : null;
if (served) {
  setServedSwitches(readServedSwitches());
  hydrate(
    queryClient,
    pageCameFromServer() ? readOnArrival(served, performance.timeOrigin) : served,
  );
  const servedTime = readServedTime();
  if (servedTime) startPageAt(servedTime);
} else {
  seedPageQueries(queryClient);
  startQueryPersistence(queryClient);
  // A page's first date format loads the browser's locale data, tens of milliseconds on a
  // phone. A page the server wrote does it in its head, before its first paint, when it shows
  // dates as it hydrates; a page the browser renders itself (the native app's) does it here, in
  // a task of its own while the page's parts download, not inside the task of its first render.
  setTimeout(loadLocaleData, 0);
}

const styleCache = createStyleCache();
adoptServedStyles(styleCache);
// Started here: their scripts download while the theme and the router are made.
const componentsLoaded = served ? preloadLazy(readServedComponents()) : null;
if (served) startHydrating(pressHeldPress);

/**
 * Starts the app in several tasks: evaluating its scripts, making the theme and the router and
 * starting hydration each take tens of milliseconds on a phone; one after another in a single
 * task, they would hold the page past what a tap may wait.
 */
async function start(container: HTMLElement): Promise<void> {
  await nextTask();
  siteTheme();
  await nextTask();
  // The router reads session storage as it is made: its first read is a step of its own.
  openSessionStorage();
  await nextTask();
  const router = createBrowserRouter(routes);
  const pages = <RouterProvider router={router} />;
  const app = (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <ServedViewportWidth.Provider value={served ? readServedViewportWidth() : null}>
          <App queryClient={queryClient}>
            {served ? <AfterHydration client={queryClient}>{pages}</AfterHydration> : pages}
          </App>
        </ServedViewportWidth.Provider>
      </CacheProvider>
    </StrictMode>
  );
  if (!componentsLoaded) {
    createRoot(container).render(app);
    return;
  }
  // The components the server rendered load before hydration, so that it finds them in place.
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: the page (already shown) keeps scrolling, and a
  // button pressed meanwhile is held until every part of the page has hydrated, then pressed.
  // The parts far below the screen hydrate once the visitor scrolls near them.
  await componentsLoaded;
  await nextTask();
  startTransition(() => {
    if (!servedTrickOn('slices')) {
      hydrateRoot(container, app);
      return;
    }
    deferSlicesOutOfView();
    hydrateSlicesInTurn(hydrateRoot(container, app));
  });
}

void start(container);
registerServiceWorker();
