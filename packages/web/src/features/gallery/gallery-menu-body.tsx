import { useState, type KeyboardEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { GALLERY_TITLE_MAX, type SpotListMembership } from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { createGallery, membershipQuery, toggleInGallery, type GalleryTarget } from './gallery-api';

/** The member's galleries holding the target, toggled in place, and a new gallery made for it. */
function useGalleryMembership(target: GalleryTarget, onDone: () => void) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const options = membershipQuery(target);
  const query = useQuery(options);
  const [creating, setCreating] = useState(false);
  const [title, setTitle] = useState('');

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['galleryMembership'] });
    void queryClient.invalidateQueries({ queryKey: ['galleries'] });
    void queryClient.invalidateQueries({ queryKey: ['gallery'] });
  };
  const toggle = useMutation({
    mutationFn: ({ id, add }: { id: number; add: boolean }) => toggleInGallery(id, target, add),
    onMutate: ({ id, add }) => {
      queryClient.setQueryData<SpotListMembership>(options.queryKey, (rows) =>
        rows?.map((row) => (row.id === id ? { ...row, has: add } : row)),
      );
    },
    onError: (error) => {
      snackbar.show(apiErrorText(error));
      refresh();
    },
    onSettled: refresh,
  });
  const create = useMutation({
    mutationFn: () => createGallery(title.trim(), target),
    onSuccess: (answer) => {
      setTitle('');
      setCreating(false);
      snackbar.show(`Added to the new gallery ${answer.spotList?.title ?? ''}.`);
      refresh();
      onDone();
    },
    onError: (error) => snackbar.show(apiErrorText(error)),
  });
  return {
    query,
    toggle: (id: number, add: boolean) => toggle.mutate({ id, add }),
    creating,
    startCreating: () => setCreating(true),
    title,
    setTitle,
    canCreate: title.trim() !== '' && !create.isPending,
    create: () => create.mutate(),
  };
}

/** The menu's rows: the member's galleries, each toggling the target, and the new gallery field. */
export function GalleryMenuBody({ target, onDone }: { target: GalleryTarget; onDone: () => void }) {
  const membership = useGalleryMembership(target, onDone);
  const { query } = membership;

  return (
    <>
      {query.isPending && (
        <Box sx={{ px: 2, py: 1 }}>
          <Skeleton width={180} />
          <Skeleton width={140} />
        </Box>
      )}
      {query.isError && (
        <Typography color="error" sx={{ px: 2, py: 1 }}>
          {apiErrorText(query.error)}
        </Typography>
      )}
      {query.data?.map((row) => (
        <MenuItem
          key={row.id}
          onClick={() => membership.toggle(row.id, !row.has)}
          role="menuitemcheckbox"
          aria-checked={row.has}
        >
          <ListItemIcon>
            <Checkbox edge="start" checked={row.has} tabIndex={-1} disableRipple size="small" />
          </ListItemIcon>
          <ListItemText primary={row.title} />
          {!row.isPublic && <LockIcon fontSize="small" color="action" aria-label="private" />}
        </MenuItem>
      ))}
      {query.data && query.data.length > 0 && <Divider />}
      <NewGalleryField membership={membership} />
    </>
  );
}

/** The title field that reveals creating a new gallery; Enter creates it too. */
function NewGalleryField({ membership }: { membership: ReturnType<typeof useGalleryMembership> }) {
  const onKey = (event: KeyboardEvent) => {
    // Keys typed into the field stay with it, not the menu's type-ahead.
    event.stopPropagation();
    if (event.key === 'Enter' && membership.canCreate) {
      event.preventDefault();
      membership.create();
    }
  };
  return (
    <Box sx={{ px: 2, py: 1, width: 280 }} onKeyDown={(event) => event.stopPropagation()}>
      <TextField
        size="small"
        fullWidth
        label="New gallery"
        placeholder="Gallery title"
        value={membership.title}
        onFocus={membership.startCreating}
        onClick={membership.startCreating}
        onChange={(event) => membership.setTitle(event.target.value)}
        onKeyDown={onKey}
        slotProps={{ htmlInput: { maxLength: GALLERY_TITLE_MAX } }}
      />
      {membership.creating && (
        <Button
          sx={{ mt: 1 }}
          variant="contained"
          size="small"
          fullWidth
          disabled={!membership.canCreate}
          onClick={membership.create}
        >
          Create gallery
        </Button>
      )}
    </Box>
  );
}
