import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { onPageStart, pageOpenedAt } from './page-clock';

/** The sensor sizes offered, each with its crop factor against full frame, keyed by label. */
export const CROP_FACTORS = {
  '4/3': 2,
  'C APS-C': 1.6,
  'APS-C': 1.5,
  FF: 1,
  MF: 0.79,
} as const;
export type CropFactorName = keyof typeof CROP_FACTORS;

/** Display options kept as preferences. */
export interface PlanningPrefs {
  shadows: boolean;
  paths: boolean;
  /** Enlarged sun and moon. */
  large: boolean;
  moon: boolean;
  weather: boolean;
  nearby: boolean;
  cropFactor: CropFactorName;
}

const PREFS_KEY = 'vantage.planning.prefs';
export const DEFAULT_PLANNING_PREFS: PlanningPrefs = {
  shadows: true,
  paths: true,
  large: true,
  moon: true,
  weather: true,
  nearby: true,
  cropFactor: 'FF',
};

function readPrefs(): PlanningPrefs {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PREFS_KEY) ?? 'null') as unknown;
    if (stored && typeof stored === 'object') {
      const merged = { ...DEFAULT_PLANNING_PREFS, ...(stored as Partial<PlanningPrefs>) };
      if (!(merged.cropFactor in CROP_FACTORS))
        merged.cropFactor = DEFAULT_PLANNING_PREFS.cropFactor;
      return merged;
    }
  } catch {
    // Unreadable or blocked storage: the defaults.
  }
  return DEFAULT_PLANNING_PREFS;
}

type Listener = () => void;

/** A tiny observable value. */
class Store<T> {
  private listeners = new Set<Listener>();
  constructor(private value: T) {}
  get = (): T => this.value;
  set(next: T): void {
    if (Object.is(next, this.value)) return;
    this.value = next;
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

// The planning instant is shared by the sun panels, the map overlay and the 360 view, so moving
// a slider in one moves the sun in all of them. It starts at the moment the page opened.
const timeStore = new Store<number>(pageOpenedAt());
onPageStart((epochMs) => timeStore.set(epochMs));
let prefsStore: Store<PlanningPrefs> | null = null;
const prefs = () => (prefsStore ??= new Store(readPrefs()));
const serverPrefs = () => DEFAULT_PLANNING_PREFS;

/** The page's one planning state: the instant being planned and the display preferences. */
export interface PlanningState {
  epochMs: number;
  prefs: PlanningPrefs;
}

const PlanningStateContext = createContext<PlanningState | null>(null);

/**
 * Hands the planning state to every panel of the page through React. A part of a served page
 * still waiting to hydrate out of view is not subscribed to anything yet; a change of this
 * context reaches it all the same, and React renders it afresh with the new state, so no panel
 * keeps showing the served day or switches.
 */
export function PlanningStateProvider({ children }: { children: ReactNode }) {
  const store = prefs();
  const epochMs = useSyncExternalStore(timeStore.subscribe, timeStore.get, timeStore.get);
  // A server-rendered page shows the defaults, and so does the browser while it hydrates it.
  const shownPrefs = useSyncExternalStore(store.subscribe, store.get, serverPrefs);
  const value = useMemo(() => ({ epochMs, prefs: shownPrefs }), [epochMs, shownPrefs]);
  return <PlanningStateContext.Provider value={value}>{children}</PlanningStateContext.Provider>;
}

const unsubscribed = () => () => undefined;

/** The instant being planned (epoch ms) and its setter. */
export function usePlanningTime(): [number, (epochMs: number) => void] {
  const shared = useContext(PlanningStateContext);
  // Outside a provider (a component tried alone) the component listens to the store itself.
  const own = useSyncExternalStore(
    shared ? unsubscribed : timeStore.subscribe,
    timeStore.get,
    timeStore.get,
  );
  return [shared ? shared.epochMs : own, setPlanningTime];
}

/** Moves the planning instant for every component that shows it. */
export function setPlanningTime(epochMs: number): void {
  timeStore.set(epochMs);
}

/** The display preferences and a setter that persists a change. */
export function usePlanningPrefs(): [PlanningPrefs, (change: Partial<PlanningPrefs>) => void] {
  const shared = useContext(PlanningStateContext);
  const store = prefs();
  const own = useSyncExternalStore(shared ? unsubscribed : store.subscribe, store.get, serverPrefs);
  return [shared ? shared.prefs : own, setPlanningPrefs];
}

/** Changes and persists display preferences. */
export function setPlanningPrefs(change: Partial<PlanningPrefs>): void {
  const store = prefs();
  const next = { ...store.get(), ...change };
  store.set(next);
  try {
    window.localStorage.setItem(PREFS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the change holds for this visit.
  }
}
