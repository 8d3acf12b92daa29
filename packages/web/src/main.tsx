import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { loadSchemas } from './api/client';
import { App } from './app/app';
import { createQueryClient, startQueryPersistence } from './core/query-client';
import { readServedComponents, readServedQueries, readServedTime } from './core/served-queries';
import { startPageAt } from './core/page-clock';
import { preloadLazy } from './lib/lazy-named';
import { routes } from './app/routes';

// Fetched beside the first render rather than before it.
void loadSchemas();

const queryClient = createQueryClient();
startQueryPersistence(queryClient);
// What the server rendered the page from: newer than any stored copy, so the first render
// in the browser shows what the HTML shows.
const served = readServedQueries();
if (served) hydrate(queryClient, served);
const servedTime = readServedTime();
if (served && servedTime) startPageAt(servedTime);

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
if (container.hasChildNodes() && served) {
  // The components the server rendered load first, so the first render in the browser is the
  // same tree as the HTML and nothing suspends while hydrating.
  void preloadLazy(readServedComponents()).then(() => hydrateRoot(container, app));
} else createRoot(container).render(app);
