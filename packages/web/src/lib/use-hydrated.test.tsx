import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** Renders what it saw on each render into the page and a list. */
async function probe() {
  const { useHydrated, markBrowserRendered } = await import('./use-hydrated');
  const seen: boolean[] = [];
  function Probe() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <p>{hydrated ? 'browser' : 'server'}</p>;
  }
  return { Probe, seen, markBrowserRendered };
}

describe('useHydrated', () => {
  it('hydrates what the server rendered, then shows the browser value', async () => {
    vi.resetModules();
    const { Probe, seen } = await probe();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('server');
    seen.length = 0;
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable }),
    );
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('browser');
    expect(recoverable).not.toHaveBeenCalled();
    expect(complaints).not.toHaveBeenCalled();
    complaints.mockRestore();
    act(() => root.unmount());
  });

  it('renders the browser value at once on a page the browser rendered from the start', async () => {
    vi.resetModules();
    const { Probe, seen, markBrowserRendered } = await probe();
    markBrowserRendered();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(seen).not.toContain(false);
    expect(container.textContent).toBe('browser');
    act(() => root.unmount());
  });
});
