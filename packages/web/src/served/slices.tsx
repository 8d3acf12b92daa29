import {
  startTransition,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  ServedSlice,
  sliceHydrated,
  sliceHydrating,
  useMountedByBrowser,
  waitBeforeHydrationEnds,
} from '../lib/use-hydrated';
import { servedTrickOn } from './switches';

/** What the browser's React root offers to hydrate one part of a served page before the rest. */
export interface SliceHydrator {
  unstable_scheduleHydration(target: Node): void;
}

/** The attribute of the hidden element that ends each slice in the server's HTML. */
export const SLICE_END_ATTRIBUTE = 'data-hydration-slice';

/** A slice of the served page that waits to come near the visitor's view before it hydrates. */
interface OutOfView {
  /**
   * The elements that place the slice in the server's HTML: its own, or for a slice with nothing
   * laid out, the element next to where it would show.
   */
  elements: Element[];
  /** The comment that starts the slice's boundary in the server's HTML. */
  start: Comment;
}

/**
 * How the server's HTML starts a Suspense boundary whose content has arrived, and one whose
 * content has arrived but waits to be shown: React leaves the second as the server's HTML, without
 * rendering anything in it, until it is told to try again (`_reactRetry`, as React's streaming
 * script does). An update that reaches it meanwhile does not wait for it: React renders the
 * boundary's content afresh in the browser.
 */
const BOUNDARY_START = '$';
const BOUNDARY_QUEUED = '$~';

/** React's start comment of a boundary left waiting, with the call that makes React try it again. */
type WaitingBoundaryStart = Comment & { _reactRetry?: () => void };

/**
 * The slices of the page in this browser, and what hydrates them: the one state of this module,
 * changed only by its functions.
 */
const slices: {
  /** The page's React root, once it hydrates slices one after the other. */
  hydrator: SliceHydrator | null;
  /** The slice ends whose slice has hydrated. */
  hydratedEnds: WeakSet<Element>;
  /** The slices whose surroundings have hydrated: their own boundary is the next to hydrate. */
  readySlices: Set<string>;
  /** The slice end whose slice was last asked to hydrate, until a slice hydrates. */
  asked: Element | null;
  /** What to do once no slice of the page waits to hydrate. */
  whenAllHydrated: (() => void)[];
  /** Watches for slices removed from the page while its end waits for them. */
  removals: MutationObserver | null;
  /** The slices out of view, by the id on their end. */
  outOfView: Map<string, OutOfView>;
  /** Watches the slices out of view for the moment they come near it. */
  nearView: IntersectionObserver | null;
} = {
  hydrator: null,
  hydratedEnds: new WeakSet(),
  readySlices: new Set(),
  asked: null,
  whenAllHydrated: [],
  removals: null,
  outOfView: new Map(),
  nearView: null,
};

/**
 * How far beyond the view, in viewport heights, a slice hydrates ahead of being seen: scrolled at a
 * reading pace, it has hydrated before it shows.
 */
const AHEAD_OF_VIEW = 0.5;

/** What a visitor does to a part of the page that it must have hydrated to answer. */
const INTERACTIONS = ['pointerdown', 'mousedown', 'touchstart', 'click', 'keydown', 'focusin'];

/**
 * Leaves the served page's slices that lie far from the visitor's view as the server's HTML,
 * shown and readable, until they come near it or the visitor touches, clicks, types into or
 * focuses them: a phone hydrates the screen it shows, not the whole page at once. An update that
 * reaches such a slice (a change of a context above it, such as a dialog opening or the visitor
 * going to another page) never waits for it: the browser renders the slice afresh. Called once,
 * before the browser starts hydrating the page (where it cannot watch the view, every slice
 * hydrates).
 */
export function deferSlicesOutOfView(): void {
  if (typeof IntersectionObserver === 'undefined') return;
  const height = window.innerHeight;
  const ahead = height * AHEAD_OF_VIEW;
  for (const end of document.querySelectorAll(`[${SLICE_END_ATTRIBUTE}]`)) {
    const id = end.getAttribute(SLICE_END_ATTRIBUTE);
    if (!id || slices.outOfView.has(id)) continue;
    const { elements: own, start } = sliceElements(end);
    if (start?.data !== BOUNDARY_START) continue;
    const { elements, boxes } = placeOfSlice(own, start, end);
    // A slice with nothing to place it by, or any part near the view, hydrates now.
    if (boxes.length === 0 || boxes.some((box) => box.bottom > -ahead && box.top < height + ahead))
      continue;
    start.data = BOUNDARY_QUEUED;
    slices.outOfView.set(id, { elements, start });
  }
  if (slices.outOfView.size === 0) return;
  slices.nearView = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) releaseSlicesHolding(entry.target);
    },
    { rootMargin: `${AHEAD_OF_VIEW * 100}% 0px` },
  );
  for (const { elements } of slices.outOfView.values())
    for (const element of elements) slices.nearView.observe(element);
  // Listened to before React's own listeners, so that React finds the slice free to hydrate at
  // once and hands it the event: an event on a slice that cannot hydrate yet would be lost.
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, true);
}

