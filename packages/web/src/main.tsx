import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate, type QueryClient } from '@tanstack/react-query';
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

/**
 * Restores what this browser stored on earlier visits once the page it shows is in place:
 * over a server-rendered page, only after hydration, whose first render must show exactly
 * what the server rendered.
 */
function StoredQueries({ client }: { client: QueryClient }) {
  useEffect(() => startQueryPersistence(client), [client]);
  return null;
}

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// What the server rendered the page from: the browser's first render shows what the HTML
// shows, at the same moment, and then takes over.
const served = container.hasChildNodes() ? readServedQueries() : null;
if (served) {
  hydrate(queryClient, served);
  const servedTime = readServedTime();
  if (servedTime) startPageAt(servedTime);
} else {
  startQueryPersistence(queryClient);
}

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
      {served && <StoredQueries client={queryClient} />}
    </App>
  </StrictMode>
);
// The components the server rendered load before hydration, so that it finds them in place.
if (served) void preloadLazy(readServedComponents()).then(() => hydrateRoot(container, app));
else createRoot(container).render(app);

registerServiceWorker();
