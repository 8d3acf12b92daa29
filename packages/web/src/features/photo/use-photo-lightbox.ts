import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SNACKBAR_MS, type Photo } from '@vantage/shared';
import { useEffect, useState } from 'react';
import { useSnackbar } from '../../components/snackbar';
import { getInitialData } from '../../core/initial-data';
import { formatPageTitle } from '../../core/page-title';
import { useSpot } from '../../core/spot-query';
import { useDiscardDraft, useHasDraft } from '../../core/use-draft';
import { useControlsVisible, useFullscreen } from '../../lib/use-fullscreen';
import { deletePhoto, forgetPhoto, photoQuery } from './photo-api';
import { photoDraftOf } from './use-photo-edit';
import { DELETED_MESSAGE, DELETE_FAILURE_LOG, neighbours } from './photo-rules';
import { failureText } from './photo-votes';
import { useLightboxKeys } from './use-lightbox-keys';

export type LightboxQuestion = 'cancelEdit' | 'leave' | 'delete';

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

/** The photo, its spot's time zone and its neighbours among the spot's photos. */
function useLightboxPhoto(photoId: number | null, deleted: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    ...photoQuery(photoId ?? 0, client),
    enabled: photoId !== null && !deleted,
  });
  const photo = photoId !== null ? query.data : undefined;
  const spotId = photo?.idSpot ?? null;
  const spot = useSpot(spotId, { enabled: !deleted });
  const spotData = spot.data?.id === spotId ? spot.data : undefined;
  return {
    photo,
    loading: photoId !== null && query.isPending,
    timeZone: spotData?.tz?.name ?? null,
    steps: neighbours(spotData?.images.map((image) => image.id) ?? [], photoId ?? 0),
  };
}

/** Whether the edit view shows: opened by the owner, or a draft left with unsaved changes. */
function useEditing(photoId: number | null) {
  const [editOpen, setEditing] = useState(false);
  const kept = useHasDraft(photoDraftOf(photoId ?? 0));
  // Stepping to another photo starts in its detail view.
  const [shownId, setShownId] = useState(photoId);
  if (shownId !== photoId) {
    setShownId(photoId);
    setEditing(false);
  }
  return { editing: editOpen || kept, setEditing };
}

/** Deletes a photo, forgets it in the caches and says so. */
function usePhotoRemoval() {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [deleted, setDeleted] = useState(false);
  const remove = (target: Photo, onRemoved: () => void) => {
    deletePhoto(target.id).then(
      () => {
        setDeleted(true);
        forgetPhoto(client, target);
        snackbar.show(DELETED_MESSAGE, { durationMs: SNACKBAR_MS.success });
        onRemoved();
      },
      (error: unknown) => {
        console.error(DELETE_FAILURE_LOG, error);
        snackbar.show(failureText(error, 'The photograph could not be deleted.'));
      },
    );
  };
  return { deleted, remove };
}

/** The lightbox's state: the photo shown, fullscreen, the edit view and the open question. */
export function usePhotoLightbox(
  photoId: number | null,
  onClose: (photo: Photo | undefined) => void,
  onStep: (photoId: number) => void,
) {
  const removal = usePhotoRemoval();
  const shown = useLightboxPhoto(photoId, removal.deleted);
  const fullscreen = useFullscreen();
  const controls = useControlsVisible(fullscreen.active);
  const { editing, setEditing } = useEditing(photoId);
  const discardDraft = useDiscardDraft();
  const [question, setQuestion] = useState<LightboxQuestion | null>(null);
  usePhotoPageTitle(shown.photo?.title);

  const close = () => {
    fullscreen.exit();
    onClose(shown.photo);
  };
  const ask = (next: LightboxQuestion | null) => () => setQuestion(next);
  useLightboxKeys({
    paused: question !== null,
    editing,
    fullscreen,
    steps: shown.steps,
    onClose: close,
    onCancelEdit: ask('cancelEdit'),
    onStep,
  });
  const step = (target: number | null) =>
    target !== null && !editing ? () => onStep(target) : null;

  return {
    ...shown,
    deleted: removal.deleted,
    fullscreen: fullscreen.active,
    controls,
    editing,
    question,
    ask,
    close,
    requestClose: () => (editing ? setQuestion('leave') : close()),
    toggleFullscreen: editing
      ? null
      : () => (fullscreen.active ? fullscreen.exit() : fullscreen.enter()),
    previous: step(shown.steps.previous),
    next: step(shown.steps.next),
    startEdit: () => setEditing(true),
    endEdit: () => setEditing(false),
    confirmCancelEdit: () => {
      setQuestion(null);
      setEditing(false);
      if (photoId !== null) discardDraft(photoDraftOf(photoId));
    },
    confirmLeave: () => {
      setQuestion(null);
      setEditing(false);
      close();
    },
    confirmDelete: (target: Photo) => {
      setQuestion(null);
      removal.remove(target, close);
    },
  };
}
