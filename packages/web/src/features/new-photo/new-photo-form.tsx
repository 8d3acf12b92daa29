import type { ReactNode } from 'react';
import { DraftNote } from '../../components/draft-note';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PHOTO_DESCRIPTION_MAX, PHOTO_TITLE_MAX } from '@vantage/shared';
import { ImageTypeToggle } from '../../components/image-type-toggle';
import { FlickrImportEntry } from '../import';
import { PhotoSourceTabs } from './photo-source-tabs';
import { SpotChoicePanel } from './spot-choice-panel';
import { useNewPhotoForm, type NewPhotoParts } from './use-new-photo-form';

/**
 * The new-photo form: the two tabs, then title, description, image type and
 * location; Submit publishes the photo and opens its spot.
 */
export function NewPhotoForm({
  mapSlot,
  sharedSlot,
  ...parts
}: NewPhotoParts & {
  /** The map, when it is part of the form (on a phone). */
  mapSlot?: ReactNode;
  /** Photos shared to the app, above the tabs. */
  sharedSlot?: ReactNode;
}) {
  const { upload, link, choice, photoTitle } = parts;
  const form = useNewPhotoForm(parts);
  const { errors, busy, clear } = form;
  const { title, setTitle } = photoTitle;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          New photo
        </Typography>
        <FlickrImportEntry />
      </Stack>
      {sharedSlot}
      <PhotoSourceTabs
        tab={form.tab}
        onTab={(next) => {
          form.setTab(next);
          clear('photo');
        }}
        upload={upload}
        link={link}
        disabled={busy}
        error={errors.photo}
        onChooseFile={(file) => {
          clear('photo');
          upload.choose(file);
        }}
      />

      <Box component="form" noValidate onSubmit={form.submit} aria-label="New photo">
        <Stack spacing={2}>
          {photoTitle.restored && <DraftNote onDiscard={photoTitle.discard} />}
          <TextField
            label="Title"
            required
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              clear('title');
            }}
            error={Boolean(errors.title)}
            helperText={errors.title}
            disabled={busy}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: PHOTO_TITLE_MAX } }}
          />
          {form.descriptionRestored && <DraftNote onDiscard={form.discardDescription} />}
          <TextField
            label="Description"
            value={form.description}
            onChange={(event) => {
              form.setDescription(event.target.value);
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
          <ImageTypeToggle value={form.imgType} onChange={form.setImgType} disabled={busy} />

          <Divider />
          <SpotChoicePanel
            choice={choice}
            errors={errors}
            disabled={busy}
            map={mapSlot}
            onEdit={() => form.setErrors({ ...errors, location: undefined, spotTitle: undefined })}
          />

          {form.alert && <Alert severity="error">{form.alert}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {form.pending ? 'Submitting…' : 'Submit'}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
