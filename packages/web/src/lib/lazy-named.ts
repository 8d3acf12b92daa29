import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component loaded on first render from a module's named export (React.lazy wants a default
 * one). Once loaded it renders at once, without suspending again: the server's rendering
 * renders a page again after its chunks have loaded and then needs no boundary filled later.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => {
    loaded = (await load())[name];
    return { default: loaded };
  });
  return function LazyNamed(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  };
}
