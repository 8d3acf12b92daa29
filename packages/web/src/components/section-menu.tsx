import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router';
import { sectionTabPath, type NavSection } from '../lib/nav-sections';
import { usePopup } from './popup';

/** A top-bar dropdown (Explore, About) listing a section's tabs as links. */
export function SectionMenu({ section }: { section: NavSection }) {
  const popup = usePopup(`menu-${section.id}`);
  const { pathname } = useLocation();
  const active = pathname === `/${section.id}` || pathname.startsWith(`/${section.id}/`);
  const menuId = `${section.id}-menu`;
  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={popup.open ? menuId : undefined}
        aria-expanded={popup.open}
        onClick={(event) => popup.openPopup(event.currentTarget)}
        sx={{ px: 1.5, flexShrink: 0 }}
      >
        {section.label}
      </Button>
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
    </>
  );
}
