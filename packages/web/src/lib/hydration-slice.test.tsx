import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** A part that never finishes loading. */
const NeverLoaded = lazy(() => new Promise<never>(() => undefined));

describe('HydrationSlice', () => {
  it('is a boundary of its own in the server HTML, which the browser hydrates', async () => {
    vi.resetModules();
    const { HydrationSlice } = await import('./hydration-slice');
    const { startHydrating } = await import('./use-hydrated');
    const page = (
      <main>
        <HydrationSlice>
          <p>first</p>
        </HydrationSlice>
        <HydrationSlice>
          <p>second</p>
        </HydrationSlice>
      </main>
    );
    const html = renderToString(page);
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    const container = document.createElement('div');
    container.innerHTML = html;
    const paragraph = container.querySelector('p');
    const recoverable = vi.fn();
    startHydrating();
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.textContent).toBe('firstsecond');
    act(() => root.unmount());
  });

  it('is just its content on a page the browser renders itself', async () => {
    vi.resetModules();
    const { HydrationSlice } = await import('./hydration-slice');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Suspense fallback={<p>page loading</p>}>
          <HydrationSlice>
            <NeverLoaded />
          </HydrationSlice>
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe('page loading');
    act(() => root.unmount());
  });
});
