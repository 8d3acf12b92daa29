import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  galleryPath,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_TITLE_MAX,
  type SpotList,
} from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { DraftNote } from '../../components/draft-note';
import { useSnackbar } from '../../components/snackbar';
import { profilePath } from '../../core/current-user';
import { useDraft } from '../../core/use-draft';
import { updateGallery } from './gallery-api';

/** The owner's form for a gallery's title, text and visibility. */
export function GalleryEditForm({ list, onClose }: { list: SpotList; onClose: () => void }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const draft = useDraft(
    { editor: 'gallery', object: list.id },
    { title: list.title, description: list.description, isPublic: list.isPublic },
  );
  const { title, description, isPublic } = draft.value;
  const setTitle = (next: string) => draft.setValue((current) => ({ ...current, title: next }));
  const setDescription = (next: string) =>
    draft.setValue((current) => ({ ...current, description: next }));
  const setIsPublic = (next: boolean) =>
    draft.setValue((current) => ({ ...current, isPublic: next }));
  const close = () => {
    draft.discard();
    onClose();
  };
  const [confirm, setConfirm] = useState(false);
  const [gone, setGone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => updateGallery({ id: list.id, title: title.trim(), description, isPublic }),
    onSuccess: (answer) => {
      draft.saved();
      void queryClient.invalidateQueries({ queryKey: ['gallery'] });
      void queryClient.invalidateQueries({ queryKey: ['galleries'] });
      snackbar.show('Changes were saved.');
      onClose();
      if (answer.spotList && answer.spotList.urlTitle !== list.urlTitle) {
        void navigate(galleryPath(answer.spotList), { replace: true });
      }
    },
  });
  const remove = useMutation({
    mutationFn: () => updateGallery({ id: list.id, delete: true }),
    onSuccess: () => {
      draft.saved();
      void queryClient.invalidateQueries({ queryKey: ['galleries'] });
      snackbar.show(`The gallery ${list.title} was deleted.`);
      setGone(profilePath(list.owner, 'galleries'));
    },
  });
  if (gone) return <Navigate to={gone} replace />;

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
          onChange={(event) => setTitle(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: GALLERY_TITLE_MAX } }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={3}
          maxRows={10}
          slotProps={{ htmlInput: { maxLength: GALLERY_DESCRIPTION_MAX } }}
        />
        <FormControlLabel
          control={
            <Switch checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
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
          <Button onClick={close}>Cancel</Button>
          <Box sx={{ flex: 1 }} />
          <Button color="error" onClick={() => setConfirm(true)}>
            Delete gallery
          </Button>
        </Stack>
      </Stack>
      <Dialog open={confirm} onClose={() => setConfirm(false)}>
        <DialogTitle>Delete this gallery?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The gallery {list.title} will be deleted. Its spots and photos stay on the site.
          </DialogContentText>
          {remove.isError && <Alert severity="error">{apiErrorText(remove.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>Cancel</Button>
          <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
