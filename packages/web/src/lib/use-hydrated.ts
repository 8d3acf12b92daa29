import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { afterIdle } from './after-idle';

/**
 * Whether the browser is hydrating a server-rendered page: from its start until the page's
 * content has hydrated and the browser is idle.
 */
let hydrating = false;

/** What to do once the page has hydrated. */
let whenHydrated: () => void = () => undefined;

/** What the end of hydration waits for besides an idle browser (see {@link HydrationEnd}). */
let beforeEnd: (then: () => void) => void = (then) => then();

/** Makes the end of hydration wait until `gate` calls its argument too. */
export function waitBeforeHydrationEnds(gate: (then: () => void) => void): void {
  beforeEnd = gate;
}

/** Called before the browser hydrates a server-rendered page, with what to do once it has. */
export function startHydrating(then: () => void = () => undefined): void {
  hydrating = true;
  whenHydrated = then;
}

/** Whether the browser is still hydrating a server-rendered page (for work done in callbacks). */
export function isHydrating(): boolean {
  return hydrating;
}

/** Called once the hydration is done: parts that mount from then on are the browser's own. */
export function endHydrating(): void {
  if (!hydrating) return;
  hydrating = false;
  whenHydrated();
}

/**
 * Placed last in a served page's content. React hydrates the page's shell first and its content
 * after it, and parts inside the content last: once the content has hydrated and the browser is
 * idle (React has finished what it scheduled), the page is the browser's. Ending earlier would make
 * a part still hydrating see the browser's value at once and React render it synchronously.
 * Where the page's slices hydrate in turn, the end also waits for the last of them.
 */
export function HydrationEnd(): null {
  useEffect(() => (hydrating ? afterIdle(() => beforeEnd(endHydrating)) : undefined), []);
  return null;
}

const never = () => () => undefined;

/**
 * The served slice a part is in (see `HydrationSlice`), or null. A slice far from the visitor's
 * view hydrates when it comes near, often after the rest of the page has: its parts are hydrated
 * from the server's HTML all the same.
 */
export const ServedSlice = createContext<string | null>(null);

/** The served slices that have not finished hydrating, by their id. */
const slicesHydrating = new Set<string>();

/** Marks a served slice as hydrating, until {@link sliceHydrated}. */
export function sliceHydrating(id: string): void {
  slicesHydrating.add(id);
}

/** Marks a served slice as hydrated: parts that mount in it from then on are the browser's own. */
export function sliceHydrated(id: string): void {
  slicesHydrating.delete(id);
}

/**
 * True when the part renders in the browser outside a hydration: false on the server and in a
 * part hydrated from the server's HTML. Only its value at mount means that.
 */
export function useMountedByBrowser(): boolean {
  // React reads the server's value for a part it hydrates, and checks the browser's right after:
  // the same while the page, or the slice the part is in, is still hydrating, so no synchronous
  // render follows.
  const slice = useContext(ServedSlice);
  return useSyncExternalStore(
    never,
    () => !hydrating && (slice === null || !slicesHydrating.has(slice)),
    () => false,
  );
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true otherwise:
 * for what only the browser can compute (a canvas drawing, a browser-only answer), so that
 * hydration finds what the server rendered. A part hydrated from the server's HTML takes the
 * browser's value as a transition, which React renders in slices between the browser's own work,
 * like the hydration itself; a part that mounts later has it from its first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(useMountedByBrowser());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
