import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useBrowserOnlyQuery } from './browser-only-query';

function Forecast() {
  const query = useBrowserOnlyQuery({
    queryKey: ['forecast'],
    queryFn: () => Promise.resolve('clear'),
    staleTime: Infinity,
  });
  if (query.isPending && query.fetchStatus !== 'idle') return <p>loading</p>;
  return <p>{query.data ?? 'nothing yet'}</p>;
}

const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Forecast />
  </QueryClientProvider>
);

describe('useBrowserOnlyQuery', () => {
  it('is not asked by the server, which renders it as not asked yet', () => {
    const client = new QueryClient();
    expect(renderToString(page(client))).toBe('<p>nothing yet</p>');
  });

  it('hydrates as the server rendered it though the browser already has the answer, then shows it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(new QueryClient()));
    const browser = new QueryClient();
    browser.setQueryData(['forecast'], 'clear');
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, page(browser), { onRecoverableError: recoverable }),
    );
    expect(container.textContent).toBe('clear');
    expect(recoverable).not.toHaveBeenCalled();
    expect(complaints).not.toHaveBeenCalled();
    complaints.mockRestore();
    act(() => root.unmount());
  });

  it('reads the answer at once where nothing is hydrated', async () => {
    const client = new QueryClient();
    client.setQueryData(['forecast'], 'clear');
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(page(client)));
    expect(container.textContent).toBe('clear');
    act(() => root.unmount());
  });
});
