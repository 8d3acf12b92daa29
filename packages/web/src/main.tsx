import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { loadSchemas } from './api/client';
import { App } from './app/app';
import { createQueryClient, startQueryPersistence } from './core/query-client';
import { readServedQueries } from './core/served-queries';
import { routes } from './app/routes';

// Fetched beside the first render rather than before it.
void loadSchemas();

const queryClient = createQueryClient();
startQueryPersistence(queryClient);
// What the server rendered the page from: newer than any stored copy, so the first render
// in the browser shows what the HTML shows.
const served = readServedQueries();
if (served) hydrate(queryClient, served);

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
if (container.hasChildNodes() && served) hydrateRoot(container, app);
else createRoot(container).render(app);
