import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { GALLERY_DESCRIPTION_MAX, GALLERY_TITLE_MAX, type SpotList } from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { DeleteDialog } from '../../components/delete-dialog';
import { DraftNote } from '../../components/draft-note';
import { useGalleryEdit } from './use-gallery-edit';

/** The owner's form for a gallery's title, text and visibility. */
export function GalleryEditForm({ list, onClose }: { list: SpotList; onClose: () => void }) {
  const edit = useGalleryEdit(list, onClose);
  const { title, description, isPublic } = edit.fields;
  const { draft, save, remove } = edit;
  if (edit.gone) return <Navigate to={edit.gone} replace />;

  return (
    <Box
      component="form"
      aria-label="Edit gallery"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {draft.restored && <DraftNote onDiscard={draft.discard} />}
        <TextField
          label="Title"
          value={title}
          onChange={(event) => edit.setTitle(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: GALLERY_TITLE_MAX } }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(event) => edit.setDescription(event.target.value)}
          multiline
          minRows={3}
          maxRows={10}
          slotProps={{ htmlInput: { maxLength: GALLERY_DESCRIPTION_MAX } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={isPublic}
              onChange={(event) => edit.setIsPublic(event.target.checked)}
            />
          }
          label={isPublic ? 'Public: anyone with the link sees it' : 'Private: only you see it'}
        />
        {save.isError && <Alert severity="error">{apiErrorText(save.error)}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || title.trim() === ''}
          >
            Save
          </Button>
          <Button onClick={edit.close}>Cancel</Button>
          <Box sx={{ flex: 1 }} />
          <Button color="error" onClick={() => edit.setConfirm(true)}>
            Delete gallery
          </Button>
        </Stack>
      </Stack>
      <DeleteDialog
        open={edit.confirm}
        title="Delete this gallery?"
        pending={remove.isPending}
        error={remove.isError ? apiErrorText(remove.error) : null}
        onCancel={() => edit.setConfirm(false)}
        onDelete={() => remove.mutate()}
        message={
          <>The gallery {list.title} will be deleted. Its spots and photos stay on the site.</>
        }
      />
    </Box>
  );
}
