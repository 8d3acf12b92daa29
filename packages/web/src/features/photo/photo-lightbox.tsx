import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LEAVE_PAGE_WARNING, SNACKBAR_MS, type Photo } from '@vantage/shared';
import { useEffect, useId, useState } from 'react';
import { useSnackbar } from '../../components/snackbar';
import { useControlsVisible, useFullscreen } from '../../lib/use-fullscreen';
import { getInitialData } from '../../core/initial-data';
import { formatPageTitle } from '../../core/page-title';
import { ConfirmDialog } from './confirm-dialog';
import { isTypingTarget, lightboxKeyAction } from './lightbox-keys';
import { lightboxTheme } from './lightbox-theme';
import { useSpot } from '../../core/spot-query';
import { deletePhoto, forgetPhoto, photoQuery } from './photo-api';
import { PhotoEditForm, photoDraftOf } from './photo-edit-form';
import { useDiscardDraft, useHasDraft } from '../../core/use-draft';
import { PhotoInfo } from './photo-info';
import {
  CANCEL_EDIT_PROMPT,
  DELETED_MESSAGE,
  DELETE_FAILURE_LOG,
  DELETE_PROMPT,
  deleteConfirmed,
  neighbours,
} from './photo-rules';
import { PhotoStage } from './photo-stage';
import { failureText } from './photo-votes';
import { VISUALLY_HIDDEN } from '../../lib/visually-hidden';

type Question = 'cancelEdit' | 'leave' | 'delete';

