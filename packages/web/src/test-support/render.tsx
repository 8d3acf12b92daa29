import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { CurrentUser } from '@vantage/shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { SnackbarProvider } from '../components/snackbar';
import { CURRENT_USER_KEY } from '../core/current-user';
import { PopupProvider } from '../core/popup';
import { createQueryClient } from '../core/query-client';

/**
 * A query client for one test: no retries, so a failed answer shows at once. With `user`
 * (a member, or null for a visitor) the session is set without asking the API.
 */
export function makeTestQueryClient(user?: CurrentUser | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== undefined) client.setQueryData(CURRENT_USER_KEY, user);
  return client;
}

/** Renders `ui` inside the app's providers (queries, popups, snackbar), without the router. */
export function renderWithProviders(ui: ReactNode, client: QueryClient = makeTestQueryClient()) {
  const view = render(
    <QueryClientProvider client={client}>
      <PopupProvider>
        <SnackbarProvider>{ui}</SnackbarProvider>
      </PopupProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

/** The page's level-1 heading named `name`, waited for as long as a lazily loaded page may take. */
export function findPageHeading(name: string, timeoutMs: number): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name }, { timeout: timeoutMs });
}

/**
 * Renders the whole app (layout, routes, providers) at `path` with the app's own query client
 * unless one is given, and answers the router to follow navigations. A list of paths is a
 * history whose last entry is open.
 */
export async function renderApp(
  path: string | string[],
  client: QueryClient = createQueryClient(),
) {
  const entries = typeof path === 'string' ? [path] : path;
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  await act(async () => {
    render(
      <App queryClient={client}>
        <RouterProvider router={router} />
      </App>,
    );
    await Promise.resolve();
  });
  return router;
}
