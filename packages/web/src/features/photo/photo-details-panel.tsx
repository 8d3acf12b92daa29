import Box from '@mui/material/Box';
import type { Photo } from '@vantage/shared';
import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../../lib/visually-hidden';
import { PhotoEditForm } from './photo-edit-form';

/** The lightbox's side panel, beside the photo on wide screens and under it on phones. */
export function PhotoDetailsPanel({ children }: { children: ReactNode }) {
  return (
    <Box
      component="aside"
      aria-label="Photo details"
      sx={{
        width: { md: 380 },
        flexShrink: 0,
        overflowY: { md: 'auto' },
        p: { xs: 2, sm: 3 },
        borderLeft: { md: 1 },
        borderColor: { md: 'divider' },
      }}
    >
      {children}
    </Box>
  );
}

/** The owner's edit form in the side panel, under a hidden title that names the dialog. */
export function PhotoEditView({
  photo,
  titleId,
  onCancel,
  onSaved,
}: {
  photo: Photo;
  titleId: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  return (
    <>
      {/* The edit form replaces the title that names the dialog. */}
      <Box component="h2" id={titleId} sx={VISUALLY_HIDDEN}>
        Edit the photo {photo.title}
      </Box>
      <PhotoEditForm photo={photo} onCancel={onCancel} onSaved={onSaved} />
    </>
  );
}