/** The boxes of `elements` that take room on the page. */
function laidOutBoxes(elements: Element[]): DOMRect[] {
  return elements
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 || box.height > 0);
}

/**
 * The elements that say where a slice lies on the page, with their laid-out boxes: its own, or
 * where none of them is laid out (a panel that the server renders as nothing, such as one the
 * browser fills from an outside service), the first laid-out element after it, else before it,
 * else the element it sits in. Such a slice far below the view then waits with the rest, instead
 * of hydrating, and asking for its content, while the visitor reads the top of the page.
 */
function placeOfSlice(
  own: Element[],
  start: Comment,
  end: Element,
): { elements: Element[]; boxes: DOMRect[] } {
  const placing = (elements: Element[]) => ({ elements, boxes: laidOutBoxes(elements) });
  /** The first laid-out element from `node` on, stepping with `next`. */
  const firstLaidOut = (node: Element | null, next: (from: Element) => Element | null) => {
    for (; node !== null; node = next(node)) {
      const place = placing([node]);
      if (place.boxes.length > 0) return place;
    }
    return null;
  };
  const itself = placing(own);
  if (itself.boxes.length > 0) return itself;
  return (
    firstLaidOut(end.nextElementSibling, (node) => node.nextElementSibling) ??
    firstLaidOut(start.previousElementSibling, (node) => node.previousElementSibling) ??
    placing(end.parentElement ? [end.parentElement] : [])
  );
}

/**
 * The elements of the slice that `end` ends, and the comment that starts its boundary, in the
 * server's HTML (React's boundary markers).
 */
function sliceElements(end: Element): { elements: Element[]; start: Comment | null } {
  const elements: Element[] = [];
  let depth = 0;
  for (let node = end.previousSibling; node !== null; node = node.previousSibling) {
    if (node instanceof Element) elements.push(node);
    else if (node instanceof Comment) {
      if (node.data === '/$') depth++;
      else if (node.data.startsWith('$')) {
        if (depth === 0) return { elements, start: node };
        depth--;
      }
    }
  }
  return { elements, start: null };
}

function onInteraction(event: Event): void {
  if (event.target instanceof Node) releaseSlicesHolding(event.target);
}

/** Lets the slice out of view that holds `node` (one of its elements, or inside one) hydrate. */
function releaseSlicesHolding(node: Node): void {
  for (const [id, slice] of slices.outOfView)
    if (slice.elements.some((element) => element.contains(node))) releaseSlice(id);
}

/** Lets a slice out of view hydrate: it takes its turn after the slice hydrating, if any. */
function releaseSlice(id: string): void {
  const slice = forgetSlice(id);
  if (slice === undefined) return;
  const start: WaitingBoundaryStart = slice.start;
  start.data = BOUNDARY_START;
  // Where slices take turns, it is asked for in its turn; told to try it again at once, React
  // could hydrate several slices released together in one commit.
  if (slices.hydrator === null) start._reactRetry?.();
  hydrateNextSlice();
}

/** Stops watching a slice out of view; returns it (undefined if it was not). */
function forgetSlice(id: string): OutOfView | undefined {
  const slice = slices.outOfView.get(id);
  if (slice === undefined) return undefined;
  slices.outOfView.delete(id);
  // An element may place two slices (an empty one and the slice after it).
  const stillPlacing = new Set([...slices.outOfView.values()].flatMap((other) => other.elements));
  for (const element of slice.elements)
    if (!stillPlacing.has(element)) slices.nearView?.unobserve(element);
  if (slices.outOfView.size === 0) {
    slices.nearView?.disconnect();
    slices.nearView = null;
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
  }
  return slice;
}

/**
 * Hydrates a served page's slices one after the other, each as a render and commit of its own,
 * through `root` (the page's React root, when it can hydrate one part first); otherwise React
 * hydrates them all in one pass and commits them in one task.
 */
export function hydrateSlicesInTurn(root: object): void {
  const { unstable_scheduleHydration: schedule } = root as Partial<SliceHydrator>;
  if (typeof schedule !== 'function') return;
  slices.hydrator = root as SliceHydrator;
  waitBeforeHydrationEnds(afterSlicesHydrated);
}

/** Runs `then` once no slice of the page is left to hydrate (at once when none is). */
function afterSlicesHydrated(then: () => void): void {
  if (waitingSliceEnds().length === 0) then();
  else {
    slices.whenAllHydrated.push(then);
    watchRemovals();
  }
}

