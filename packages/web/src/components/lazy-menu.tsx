import { Suspense, use, type ComponentType } from 'react';
import type MuiDivider from '@mui/material/Divider';
import type MuiListItemIcon from '@mui/material/ListItemIcon';
import type MuiListItemText from '@mui/material/ListItemText';
import type { MenuProps } from '@mui/material/Menu';
import type MuiMenuItem from '@mui/material/MenuItem';
import { lazyNamed } from '../lib/lazy-named';
import type * as MenuPartsModule from './menu-parts';
import { useLatch } from '../lib/use-latch';

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

/** MUI's MenuItem, for the items of a LazyMenu: its code comes with the menu's. */
export const MenuItem = function MenuItem(props: object) {
  const { MenuItem: Item } = useParts();
  return <Item {...props} />;
} as typeof MuiMenuItem;

/** MUI's ListItemIcon, for the items of a LazyMenu. */
export const ListItemIcon = function ListItemIcon(props: object) {
  const { ListItemIcon: Icon } = useParts();
  return <Icon {...props} />;
} as typeof MuiListItemIcon;

/** MUI's ListItemText, for the items of a LazyMenu. */
export const ListItemText = function ListItemText(props: object) {
  const { ListItemText: Text } = useParts();
  return <Text {...props} />;
} as typeof MuiListItemText;

/** MUI's Divider, for a LazyMenu: the menu's keyboard highlight skips it, as it skips MUI's. */
export const Divider = Object.assign(
  function Divider(props: object) {
    const { Divider: Line } = useParts();
    return <Line {...props} />;
  },
  { muiSkipListHighlight: true },
) as typeof MuiDivider;
