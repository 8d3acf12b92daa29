import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PHOTO_DESCRIPTION_MAX,
  PHOTO_TITLE_MAX,
  round6,
  SNACKBAR_MS,
  spotPath,
  type NewImageAnswer,
  type NewImageBody,
} from '@vantage/shared';
import { useLeaveWarning } from '../../core/leave-warning';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError } from '../../lib/form-problems';
import { addTags } from '../new-spot';
import { LinkTab } from './link-tab';
import { httpUrlOrUndefined } from './link-images';
import { createImage, rememberNewImage } from './new-photo-api';
import {
  NEW_PHOTO_MESSAGES,
  newPhotoProblem,
  type NewPhotoField,
  type NewPhotoTab,
} from './new-photo-validation';
import { SpotChoicePanel } from './spot-choice-panel';
import { UploadTab } from './upload-tab';
import type { LinkImages } from './use-link-images';
import type { PhotoUploadHandle } from './use-photo-upload';
import type { SpotChoice } from './use-spot-choice';
import { ImageTypeToggle } from '../../components/image-type-toggle';

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

type FieldErrors = Partial<Record<NewPhotoField | 'description', string>>;

/** The photograph could not be uploaded, so there is nothing to publish yet. */
class UploadMissing extends Error {}

/** The photo title the user has not typed themselves follows the chosen file or image. */
export interface PhotoTitle {
  title: string;
  setTitle: (title: string) => void;
  touched: boolean;
  setTouched: (touched: boolean) => void;
}

/**
 * The new-photo form: the two tabs, then title, description, image type and
 * location; Submit publishes the photo and opens its spot.
 */
export function NewPhotoForm({
  upload,
  link,
  choice,
  photoTitle,
  mapSlot,
}: {
  upload: PhotoUploadHandle;
  link: LinkImages;
  choice: SpotChoice;
  photoTitle: PhotoTitle;
  /** The map, when it is part of the form (on a phone). */
  mapSlot?: ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [tab, setTab] = useState<NewPhotoTab>('upload');
  const [description, setDescription] = useState('');
  const [imgType, setImgType] = useState<0 | 1>(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [created, setCreated] = useState<NewImageAnswer | null>(null);
  const { title, setTitle, setTouched } = photoTitle;

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

  const save = useMutation({
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
      setCreated(answer);
    },
    onError: (error) => {
      if (error instanceof UploadMissing) {
        // The 'Upload error' dialog says why; the field asks for another file.
        setErrors({ photo: NEW_PHOTO_MESSAGES.noUpload });
        return;
      }
      const problem = describeApiError(error, FIELD_LABELS);
      if ('alert' in problem) setAlert(problem.alert);
      else if (problem.field === 'description') setErrors({ description: problem.message });
      else if (problem.field === 'title') setErrors({ title: problem.message });
      else setAlert(problem.message);
    },
  });

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

  const busy = save.isPending || created !== null;
  const clear = (field: keyof FieldErrors) => {
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        New photo
      </Typography>
      <Box>
        <Tabs
          value={tab}
          onChange={(_, next: NewPhotoTab) => {
            setTab(next);
            clear('photo');
          }}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          <Tab value="upload" label="Upload a Photograph" disabled={busy} />
          <Tab value="link" label="Link from Web" disabled={busy} />
        </Tabs>
        {tab === 'upload' ? (
          <UploadTab
            upload={upload}
            disabled={busy}
            error={errors.photo}
            onChoose={(file) => {
              clear('photo');
              upload.choose(file);
            }}
          />
        ) : (
          <LinkTab link={link} disabled={busy} error={errors.photo} />
        )}
      </Box>

      <Box component="form" noValidate onSubmit={submit} aria-label="New photo">
        <Stack spacing={2}>
          <TextField
            label="Title"
            required
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setTouched(true);
              clear('title');
            }}
            error={Boolean(errors.title)}
            helperText={errors.title}
            disabled={busy}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: PHOTO_TITLE_MAX } }}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              clear('description');
            }}
            error={Boolean(errors.description)}
            helperText={errors.description ?? 'Markdown: **bold**, *italic*, [link](https://…)'}
            disabled={busy}
            multiline
            minRows={3}
            maxRows={10}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: PHOTO_DESCRIPTION_MAX } }}
          />
          <ImageTypeToggle value={imgType} onChange={setImgType} disabled={busy} />

          <Divider />
          <SpotChoicePanel
            choice={choice}
            errors={errors}
            disabled={busy}
            map={mapSlot}
            onEdit={() => setErrors({ ...errors, location: undefined, spotTitle: undefined })}
          />

          {alert && <Alert severity="error">{alert}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {save.isPending ? 'Submitting…' : 'Submit'}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
