import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** A part that shows which value it has, and a list of what it had on each render. */
async function probe() {
  const hydration = await import('./use-hydrated');
  const seen: boolean[] = [];
  function Probe() {
    const hydrated = hydration.useHydrated();
    seen.push(hydrated);
    return <p>{hydrated ? 'browser' : 'server'}</p>;
  }
  return { ...hydration, Probe, seen };
}

describe('useHydrated', () => {
  it('hydrates what the server rendered, then shows the browser value; later parts have it at once', async () => {
    vi.resetModules();
    const { Probe, seen, startHydrating, endHydrating } = await probe();
    let showLater: () => void = () => undefined;
    function Page() {
      const [later, setLater] = useState(false);
      showLater = () => setLater(true);
      return (
        <>
          <Probe />
          {later && <Probe />}
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    expect(container.textContent).toBe('server');
    seen.length = 0;
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    startHydrating();
    const root = await act(async () =>
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable }),
    );
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('browser');
    expect(recoverable).not.toHaveBeenCalled();
    expect(complaints).not.toHaveBeenCalled();
    complaints.mockRestore();

    endHydrating();
    seen.length = 0;
    await act(async () => showLater());
    expect(container.textContent).toBe('browserbrowser');
    expect(seen).not.toContain(false);
    act(() => root.unmount());
  });

  it('ends hydrating once the content holding the end marker has hydrated and the browser is idle', async () => {
    vi.resetModules();
    const { Probe, seen, startHydrating, HydrationEnd } = await probe();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    let addPart: () => void = () => undefined;
    function Page() {
      const [parts, setParts] = useState(0);
      addPart = () => setParts((count) => count + 1);
      return (
        <>
          <Probe />
          <Suspense fallback={null}>
            <Probe />
            <HydrationEnd />
          </Suspense>
          {Array.from({ length: parts }, (_, index) => (
            <Probe key={index} />
          ))}
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    const recoverable = vi.fn();
    const whenHydrated = vi.fn();
    startHydrating(whenHydrated);
    const root = await act(async () =>
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable }),
    );
    expect(container.textContent).toBe('browserbrowser');
    expect(recoverable).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(whenHydrated).not.toHaveBeenCalled();

    // Until the browser is idle, a new part starts as hydrating parts do.
    seen.length = 0;
    await act(async () => addPart());
    expect(seen).toContain(false);
    expect(container.textContent).toBe('browserbrowserbrowser');

    idle[0]?.();
    expect(whenHydrated).toHaveBeenCalledTimes(1);
    seen.length = 0;
    await act(async () => addPart());
    expect(seen).not.toContain(false);
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });

  it('renders the browser value at once on a page the browser rendered from the start', async () => {
    vi.resetModules();
    const { Probe, seen } = await probe();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(seen).not.toContain(false);
    expect(container.textContent).toBe('browser');
    act(() => root.unmount());
  });
});