/** Shows the photo's title as the page title while open, and gives the page its own back. */
function usePhotoPageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = formatPageTitle(title, getInitialData().siteName);
    return () => {
      document.title = previous;
    };
  }, [title]);
}

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
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [deleted, setDeleted] = useState(false);
  const query = useQuery({
    ...photoQuery(photoId ?? 0, client),
    enabled: photoId !== null && !deleted,
  });
  const photo = photoId !== null ? query.data : undefined;
  const spotId = photo?.idSpot ?? null;
  const spot = useSpot(spotId, { enabled: !deleted });
  const spotData = spot.data?.id === spotId ? spot.data : undefined;
  const timeZone = spotData?.tz?.name ?? null;
  const steps = neighbours(spotData?.images.map((image) => image.id) ?? [], photoId ?? 0);

  const fullscreen = useFullscreen();
  const controls = useControlsVisible(fullscreen.active);
  const [editOpen, setEditing] = useState(false);
  const discardDraft = useDiscardDraft();
  // A photo left with unsaved changes opens in its edit view again, the draft restored.
  const kept = useHasDraft(photoDraftOf(photoId ?? 0));
  const editing = editOpen || kept;
  const [question, setQuestion] = useState<Question | null>(null);
  usePhotoPageTitle(photo?.title);

  // Stepping to another photo starts in its detail view.
  const [shownId, setShownId] = useState(photoId);
  if (shownId !== photoId) {
    setShownId(photoId);
    setEditing(false);
  }

  const close = () => {
    fullscreen.exit();
    onClose(photo);
  };
  const requestClose = () => {
    if (editing) setQuestion('leave');
    else close();
  };
  const toggleFullscreen = () => (fullscreen.active ? fullscreen.exit() : fullscreen.enter());
  const step = (target: number | null) =>
    target !== null && !editing ? () => onStep(target) : null;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || question !== null) return;
      const action = lightboxKeyAction(
        event.key,
        {
          fullscreen: fullscreen.active,
          editing,
          typing: isTypingTarget(event.target),
          sinceFullscreenExitMs: fullscreen.sinceExitMs(),
        },
        { ctrl: event.ctrlKey, meta: event.metaKey, alt: event.altKey },
      );
      if (action === null) return;
      event.preventDefault();
      switch (action) {
        case 'toggleFullscreen':
          if (fullscreen.active) fullscreen.exit();
          else fullscreen.enter();
          break;
        case 'exitFullscreen':
          fullscreen.exit();
          break;
        case 'close':
          fullscreen.exit();
          onClose(photo);
          break;
        case 'cancelEdit':
          setQuestion('cancelEdit');
          break;
        case 'previous':
          if (steps.previous !== null) onStep(steps.previous);
          break;
        case 'next':
          if (steps.next !== null) onStep(steps.next);
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editing, fullscreen, onClose, onStep, photo, question, steps.next, steps.previous]);

  const remove = (target: Photo) => {
    setQuestion(null);
    deletePhoto(target.id).then(
      () => {
        setDeleted(true);
        forgetPhoto(client, target);
        snackbar.show(DELETED_MESSAGE, { durationMs: SNACKBAR_MS.success });
        close();
      },
      (error: unknown) => {
        console.error(DELETE_FAILURE_LOG, error);
        snackbar.show(failureText(error, 'The photograph could not be deleted.'));
      },
    );
  };

  if (deleted) return null;

  return (
    <ThemeProvider theme={lightboxTheme}>
      <Dialog
        open
        fullScreen
        disableEscapeKeyDown
        onClose={requestClose}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { bgcolor: 'background.default', backgroundImage: 'none' } } }}
      >
        {photo ? (
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              height: '100%',
              overflowY: fullscreen.active ? 'hidden' : { xs: 'auto', md: 'hidden' },
            }}
          >
            <PhotoStage
              photo={photo}
              fullscreen={fullscreen.active}
              controlsVisible={controls.visible}
              onToggleFullscreen={editing ? null : toggleFullscreen}
              onClose={requestClose}
              onPrevious={step(steps.previous)}
              onNext={step(steps.next)}
              onPointerActivity={controls.onPointerActivity}
            />
            {!fullscreen.active && (
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
                    <PhotoEditForm
                      photo={photo}
                      onCancel={() => setQuestion('cancelEdit')}
                      onSaved={() => setEditing(false)}
                    />
                  </>
                ) : (
                  <PhotoInfo
                    photo={photo}
                    titleId={titleId}
                    timeZone={timeZone}
                    onEdit={() => setEditing(true)}
                    onDelete={() => setQuestion('delete')}
                  />
                )}
              </Box>
            )}
          </Box>
        ) : (
          <LightboxMessage
            titleId={titleId}
            loading={photoId !== null && query.isPending}
            message={
              photoId === null
                ? 'This photo link is not valid.'
                : 'This photo could not be found. It may have been deleted.'
            }
            onClose={close}
          />
        )}
        <ConfirmDialog
          open={question === 'cancelEdit'}
          message={CANCEL_EDIT_PROMPT}
          confirmLabel="Yes, cancel"
          onConfirm={() => {
            setQuestion(null);
            setEditing(false);
            if (photoId !== null) discardDraft(photoDraftOf(photoId));
          }}
          onCancel={() => setQuestion(null)}
        />
        <ConfirmDialog
          open={question === 'leave'}
          message={LEAVE_PAGE_WARNING}
          confirmLabel="Leave"
          cancelLabel="Stay"
          onConfirm={() => {
            setQuestion(null);
            setEditing(false);
            close();
          }}
          onCancel={() => setQuestion(null)}
        />
        {photo && (
          <ConfirmDialog
            open={question === 'delete'}
            message={DELETE_PROMPT}
            confirmLabel="Delete"
            cancelLabel="Cancel"
            answerLabel="Type YES to confirm"
            accepts={deleteConfirmed}
            danger
            onConfirm={() => remove(photo)}
            onCancel={() => setQuestion(null)}
          />
        )}
      </Dialog>
    </ThemeProvider>
  );
}

function LightboxMessage({
  titleId,
  loading,
  message,
  onClose,
}: {
  titleId: string;
  loading: boolean;
  message: string;
  onClose: () => void;
}) {
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      {loading ? (
        <CircularProgress aria-label="Loading photo" />
      ) : (
        <>
          <Typography id={titleId} variant="h1" sx={{ fontSize: '1.3rem' }}>
            {message}
          </Typography>
          <Button variant="outlined" onClick={onClose}>
            Close
          </Button>
        </>
      )}
    </Box>
  );
}
