import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  round6,
  SNACKBAR_MS,
  spotPath,
  type NewImageAnswer,
  type NewImageBody,
} from '@vantage/shared';
import { useLeaveWarning } from '../../core/leave-warning';
import { useDraft } from '../../core/use-draft';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError } from '../../lib/form-problems';
import { addTags } from '../new-spot';
import { httpUrlOrUndefined } from './link-images';
import { createImage, rememberNewImage } from './new-photo-api';
import {
  NEW_PHOTO_MESSAGES,
  newPhotoProblem,
  type NewPhotoField,
  type NewPhotoTab,
} from './new-photo-validation';
import type { LinkImages } from './use-link-images';
import type { PhotoUploadHandle } from './use-photo-upload';
import type { SpotChoice } from './use-spot-choice';

/** The success message of a new photograph. */
export const NEW_PHOTO_THANKS = 'Thank you for the new photograph!';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  newSpot: 'Spot',
  idSpot: 'Spot',
  id: 'Photograph',
  linkImgURL: 'Photograph',
};

/** The form's messages, by the field they are shown under. */
export type FieldErrors = Partial<Record<NewPhotoField | 'description', string>>;

/** The photograph could not be uploaded, so there is nothing to publish yet. */
class UploadMissing extends Error {}

/**
 * The photo title the user has not typed themselves follows the chosen file or image; a typed
 * one is kept as a draft.
 */
export interface PhotoTitle {
  title: string;
  /** Sets a typed title. */
  setTitle: (title: string) => void;
  touched: boolean;
  /** A typed title kept from an earlier visit came back. */
  restored: boolean;
  discard: () => void;
  /** Forgets the typed title once the photo is published. */
  saved: () => void;
}

/** Where the photograph comes from and where it was taken: the page's parts the form sends. */
export interface NewPhotoParts {
  upload: PhotoUploadHandle;
  link: LinkImages;
  choice: SpotChoice;
  photoTitle: PhotoTitle;
  /** Called once the photograph is published. */
  onPublished?: () => void;
}

/**
 * The new-photo form's state: the tab, the description and image type, the messages, and
 * Submit, which checks the form, publishes the photo and then opens its spot.
 */
export function useNewPhotoForm({ upload, link, choice, photoTitle, onPublished }: NewPhotoParts) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<NewPhotoTab>('upload');
  // The description is kept as a draft until the photo is published or the draft discarded.
  const descriptionDraft = useDraft({ editor: 'new-photo', object: 'new' }, '');
  const description = descriptionDraft.value;
  const setDescription = descriptionDraft.setValue;
  const [imgType, setImgType] = useState<0 | 1>(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [created, setCreated] = useState<NewImageAnswer | null>(null);
  const { title } = photoTitle;

  const chosen = tab === 'upload' ? upload.file !== null : link.selected !== null;
  useLeaveWarning(created === null && (chosen || description.trim() !== ''));
  // Navigating once the warning is off, so publishing never asks whether to leave.
  useEffect(() => {
    if (created) void navigate(spotPath(created.spot));
  }, [created, navigate]);

  // A pin placed or a spot clicked on the map answers the location message.
  useEffect(() => {
    if (choice.mode !== null) {
      setErrors((previous) =>
        previous.location ? { ...previous, location: undefined } : previous,
      );
    }
  }, [choice.mode]);

  const save = usePublishPhoto(
    { upload, link },
    { tab, title, description, imgType },
    {
      onCreated: (answer) => {
        descriptionDraft.saved();
        photoTitle.saved();
        onPublished?.();
        setCreated(answer);
      },
      onErrors: setErrors,
      onAlert: setAlert,
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tags = addTags(choice.tags, choice.tagText);
    choice.setTags(tags);
    choice.setTagText('');
    setAlert(null);
    const problem = newPhotoProblem({
      tab,
      fileChosen: upload.file !== null && upload.status !== 'failed',
      linkImageChosen: link.selected !== null,
      mode: choice.mode,
      spotTitle: choice.spotTitle,
      title,
    });
    setErrors(problem ? { [problem.field]: problem.message } : {});
    if (problem) return;
    if (choice.spot) {
      save.mutate({ idSpot: choice.spot.id });
    } else if (choice.pin) {
      const { lat, lng } = choice.pin;
      save.mutate({
        newSpot: { lat: round6(lat), long: round6(lng), title: choice.spotTitle.trim(), tags },
      });
    }
  };

  const clear = (field: keyof FieldErrors) => {
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  return {
    tab,
    setTab,
    description,
    setDescription,
    /** A description kept from an earlier visit came back. */
    descriptionRestored: descriptionDraft.restored,
    discardDescription: descriptionDraft.discard,
    imgType,
    setImgType,
    errors,
    setErrors,
    /** Hides one field's message, if it shows one. */
    clear,
    alert,
    submit,
    pending: save.isPending,
    /** Publishing, or published and on the way to the spot: the form takes no more input. */
    busy: save.isPending || created !== null,
  };
}

/**
 * Publishes the photograph of the open tab (the linked image with its credits, or the
 * uploaded file once its upload is done) at a spot, and thanks the user.
 */
function usePublishPhoto(
  { upload, link }: Pick<NewPhotoParts, 'upload' | 'link'>,
  details: { tab: NewPhotoTab; title: string; description: string; imgType: 0 | 1 },
  on: {
    onCreated: (answer: NewImageAnswer) => void;
    onErrors: (errors: FieldErrors) => void;
    onAlert: (message: string) => void;
  },
) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { tab, title, description, imgType } = details;
  return useMutation({
    mutationFn: async (location: Pick<NewImageBody, 'idSpot' | 'newSpot'>) => {
      const common = { title: title.trim(), description, imgType, ...location };
      if (tab === 'link') {
        const found = link.found;
        return createImage({
          ...common,
          linkImgURL: link.selected ?? undefined,
          linkURL: httpUrlOrUndefined(found?.url),
          author: found?.author ?? undefined,
          authorUrl: httpUrlOrUndefined(found?.authorUrl),
          license: found?.license ?? undefined,
        });
      }
      const answer = await upload.whenUploaded().catch(() => {
        throw new UploadMissing();
      });
      const exif = upload.read?.exif ?? answer.exif;
      return createImage({ ...common, id: answer.imageID, exif: exif ?? undefined });
    },
    onSuccess: (answer, location) => {
      rememberNewImage(queryClient, answer, location.newSpot !== undefined);
      snackbar.show(NEW_PHOTO_THANKS, { durationMs: SNACKBAR_MS.success });
      on.onCreated(answer);
    },
    onError: (error) => {
      if (error instanceof UploadMissing) {
        // The 'Upload error' dialog says why; the field asks for another file.
        on.onErrors({ photo: NEW_PHOTO_MESSAGES.noUpload });
        return;
      }
      const problem = describeApiError(error, FIELD_LABELS);
      if ('alert' in problem) on.onAlert(problem.alert);
      else if (problem.field === 'description') on.onErrors({ description: problem.message });
      else if (problem.field === 'title') on.onErrors({ title: problem.message });
      else on.onAlert(problem.message);
    },
  });
}
