import {
  startTransition,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useMountedByBrowser, waitBeforeHydrationEnds } from './use-hydrated';

/** What the browser's React root offers to hydrate one part of a served page before the rest. */
export interface SliceHydrator {
  unstable_scheduleHydration(target: Node): void;
}

/** The attribute of the hidden element that ends each slice in the server's HTML. */
export const SLICE_END_ATTRIBUTE = 'data-hydration-slice';

let hydrator: SliceHydrator | null = null;
/** The slice ends whose slice has hydrated. */
const hydratedEnds = new WeakSet<Element>();
/** The slices whose surroundings have hydrated: their own boundary is the next to hydrate. */
const readySlices = new Set<string>();
/** The slice end whose slice was last asked to hydrate, until a slice hydrates. */
let asked: Element | null = null;
/** What to do once no slice of the page waits to hydrate. */
let whenAllHydrated: (() => void)[] = [];
/** Watches for slices removed from the page while its end waits for them. */
let removals: MutationObserver | null = null;

/**
 * Hydrates a served page's slices one after the other, each as a render and commit of its own,
 * through `root` (the page's React root, when it can hydrate one part first); otherwise React
 * hydrates them all in one pass and commits them in one task.
 */
export function hydrateSlicesInTurn(root: object): void {
  const { unstable_scheduleHydration: schedule } = root as Partial<SliceHydrator>;
  if (typeof schedule !== 'function') return;
  hydrator = root as SliceHydrator;
  waitBeforeHydrationEnds(afterSlicesHydrated);
}

/** Runs `then` once no slice of the page is left to hydrate (at once when none is). */
function afterSlicesHydrated(then: () => void): void {
  if (waitingSliceEnds().length === 0) then();
  else {
    whenAllHydrated.push(then);
    watchRemovals();
  }
}

/**
 * Watches the page while its end waits for slices. A slice removed before it hydrated (the
 * visitor went to another page while the served one was hydrating) never says it has: without
 * this, it would hold the end, and with it every button pressed meanwhile, for the whole visit.
 */
function watchRemovals(): void {
  if (removals !== null || typeof MutationObserver === 'undefined') return;
  removals = new MutationObserver(hydrateNextSlice);
  removals.observe(document.documentElement, { childList: true, subtree: true });
}

/** The slice ends in the page whose slice has not hydrated yet, in the page's order. */
function waitingSliceEnds(): Element[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll(`[${SLICE_END_ATTRIBUTE}]`)].filter(
    (end) => !hydratedEnds.has(end),
  );
}

/**
 * Asks React to hydrate the first slice still waiting whose surroundings have hydrated, as a
 * transition (rendered in pieces between the browser's own work), unless one was asked
 * already. Called while React commits; the asking waits for the end of the commit (a
 * microtask), which is still before React goes on with the rest of the page at its lowest
 * priority: asked during the commit, React would take the commit's urgency and hydrate the
 * slice in one synchronous block.
 */
function hydrateNextSlice(): void {
  // While a slice is asked for, the page is not done, unless the slice has left the page
  // before it hydrated; without a root, nothing waits.
  if (asked !== null && asked.isConnected) return;
  asked = null;
  if (hydrator === null) return;
  const waiting = waitingSliceEnds();
  if (waiting.length === 0) {
    removals?.disconnect();
    removals = null;
    const then = whenAllHydrated;
    whenAllHydrated = [];
    for (const callback of then) callback();
    return;
  }
  // A slice whose surroundings are still the server's (inside a boundary not hydrated yet) is
  // asked for once they have hydrated. Asked for now, React would hydrate the boundary around it
  // first and then the slice itself at the default priority, in one synchronous block, and not
  // as the transition it was asked as. React hydrates that boundary in its own time meanwhile.
  const ready = waiting.find((end) => readySlices.has(end.getAttribute(SLICE_END_ATTRIBUTE) ?? ''));
  if (ready === undefined) return;
  asked = ready;
  const root = hydrator;
  queueMicrotask(() => startTransition(() => root.unstable_scheduleHydration(ready)));
}

/**
 * A part of a server-rendered page that React hydrates on its own, after the part around it and
 * before the next slice: each slice's hydration commits and runs its effects in a task of its own,
 * instead of the whole page's in one long task a phone's visitor cannot tap through. Where the
 * browser renders the page itself, the slice is just its content.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const [served] = useState(!useMountedByBrowser());
  const id = useId();
  // The part around the slice has hydrated: this slice may go, and the first slice waiting.
  useLayoutEffect(() => {
    if (!served) return;
    readySlices.add(id);
    hydrateNextSlice();
  }, [served, id]);
  return served ? (
    <Suspense fallback={null}>
      {children}
      <SliceEnd id={id} />
    </Suspense>
  ) : (
    children
  );
}

/**
 * The end of a slice: an element that is never shown, last so that it moves none of the slice's
 * content. It says when its slice has hydrated, and lets the next one go.
 */
function SliceEnd({ id }: { id: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current) hydratedEnds.add(ref.current);
    readySlices.delete(id);
    asked = null;
    hydrateNextSlice();
  }, [id]);
  return <span hidden ref={ref} {...{ [SLICE_END_ATTRIBUTE]: id }} />;
}
