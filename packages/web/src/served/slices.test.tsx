import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import {
  createContext,
  lazy,
  Profiler,
  startTransition,
  Suspense,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { SliceHydrator } from './slices';

/** A part that never finishes loading. */
const NeverLoaded = lazy(() => new Promise<never>(() => undefined));

describe('HydrationSlice', () => {
  it('is a boundary of its own in the server HTML, which the browser hydrates', async () => {
    vi.resetModules();
    const { HydrationSlice } = await import('./slices');
    const { startHydrating } = await import('../lib/use-hydrated');
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
      const { HydrationSlice, hydrateSlicesInTurn, SLICE_END_ATTRIBUTE } = await import('./slices');
      const { startHydrating } = await import('../lib/use-hydrated');
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
    const { HydrationSlice, hydrateSlicesInTurn } = await import('./slices');
    const { startHydrating } = await import('../lib/use-hydrated');
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
    const { HydrationSlice } = await import('./slices');
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
    const { HydrationSlice, hydrateSlicesInTurn, SLICE_END_ATTRIBUTE } = await import('./slices');
    const { startHydrating, HydrationEnd } = await import('../lib/use-hydrated');
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

  describe('out of view', () => {
    /** The view is 800 px high; a slice whose part says `below` lies 3,000 px down the page. */
    const VIEW_HEIGHT = 800;
    function placeSlices() {
      vi.stubGlobal('innerHeight', VIEW_HEIGHT);
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: Element,
      ) {
        const top = this.closest('[data-below]') ? 3000 : 100;
        return { top, bottom: top + 200, left: 0, right: 400, width: 400, height: 200 } as DOMRect;
      });
    }
    /** An IntersectionObserver whose reports the test makes. */
    function watchedView() {
      const observers: { report: (target: Element) => void; observed: Set<Element> }[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          private readonly observed = new Set<Element>();
          constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
            observers.push({
              observed: this.observed,
              report: (target) => callback([{ target, isIntersecting: true }]),
            });
          }
          observe(element: Element) {
            this.observed.add(element);
          }
          unobserve(element: Element) {
            this.observed.delete(element);
          }
          disconnect() {
            this.observed.clear();
          }
        },
      );
      return observers;
    }

    /** Hydrates a served page of a slice in view and a slice below it, taken in turn. */
    async function hydratePage(
      below: ReactNode,
      {
        inView,
        between,
        around,
        whileHydrating,
      }: {
        inView?: ReactNode;
        /** A slice of its own between the two. */
        between?: ReactNode;
        around?: (page: ReactNode) => ReactNode;
        /** Done once the page's content has hydrated, before the browser is idle. */
        whileHydrating?: (container: HTMLElement) => Promise<void>;
      } = {},
    ) {
      vi.resetModules();
      const slices = await import('./slices');
      const hydration = await import('../lib/use-hydrated');
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
      vi.stubGlobal('cancelIdleCallback', () => undefined);
      const hydrated: string[] = [];
      const mountedByBrowser: boolean[] = [];
      function Part({ name }: { name: string }) {
        mountedByBrowser.push(hydration.useMountedByBrowser());
        useLayoutEffect(() => void hydrated.push(name), [name]);
        return <p>{name}</p>;
      }
      const content = (
        <main>
          <slices.HydrationSlice>
            <Part name="in view" />
            {inView}
          </slices.HydrationSlice>
          {between && <slices.HydrationSlice>{between}</slices.HydrationSlice>}
          <slices.HydrationSlice>
            <div data-below="">
              <Part name="below" />
              {below}
            </div>
          </slices.HydrationSlice>
          <hydration.HydrationEnd />
        </main>
      );
      const page = around ? around(content) : content;
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      mountedByBrowser.length = 0;
      document.body.append(container);
      const servedBelow = container.querySelector('[data-below]');
      const whenHydrated = vi.fn();
      hydration.startHydrating(whenHydrated);
      slices.deferSlicesOutOfView();
      const root = await act(async () => {
        const hydrating = hydrateRoot(container, page);
        slices.hydrateSlicesInTurn(hydrating);
        return hydrating;
      });
      await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
      await whileHydrating?.(container);
      await act(async () => idle.splice(0).forEach((work) => work()));
      const done = () => {
        act(() => root.unmount());
        container.remove();
        vi.unstubAllGlobals();
        vi.restoreAllMocks();
      };
      return { container, servedBelow, hydrated, mountedByBrowser, whenHydrated, done };
    }

    it("stays the server's HTML until it comes near the view, without holding the end of the hydration", async () => {
      placeSlices();
      const observers = watchedView();
      const page = await hydratePage(null);
      try {
        expect(page.hydrated).toEqual(['in view']);
        expect(page.whenHydrated).toHaveBeenCalledTimes(1);
        // Shown all the while, as the server wrote it.
        expect(page.container.querySelector('[data-below]')).toBe(page.servedBelow);
        expect(page.container.textContent).toContain('below');

        const [observer] = observers;
        expect(observer?.observed.has(page.servedBelow as Element)).toBe(true);
        await act(async () => observer?.report(page.servedBelow as Element));
        await vi.waitFor(() => expect(page.hydrated).toEqual(['in view', 'below']));
        expect(page.container.querySelector('[data-below]')).toBe(page.servedBelow);
        // Hydrated from the server's HTML, after the rest of the page: its part still had the
        // server's value, and React did not render it again at once for the browser's.
        expect(page.mountedByBrowser).not.toContain(true);
        expect(observer?.observed.size).toBe(0);
      } finally {
        page.done();
      }
    });

    it('places a slice the server rendered as nothing by what follows it, and waits with it', async () => {
      placeSlices();
      const observers = watchedView();
      const hydrated: string[] = [];
      // A panel the browser fills once it has asked an outside service: nothing on the server.
      function Empty() {
        useLayoutEffect(() => void hydrated.push('empty'), []);
        return null;
      }
      const page = await hydratePage(null, { between: <Empty /> });
      try {
        expect(page.hydrated).toEqual(['in view']);
        expect(hydrated).toEqual([]);
        const [observer] = observers;
        expect(observer?.observed.has(page.servedBelow as Element)).toBe(true);
        await act(async () => observer?.report(page.servedBelow as Element));
        await vi.waitFor(() => expect(page.hydrated).toEqual(['in view', 'below']));
        expect(hydrated).toEqual(['empty']);
        expect(observer?.observed.size).toBe(0);
      } finally {
        page.done();
      }
    });

    it('hydrates at once when the visitor presses a control in it, and the press does its work', async () => {
      placeSlices();
      watchedView();
      const pressed = vi.fn();
      const page = await hydratePage(
        <button type="button" onClick={pressed}>
          Vote
        </button>,
      );
      try {
        expect(page.hydrated).toEqual(['in view']);
        act(() => page.container.querySelector('button')?.click());
        expect(pressed).toHaveBeenCalledTimes(1);
        expect(page.hydrated).toEqual(['in view', 'below']);
      } finally {
        page.done();
      }
    });

    /** A context above the page, and the update that changes it (as a transition or not). */
    function shownAbove() {
      const Shown = createContext('closed');
      const changes: { open: () => void } = { open: () => undefined };
      function Around({ children }: { children: ReactNode }) {
        const [shown, setShown] = useState('closed');
        changes.open = () => setShown('open');
        return <Shown.Provider value={shown}>{children}</Shown.Provider>;
      }
      function Reader() {
        return <span>{useContext(Shown)}</span>;
      }
      return {
        reader: <Reader />,
        around: (content: ReactNode) => <Around>{content}</Around>,
        changes,
      };
    }

    it('renders with an update from above that reaches it, which goes through at once', async () => {
      placeSlices();
      watchedView();
      const { reader, around, changes } = shownAbove();
      const page = await hydratePage(reader, { around });
      try {
        expect(page.hydrated).toEqual(['in view']);
        act(() => changes.open());
        expect(page.container.textContent).toContain('open');
        expect(page.hydrated).toEqual(['in view', 'below']);
        expect(page.container.querySelectorAll('[data-below]')).toHaveLength(1);
      } finally {
        page.done();
      }
    });

    it('lets a transition that reaches it while the page hydrates go through (going to another page)', async () => {
      placeSlices();
      watchedView();
      const { reader, around, changes } = shownAbove();
      const page = await hydratePage(reader, {
        around,
        whileHydrating: async (container) => {
          await act(async () => startTransition(() => changes.open()));
          expect(container.textContent).toContain('open');
        },
      });
      try {
        expect(page.hydrated).toEqual(['in view', 'below']);
        expect(page.whenHydrated).toHaveBeenCalledTimes(1);
      } finally {
        page.done();
      }
    });

    it('hydrates every slice where the browser cannot watch the view', async () => {
      placeSlices();
      const page = await hydratePage(null);
      try {
        await vi.waitFor(() => expect(page.hydrated).toEqual(['in view', 'below']));
      } finally {
        page.done();
      }
    });
  });
});
