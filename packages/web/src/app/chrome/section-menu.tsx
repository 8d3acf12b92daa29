import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import type { NavSection } from '../../lib/nav-sections';
import { useLatch } from '../../lib/use-latch';
import { usePopup } from '../../core/popup';

const loadList = () => import('./section-menu-list');
const SectionMenuList = lazyNamed(loadList, 'SectionMenuList');

/** A top-bar dropdown (Explore, About) listing a section's tabs; the list loads on first use. */
export function SectionMenu({ section }: { section: NavSection }) {
  const popup = usePopup(`menu-${section.id}`);
  const mounted = useLatch(popup.open);
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
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(event) => popup.openPopup(event.currentTarget)}
        sx={{ px: 1.5, flexShrink: 0 }}
      >
        {section.label}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <SectionMenuList section={section} menuId={menuId} />
        </Suspense>
      )}
    </>
  );
}
