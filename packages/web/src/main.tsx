import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { loadSchemas } from './api/client';
import { App } from './app/app';
import { createQueryClient, startQueryPersistence } from './core/query-client';
import { registerServiceWorker } from './core/service-worker';
import { routes } from './app/routes';

// Fetched beside the first render rather than before it.
void loadSchemas();

const queryClient = createQueryClient();
startQueryPersistence(queryClient);

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);

registerServiceWorker();
