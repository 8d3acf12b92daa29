import { useQueryClient } from '@tanstack/react-query';
import {
  HELD_FOR_REVIEW_MESSAGE,
  PHOTO_DESCRIPTION_MAX,
  PHOTO_TITLE_MAX,
  SNACKBAR_MS,
  applyExifEdit,
  type Photo,
} from '@vantage/shared';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/snackbar';
import { useLeaveWarning } from '../../core/leave-warning';
import { useDraft } from '../../core/use-draft';
import { exifDraft, exifTexts } from './exif-fields';
import { photoKey, refreshAroundPhoto, updatePhoto } from './photo-api';
import { SAVED_MESSAGE } from './photo-rules';
import { failureText } from './photo-votes';

/** What the edit of a photo's draft is kept under. */
export function photoDraftOf(photoId: number) {
  return { editor: 'photo', object: photoId };
}

/** The photo edit form's state: its draft, its problems and the save. */
export function usePhotoEdit(photo: Photo, onSaved: () => void) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  // Kept as a draft until saved or cancelled: a reload or a failed save loses nothing.
  const draft = useDraft(photoDraftOf(photo.id), {
    title: photo.title,
    description: photo.description,
    imgType: photo.imgType,
    positionPublic: photo.positionPublic,
    exif: exifTexts(photo.exif),
  });
  const { title, description, imgType, positionPublic, exif } = draft.value;
  const set =
    <K extends keyof typeof draft.value>(field: K) =>
    (next: (typeof draft.value)[K]) =>
      draft.setValue((current) => ({ ...current, [field]: next }));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useLeaveWarning(!saving);

  const titleProblem =
    title.trim() === ''
      ? 'Please enter a title.'
      : title.trim().length > PHOTO_TITLE_MAX
        ? `The title may have at most ${PHOTO_TITLE_MAX} characters.`
        : null;
  const descriptionProblem =
    description.length > PHOTO_DESCRIPTION_MAX
      ? `The description may have at most ${PHOTO_DESCRIPTION_MAX} characters.`
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (titleProblem || descriptionProblem || saving) return;
    setSaving(true);
    setProblem(null);
    updatePhoto(photo.id, {
      title: title.trim(),
      description,
      imgType,
      positionPublic,
      exif: applyExifEdit(photo.exif, exifDraft(exif, photo.exif)),
    }).then(
      (saved) => {
        draft.saved();
        client.setQueryData(photoKey(photo.id), saved);
        refreshAroundPhoto(client, [photo.idSpot, saved.idSpot]);
        if (saved.held) snackbar.show(HELD_FOR_REVIEW_MESSAGE);
        else snackbar.show(SAVED_MESSAGE, { durationMs: SNACKBAR_MS.success });
        onSaved();
      },
      (error: unknown) => {
        setSaving(false);
        setProblem(failureText(error, 'The changes could not be saved. Please try again.'));
      },
    );
  };

  return {
    draft,
    fields: draft.value,
    setTitle: set('title'),
    setDescription: set('description'),
    setImgType: set('imgType'),
    setPositionPublic: set('positionPublic'),
    setExif: (key: keyof typeof exif, text: string) =>
      draft.setValue((current) => ({ ...current, exif: { ...current.exif, [key]: text } })),
    saving,
    problem,
    titleProblem,
    descriptionProblem,
    submit,
  };
}
