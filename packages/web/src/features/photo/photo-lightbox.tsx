import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { ThemeProvider } from '@mui/material/styles';
import type { Photo } from '@vantage/shared';
import { useId } from 'react';
import { LightboxMessage } from './lightbox-message';
import { LightboxQuestions } from './lightbox-questions';
import { lightboxTheme } from './lightbox-theme';
import { PhotoDetailsPanel, PhotoEditView } from './photo-details-panel';
import { PhotoInfo } from './photo-info';
import { PhotoStage } from './photo-stage';
import { usePhotoLightbox } from './use-photo-lightbox';

/**
 * The photo lightbox: a dark full-window view of one photo with its details,
 * fullscreen (L or a click on the photo), the owner's edit and delete, votes, the fix-photo
 * flow and arrows to the other photos of its spot. `photoId` null is an invalid address.
 */
export function PhotoLightbox({
  photoId,
  onClose,
  onStep,
}: {
  photoId: number | null;
  /** Leaves the lightbox; gets the photo when it is known. */
  onClose: (photo: Photo | undefined) => void;
  /** Shows another photo of the same spot in place of this one. */
  onStep: (photoId: number) => void;
}) {
  const titleId = useId();
  const lightbox = usePhotoLightbox(photoId, onClose, onStep);
  const { photo, fullscreen } = lightbox;
  if (lightbox.deleted) return null;

  return (
    <ThemeProvider theme={lightboxTheme}>
      <Dialog
        open
        fullScreen
        disableEscapeKeyDown
        onClose={lightbox.requestClose}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { bgcolor: 'background.default', backgroundImage: 'none' } } }}
      >
        {photo ? (
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              height: '100%',
              overflowY: fullscreen ? 'hidden' : { xs: 'auto', md: 'hidden' },
            }}
          >
            <PhotoStage
              photo={photo}
              fullscreen={fullscreen}
              controlsVisible={lightbox.controls.visible}
              onToggleFullscreen={lightbox.toggleFullscreen}
              onClose={lightbox.requestClose}
              onPrevious={lightbox.previous}
              onNext={lightbox.next}
              onPointerActivity={lightbox.controls.onPointerActivity}
            />
            {!fullscreen && (
              <PhotoDetailsPanel>
                {lightbox.editing ? (
                  <PhotoEditView
                    photo={photo}
                    titleId={titleId}
                    onCancel={lightbox.ask('cancelEdit')}
                    onSaved={lightbox.endEdit}
                  />
                ) : (
                  <PhotoInfo
                    photo={photo}
                    titleId={titleId}
                    timeZone={lightbox.timeZone}
                    onEdit={lightbox.startEdit}
                    onDelete={lightbox.ask('delete')}
                  />
                )}
              </PhotoDetailsPanel>
            )}
          </Box>
        ) : (
          <LightboxMessage
            titleId={titleId}
            loading={lightbox.loading}
            message={
              photoId === null
                ? 'This photo link is not valid.'
                : 'This photo could not be found. It may have been deleted.'
            }
            onClose={lightbox.close}
          />
        )}
        <LightboxQuestions
          question={lightbox.question}
          photo={photo}
          onCancelEdit={lightbox.confirmCancelEdit}
          onLeave={lightbox.confirmLeave}
          onDelete={lightbox.confirmDelete}
          onDismiss={lightbox.ask(null)}
        />
      </Dialog>
    </ThemeProvider>
  );
}
