import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'react-router';
import { sectionTabPath, type NavSection } from '../../lib/nav-sections';
import { usePopup } from '../../core/popup';

/** The open dropdown of a {@link SectionMenu}: the section's tabs as links. */
export function SectionMenuList({ section, menuId }: { section: NavSection; menuId: string }) {
  const popup = usePopup(`menu-${section.id}`);
  const { pathname } = useLocation();
  return (
    <Menu id={menuId} anchorEl={popup.anchorEl} open={popup.open} onClose={popup.closePopup}>
      {section.tabs.map((tab) => {
        const to = sectionTabPath(section.id, tab.id);
        return (
          <MenuItem
            key={tab.id}
            component={RouterLink}
            to={to}
            selected={pathname === to}
            onClick={popup.closePopup}
          >
            {tab.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
