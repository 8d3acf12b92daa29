import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  PHOTO_DESCRIPTION_MAX,
  PHOTO_TITLE_MAX,
  SNACKBAR_MS,
  applyExifEdit,
  formatExposure,
  type Exif,
  type Photo,
} from '@vantage/shared';
import { useState, type FormEvent } from 'react';
import { useLeaveWarning } from '../../core/leave-warning';
import { useDraft } from '../../core/use-draft';
import { DraftNote } from '../../components/draft-note';
import { useSnackbar } from '../../components/snackbar';
import { photoKey, refreshAroundPhoto, updatePhoto } from './photo-api';
import { SAVED_MESSAGE } from './photo-rules';
import { failureText } from './photo-votes';
import { ImageTypeToggle } from '../../components/image-type-toggle';

/** The EXIF fields a person may correct; Make is left out because saving drops it. */
const EXIF_FIELDS = [
  { key: 'Model', label: 'Camera model' },
  { key: 'Lens', label: 'Lens' },
  { key: 'Focal', label: 'Focal length (mm)' },
  { key: 'Focal35', label: '35 mm equivalent (mm)' },
  { key: 'FNumber', label: 'F-number' },
  { key: 'Exposure', label: 'Exposure (s), e.g. 1/250' },
  { key: 'ISO', label: 'ISO' },
  { key: 'Date', label: 'Date (yyyy:mm:dd hh:mm)' },
] as const satisfies readonly { key: keyof Exif; label: string }[];

type ExifKey = (typeof EXIF_FIELDS)[number]['key'];
type ExifTexts = Record<ExifKey, string>;

/** The EXIF of a photo as the form's texts; an exposure under 1 s reads as a fraction. */
export function exifTexts(exif: Exif | null): ExifTexts {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  const date = exif?.Date;
  return {
    Model: text(exif?.Model),
    Lens: text(exif?.Lens),
    Focal: text(exif?.Focal),
    Focal35: text(exif?.Focal35),
    FNumber: text(exif?.FNumber),
    Exposure: exif?.Exposure === undefined ? '' : formatExposure(exif.Exposure),
    ISO: text(exif?.ISO),
    // Epoch dates stay numbers unless the person retypes them; see toDraft.
    Date:
      typeof date === 'number'
        ? new Date(date).toISOString().slice(0, 16).replace('T', ' ')
        : text(date),
  };
}

function toDraft(texts: ExifTexts, original: Exif | null) {
  const untouchedDate = texts.Date === exifTexts(original).Date;
  return { ...texts, Date: untouchedDate ? original?.Date : texts.Date };
}

/** What the edit of a photo's draft is kept under. */
export function photoDraftOf(photoId: number) {
  return { editor: 'photo', object: photoId };
}

/** The owner's edit view: title, description, normal or test shot, where it was taken, EXIF. */
export function PhotoEditForm({
  photo,
  onCancel,
  onSaved,
}: {
  photo: Photo;
  onCancel: () => void;
  onSaved: () => void;
}) {
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
  const setTitle = set('title');
  const setDescription = set('description');
  const setImgType = set('imgType');
  const setPositionPublic = set('positionPublic');
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
      exif: applyExifEdit(photo.exif, toDraft(exif, photo.exif)),
    }).then(
      (saved) => {
        draft.saved();
        client.setQueryData(photoKey(photo.id), saved);
        refreshAroundPhoto(client, [photo.idSpot, saved.idSpot]);
        snackbar.show(SAVED_MESSAGE, { durationMs: SNACKBAR_MS.success });
        onSaved();
      },
      (error: unknown) => {
        setSaving(false);
        setProblem(failureText(error, 'The changes could not be saved. Please try again.'));
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Edit photo">
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        Edit photo
      </Typography>
      <Stack spacing={2}>
        {draft.restored && <DraftNote onDiscard={draft.discard} />}
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={titleProblem !== null}
          helperText={titleProblem}
          required
          fullWidth
          size="small"
        />
        <TextField
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={descriptionProblem !== null}
          helperText={descriptionProblem ?? 'Markdown: **bold**, *italic*, lists and links.'}
          multiline
          minRows={3}
          maxRows={10}
          fullWidth
          size="small"
        />
        <ImageTypeToggle value={imgType} onChange={setImgType} />
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={positionPublic}
                onChange={(event) => setPositionPublic(event.target.checked)}
                inputProps={{ 'aria-describedby': 'photo-position-help' }}
              />
            }
            label="Show everyone where this photo was taken"
          />
          <FormHelperText id="photo-position-help" sx={{ mt: 0 }}>
            {positionPublic
              ? "Everyone sees the camera's position from the photo's GPS data."
              : "Only you see the camera's position; everyone else sees the spot's."}
          </FormHelperText>
        </Box>
        <Box
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            EXIF
          </Typography>
          {EXIF_FIELDS.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              value={exif[key]}
              onChange={(event) =>
                draft.setValue((current) => ({
                  ...current,
                  exif: { ...current.exif, [key]: event.target.value },
                }))
              }
              size="small"
              sx={
                key === 'Model' || key === 'Lens' || key === 'Date'
                  ? { gridColumn: '1 / -1' }
                  : undefined
              }
            />
          ))}
        </Box>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving || titleProblem !== null}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