/**
 * Watches the page while its end waits for slices. A slice removed before it hydrated (the
 * visitor went to another page while the served one was hydrating) never says it has: without
 * this, it would hold the end, and with it every button pressed meanwhile, for the whole visit.
 */
function watchRemovals(): void {
  if (slices.removals !== null || typeof MutationObserver === 'undefined') return;
  slices.removals = new MutationObserver(hydrateNextSlice);
  slices.removals.observe(document.documentElement, { childList: true, subtree: true });
}

/**
 * The slice ends in the page whose slice has not hydrated yet, in the page's order, leaving out
 * the slices out of view: the page is the browser's without them.
 */
function waitingSliceEnds(): Element[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll(`[${SLICE_END_ATTRIBUTE}]`)].filter(
    (end) =>
      !slices.hydratedEnds.has(end) &&
      !slices.outOfView.has(end.getAttribute(SLICE_END_ATTRIBUTE) ?? ''),
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
  if (slices.asked !== null && slices.asked.isConnected) return;
  slices.asked = null;
  if (slices.hydrator === null) return;
  const waiting = waitingSliceEnds();
  if (waiting.length === 0) {
    slices.removals?.disconnect();
    slices.removals = null;
    const then = slices.whenAllHydrated;
    slices.whenAllHydrated = [];
    for (const callback of then) callback();
    return;
  }
  // A slice whose surroundings are still the server's (inside a boundary not hydrated yet) is
  // asked for once they have hydrated. Asked for now, React would hydrate the boundary around it
  // first and then the slice itself at the default priority, in one synchronous block, and not
  // as the transition it was asked as. React hydrates that boundary in its own time meanwhile.
  const ready = waiting.find((end) =>
    slices.readySlices.has(end.getAttribute(SLICE_END_ATTRIBUTE) ?? ''),
  );
  if (ready === undefined) return;
  slices.asked = ready;
  const root = slices.hydrator;
  queueMicrotask(() => startTransition(() => root.unstable_scheduleHydration(ready)));
}

/**
 * A part of a server-rendered page that React hydrates on its own, after the part around it and
 * before the next slice: each slice's hydration commits and runs its effects in a task of its own,
 * instead of the whole page's in one long task a phone's visitor cannot tap through. Where the
 * browser renders the page itself, or where slices are switched off (`SERVED_TRICKS`), the slice
 * is just its content.
 *
 * `loadsItsCode`: the content's code loads when it hydrates (lazyNamed's `loadsWhenHydrated`).
 * Hydrating, the slice shows the server's HTML until the code has come; drawn by the browser, the
 * content is a Suspense boundary of its own that shows once its code has come, instead of holding
 * the page around it.
 */
export function HydrationSlice({
  children,
  loadsItsCode = false,
}: {
  children: ReactNode;
  loadsItsCode?: boolean;
}) {
  const content = loadsItsCode ? <BoundaryWhereDrawn>{children}</BoundaryWhereDrawn> : children;
  return servedTrickOn('slices') ? <ServedHydrationSlice>{content}</ServedHydrationSlice> : content;
}

/**
 * Its content in a Suspense boundary of its own where the browser draws it; where it hydrates,
 * its content alone, as the server rendered it.
 */
function BoundaryWhereDrawn({ children }: { children: ReactNode }) {
  // Decided once: a boundary added on a later render would mount the content again.
  const [drawnByBrowser] = useState(useMountedByBrowser());
  return drawnByBrowser ? <Suspense fallback={null}>{children}</Suspense> : children;
}

function ServedHydrationSlice({ children }: { children: ReactNode }) {
  const mountedByBrowser = useMountedByBrowser();
  const id = useId();
  const [served] = useState(() => {
    // The server keeps no record of the slices it renders.
    if (!mountedByBrowser && typeof window !== 'undefined') sliceHydrating(id);
    return !mountedByBrowser;
  });
  // The part around the slice has hydrated: this slice may go, and the first slice waiting.
  useLayoutEffect(() => {
    if (!served) return;
    slices.readySlices.add(id);
    hydrateNextSlice();
    return () => void forgetSlice(id);
  }, [served, id]);
  return served ? (
    <Suspense fallback={null}>
      <ServedSlice.Provider value={id}>{children}</ServedSlice.Provider>
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
    if (ref.current) slices.hydratedEnds.add(ref.current);
    // Rendered afresh by the browser when an update reached it while it waited out of view.
    forgetSlice(id);
    slices.readySlices.delete(id);
    slices.asked = null;
    hydrateNextSlice();
  }, [id]);
  // After the effects of the slice's parts, which run first: they check the value they had while
  // hydrating against the browser's, the same until now.
  useEffect(() => sliceHydrated(id), [id]);
  return <span hidden ref={ref} {...{ [SLICE_END_ATTRIBUTE]: id }} />;
}
