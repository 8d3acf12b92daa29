import { Suspense } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { lazyNamed } from '../lib/lazy-named';
import { useLatch } from '../lib/use-latch';

const loadMenu = () => import('@mui/material/Menu').then((module) => ({ Menu: module.default }));
const Menu = lazyNamed(loadMenu, 'Menu', { drawnInBrowserOnly: true });

function preloadMenu(): void {
  void loadMenu();
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
 * MUI's Menu, whose code (the popover, the modal, the focus trap and the transitions, some
 * 12 KB) loads when the menu first opens: a page's buttons with a menu cost its first visit
 * nothing more than the buttons. Once opened, it stays mounted, so its closing plays.
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
