import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';

/** How to load each lazily loaded component, by its export name. */
const loaders = new Map<string, () => Promise<unknown>>();
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
  const Lazy = lazy(async () => ({ default: await preload() }));
  return function LazyNamed(props: P) {
    useContext(LazyUsage)?.add(name);
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  };
}

/**
 * Loads the lazily loaded components named (all of them when `names` is null), including
 * those declared by modules that only load along the way. A module that fails to load leaves
 * its component lazy.
 */
export async function preloadLazy(names: readonly string[] | null): Promise<void> {
  const wanted = (name: string) => names === null || names.includes(name);
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
