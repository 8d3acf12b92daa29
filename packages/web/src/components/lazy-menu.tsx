import { Suspense } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { lazyNamed } from '../lib/lazy-named';
import { useLatch } from '../lib/use-latch';

const loadMenu = () => import('@mui/material/Menu').then((module) => ({ Menu: module.default }));
const Menu = lazyNamed(loadMenu, 'Menu', { drawnInBrowserOnly: true });

/**
 * Starts loading a menu's code before it opens: given to its button's `onPointerEnter`,
 * `onFocus` and `onPointerDown`, so a mouse, the keyboard or a finger opens it without a wait.
 */
export function preloadMenu(): void {
  void loadMenu();
}

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
