import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import { LazyMenu, preloadsMenu } from '../../components/lazy-menu';
import { useRequireLogin } from '../../core/login-required';
import { lazyNamed } from '../../lib/lazy-named';
import type { GalleryTarget } from './gallery-api';

// The menu's galleries and its new gallery field load when the menu is first opened.
const GalleryMenuBody = lazyNamed(() => import('./gallery-menu-body'), 'GalleryMenuBody');

/**
 * The add-to-gallery button and menu: the member's galleries, each row toggling the spot or
 * photo in or out, and the title field that reveals creating a new gallery.
 */
export function AddToGalleryButton({
  target,
  variant = 'outlined',
}: {
  target: GalleryTarget;
  variant?: 'outlined' | 'text';
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const requireLogin = useRequireLogin();
  return (
    <>
      <Button
        size="small"
        variant={variant}
        color={variant === 'text' ? 'inherit' : 'primary'}
        startIcon={<BookmarkAddIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        {...preloadsMenu}
        onClick={(event) => {
          const el = event.currentTarget;
          if (requireLogin(el)) setAnchor(el);
        }}
      >
        Save
      </Button>
      <LazyMenu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Galleries' } }}
      >
        {anchor && (
          <Suspense fallback={null}>
            <GalleryMenuBody target={target} onDone={() => setAnchor(null)} />
          </Suspense>
        )}
      </LazyMenu>
    </>
  );
}
