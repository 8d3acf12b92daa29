import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';

/** How to load each lazily loaded component, by its export name. */
const loaders = new Map<string, () => Promise<unknown>>();
/** The components drawn only in the browser, by export name. */
const browserOnly = new Set<string>();
/** The components the browser loads when it comes to hydrate them, by export name. */
const loadedWhenHydrated = new Set<string>();
const loadedNames = new Set<string>();

/**
 * Where a server rendering notes the lazily loaded components it rendered, so the browser can
 * load them before it hydrates the same HTML.
 */
export const LazyUsage = createContext<Set<string> | null>(null);

/**
 * A component loaded on first render from a module's named export (React.lazy wants a default
 * one). Once loaded it renders at once, without suspending: the server loads every one before
 * it renders, and the browser loads those the server rendered before it hydrates.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  {
    drawnInBrowserOnly = false,
    loadsWhenHydrated = false,
  }: {
    /**
     * Shown only once the page runs in a browser (a map drawn with WebGL, the 360 view, an
     * editor opened on demand): the server does not load it ahead of its first rendering,
     * which it never needs (and if it renders it after all, it loads it then).
     */
    drawnInBrowserOnly?: boolean;
    /**
     * Rendered by the server, but not loaded by the browser before it hydrates the page: it loads
     * when React comes to hydrate it, and its HTML stays the server's meanwhile. Inside a
     * hydration slice, that is once the visitor comes near it: a part that often lies below a
     * phone's first screen (the spot page's planning panels) costs its first visit nothing.
     * Where the browser renders it itself, it shows once loaded, so it goes inside a Suspense
     * boundary of its own.
     */
    loadsWhenHydrated?: boolean;
  } = {},
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      loadedNames.add(name);
      return loaded;
    }));
  loaders.set(name, preload);
  if (drawnInBrowserOnly) browserOnly.add(name);
  if (loadsWhenHydrated) loadedWhenHydrated.add(name);
  const Lazy = lazy(async () => ({ default: await preload() }));
  return function LazyNamed(props: P) {
    useContext(LazyUsage)?.add(name);
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  };
}

/**
 * Loads the lazily loaded components named (when `names` is null, all that a server renders:
 * every one but those drawn in the browser only), including those declared by modules that only
 * load along the way, but of the components named, none loaded when hydrated. A module that fails
 * to load leaves its component lazy.
 */
export async function preloadLazy(names: readonly string[] | null): Promise<void> {
  const wanted = (name: string) =>
    names === null ? !browserOnly.has(name) : names.includes(name) && !loadedWhenHydrated.has(name);
  const tried = new Set<string>();
  for (;;) {
    const next = [...loaders.keys()].filter((name) => wanted(name) && !tried.has(name));
    if (next.length === 0) return;
    await Promise.all(
      next.map(async (name) => {
        tried.add(name);
        await loaders.get(name)!().catch(() => undefined);
      }),
    );
  }
}

/** Whether the component of that name has loaded. */
export function isLazyLoaded(name: string): boolean {
  return loadedNames.has(name);
}
