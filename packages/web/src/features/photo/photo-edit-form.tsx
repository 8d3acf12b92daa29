import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Photo } from '@vantage/shared';
import { DraftNote } from '../../components/draft-note';
import { ImageTypeToggle } from '../../components/image-type-toggle';
import { ExifFieldset } from './exif-fields';
import { usePhotoEdit } from './use-photo-edit';

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
  const edit = usePhotoEdit(photo, onSaved);
  const { title, description, imgType, positionPublic, exif } = edit.fields;
  const { saving, titleProblem, descriptionProblem } = edit;

  return (
    <Box component="form" onSubmit={edit.submit} noValidate aria-label="Edit photo">
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        Edit photo
      </Typography>
      <Stack spacing={2}>
        {edit.draft.restored && <DraftNote onDiscard={edit.draft.discard} />}
        <TextField
          label="Title"
          value={title}
          onChange={(event) => edit.setTitle(event.target.value)}
          error={titleProblem !== null}
          helperText={titleProblem}
          required
          fullWidth
          size="small"
        />
        <TextField
          label="Description"
          value={description}
          onChange={(event) => edit.setDescription(event.target.value)}
          error={descriptionProblem !== null}
          helperText={descriptionProblem ?? 'Markdown: **bold**, *italic*, lists and links.'}
          multiline
          minRows={3}
          maxRows={10}
          fullWidth
          size="small"
        />
        <ImageTypeToggle value={imgType} onChange={edit.setImgType} />
        <PositionSwitch value={positionPublic} onChange={edit.setPositionPublic} />
        <ExifFieldset texts={exif} onChange={edit.setExif} />
        {edit.problem && <Alert severity="error">{edit.problem}</Alert>}
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

/** Whether everyone sees where the photo was taken, with what that means. */
function PositionSwitch({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={value}
            onChange={(event) => onChange(event.target.checked)}
            inputProps={{ 'aria-describedby': 'photo-position-help' }}
          />
        }
        label="Show everyone where this photo was taken"
      />
      <FormHelperText id="photo-position-help" sx={{ mt: 0 }}>
        {value
          ? "Everyone sees the camera's position from the photo's GPS data."
          : "Only you see the camera's position; everyone else sees the spot's."}
      </FormHelperText>
    </Box>
  );
}
