import { lazy, type ComponentType } from 'react';

/** A component loaded on first render from a module's named export (React.lazy wants a default one). */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
