import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { lazy, Profiler, Suspense, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { SliceHydrator } from './hydration-slice';

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

  it('hydrates each slice in a commit of its own, in the order of the page, when taken in turn', async () => {
    const commitsWith = async (inTurn: boolean) => {
      vi.resetModules();
      const { HydrationSlice, hydrateSlicesInTurn, SLICE_END_ATTRIBUTE } =
        await import('./hydration-slice');
      const { startHydrating } = await import('./use-hydrated');
      const hydrated: string[] = [];
      const Part = ({ name }: { name: string }) => {
        useLayoutEffect(() => void hydrated.push(name), [name]);
        return <p>{name}</p>;
      };
      let commits = 0;
      const page = (
        <Profiler id="page" onRender={() => commits++}>
          <main>
            {['first', 'second', 'third'].map((name) => (
              <HydrationSlice key={name}>
                <Part name={name} />
              </HydrationSlice>
            ))}
          </main>
        </Profiler>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      // Each slice ends with an element that is never shown.
      expect(container.querySelectorAll(`[${SLICE_END_ATTRIBUTE}][hidden]`)).toHaveLength(3);
      document.body.append(container);
      startHydrating();
      const recoverable = vi.fn();
      // React's own scheduler, as in the browser: a test's act() would run all of React's work
      // before the microtask that asks for the next slice.
      const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
      environment.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        const root = hydrateRoot(container, page, { onRecoverableError: recoverable });
        if (inTurn) hydrateSlicesInTurn(root);
        await vi.waitFor(() => expect(hydrated).toEqual(['first', 'second', 'third']));
        expect(recoverable).not.toHaveBeenCalled();
        root.unmount();
      } finally {
        environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
        container.remove();
      }
      return commits;
    };
    // The page around the slices, then one commit for each slice; React alone hydrates them
    // all in one.
    expect(await commitsWith(true)).toBe(4);
    expect(await commitsWith(false)).toBe(2);
  });

  it('asks for a slice inside a boundary still waiting to hydrate only once that boundary has', async () => {
    vi.resetModules();
    const { HydrationSlice, hydrateSlicesInTurn } = await import('./hydration-slice');
    const { startHydrating } = await import('./use-hydrated');
    const events: string[] = [];
    const Part = ({ name }: { name: string }) => {
      useLayoutEffect(() => void events.push(`${name} hydrated`), [name]);
      return <p>{name}</p>;
    };
    // A shell with a slice of its own, and the page's content in a boundary (the router's),
    // with a slice inside it.
    const page = (
      <main>
        <HydrationSlice>
          <Part name="top bar" />
        </HydrationSlice>
        <Suspense fallback={null}>
          <Part name="page" />
          <HydrationSlice>
            <Part name="page slice" />
          </HydrationSlice>
        </Suspense>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    startHydrating();
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // The root React gives a page it hydrates can be asked to hydrate one part first.
      const root = hydrateRoot(container, page) as ReturnType<typeof hydrateRoot> & SliceHydrator;
      const schedule = root.unstable_scheduleHydration.bind(root);
      root.unstable_scheduleHydration = (target: Node) => {
        events.push(`asked for ${(target as Element).previousElementSibling?.textContent}`);
        schedule(target);
      };
      hydrateSlicesInTurn(root);
      await vi.waitFor(() => expect(events).toContain('page slice hydrated'));
      // Asked for before its boundary, React would hydrate that boundary and then the slice at
      // the default priority, synchronously.
      expect(events.indexOf('asked for page slice')).toBeGreaterThan(
        events.indexOf('page hydrated'),
      );
      root.unmount();
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      container.remove();
    }
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

  it('ends the hydration once a slice that had not hydrated has left the page', async () => {
    vi.resetModules();
    const { HydrationSlice, hydrateSlicesInTurn, SLICE_END_ATTRIBUTE } =
      await import('./hydration-slice');
    const { startHydrating, HydrationEnd } = await import('./use-hydrated');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const page = (
      <main>
        <HydrationSlice>
          <p>top bar</p>
        </HydrationSlice>
        <Suspense fallback={null}>
          <p>page</p>
          <HydrationEnd />
        </Suspense>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    // The end of a slice of the page the visitor is leaving, not hydrated yet.
    const leaving = document.createElement('span');
    leaving.hidden = true;
    leaving.setAttribute(SLICE_END_ATTRIBUTE, 'leaving');
    document.body.append(container, leaving);
    const whenHydrated = vi.fn();
    startHydrating(whenHydrated);
    const root = await act(async () => {
      const hydrating = hydrateRoot(container, page);
      hydrateSlicesInTurn(hydrating);
      return hydrating;
    });
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    await act(async () => idle[0]?.());
    expect(whenHydrated).not.toHaveBeenCalled();

    leaving.remove();
    await vi.waitFor(() => expect(whenHydrated).toHaveBeenCalledTimes(1));
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });
});
