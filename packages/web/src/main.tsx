import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { loadSchemas } from './api/client';
import { App } from './app/app';
import { createQueryClient, startQueryPersistence } from './core/query-client';
import { registerServiceWorker } from './core/service-worker';
import { readServedComponents, readServedQueries, readServedTime } from './core/served-queries';
import { startPageAt } from './core/page-clock';
import { preloadLazy } from './lib/lazy-named';
import { routes } from './app/routes';

// Fetched beside the first render rather than before it.
void loadSchemas();

const queryClient = createQueryClient();
startQueryPersistence(queryClient);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// What the server rendered the page from: newer than any stored copy, so the first render in
// the browser shows what the HTML shows, at the same moment.
const served = container.hasChildNodes() ? readServedQueries() : null;
if (served) {
  hydrate(queryClient, served);
  const servedTime = readServedTime();
  if (servedTime) startPageAt(servedTime);
}

const router = createBrowserRouter(routes);
const root = createRoot(container);
const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
// The server's HTML stays in view until the browser's first render replaces it: with the
// components it showed loaded first and its data in the cache, that render shows the same page
// at once. It is replaced rather than hydrated because what this browser stored on earlier
// visits (open panels, preferences) may render differently from the server's fresh visitor.
if (served) void preloadLazy(readServedComponents()).then(() => root.render(app));
else root.render(app);

registerServiceWorker();
