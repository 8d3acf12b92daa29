import Box from '@mui/material/Box';
import type { Photo } from '@vantage/shared';
import { VISUALLY_HIDDEN } from '../../lib/visually-hidden';
import { PhotoEditForm } from './photo-edit-form';
import { PhotoInfo } from './photo-info';

/** The lightbox's side panel: the photo's details, or its owner's edit form. */
export function PhotoDetailsPanel({
  photo,
  titleId,
  timeZone,
  editing,
  onEdit,
  onDelete,
  onCancelEdit,
  onSaved,
}: {
  photo: Photo;
  titleId: string;
  timeZone: string | null;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onCancelEdit: () => void;
  onSaved: () => void;
}) {
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
      {editing ? (
        <>
          {/* The edit form replaces the title that names the dialog. */}
          <Box component="h2" id={titleId} sx={VISUALLY_HIDDEN}>
            Edit the photo {photo.title}
          </Box>
          <PhotoEditForm photo={photo} onCancel={onCancelEdit} onSaved={onSaved} />
        </>
      ) : (
        <PhotoInfo
          photo={photo}
          titleId={titleId}
          timeZone={timeZone}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    </Box>
  );
}
