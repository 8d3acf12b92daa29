import type { ReactNode } from 'react';
import type { MenuItemProps } from '@mui/material/MenuItem';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ListItemIcon, MenuItem } from './lazy-menu';

/**
 * A menu item that opens `href` in a new tab, marked with the open-in-new icon. The focus props
 * MenuList gives its items go through.
 */
export function OpenInNewMenuItem({
  href,
  onClick,
  children,
  ...focus
}: {
  href: string;
  onClick: () => void;
  children: ReactNode;
} & Pick<MenuItemProps, 'autoFocus' | 'tabIndex'>) {
  return (
    <MenuItem
      {...focus}
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      <ListItemIcon>
        <OpenInNewIcon fontSize="small" />
      </ListItemIcon>
      {children}
    </MenuItem>
  );
}
