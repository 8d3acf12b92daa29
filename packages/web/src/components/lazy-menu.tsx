import { Suspense, use, type ComponentType } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { lazyNamed } from '../lib/lazy-named';
import { useLatch } from '../lib/use-latch';
import type * as MenuPartsModule from './menu-parts';

type MenuParts = typeof MenuPartsModule;

let parts: MenuParts | undefined;
let loading: Promise<MenuParts> | undefined;
/** Loads the menu with its items' parts, once. */
const loadParts = () => (loading ??= import('./menu-parts').then((module) => (parts = module)));

const Menu = lazyNamed(
  () => loadParts().then((module) => ({ Menu: module.Menu as ComponentType<MenuProps> })),
  'Menu',
  { drawnInBrowserOnly: true },
);

function preloadMenu(): void {
  void loadParts();
}

/**
 * A menu's button's handlers that start loading the menu's code before it opens (a pointer over
 * the button, the keyboard's focus on it, a finger's press), so it opens without a wait.
 */
export const preloadsMenu = {
  onPointerEnter: preloadMenu,
  onFocus: preloadMenu,
  onPointerDown: preloadMenu,
};

/**
 * MUI's Menu, whose code (the popover, the modal, the focus trap and the transitions, and its
 * items' parts below, some 15 KB) loads when the menu first opens: a page's buttons with a menu
 * cost its first visit nothing more than the buttons. Once opened, it stays mounted, so its
 * closing plays.
 */
export function LazyMenu(props: MenuProps) {
  const mounted = useLatch(props.open);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}

/** The parts, loaded: a LazyMenu renders its items once they are, so they never wait. */
function useParts(): MenuParts {
  return parts ?? use(loadParts());
}

/**
 * One of MUI's parts (`name`) for the items of a LazyMenu: its code comes with the menu's, and
 * it takes the props of MUI's own.
 */
function menuPart<K extends Exclude<keyof MenuParts, 'Menu'>>(name: K): MenuParts[K] {
  return function MenuPart(props: object) {
    const Part: ComponentType<object> = useParts()[name];
    return <Part {...props} />;
  };
}

export const MenuItem = menuPart('MenuItem');
export const ListItemIcon = menuPart('ListItemIcon');
export const ListItemText = menuPart('ListItemText');
/** The menu's keyboard highlight skips it, as it skips MUI's Divider. */
export const Divider = Object.assign(menuPart('Divider'), { muiSkipListHighlight: true });
