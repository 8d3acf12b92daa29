import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  PhotoList,
  PopularLocationList,
  type ImageRef,
  type PopularLocation,
} from '@vantage/shared';
import { apiErrorText, apiFetch, apiPost } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { POPULAR_LOCATIONS_KEY } from '../home';

/** A row of the list being edited: the tag and the sample photo chosen for it. */
interface Row {
  tag: string;
  idPhoto: number | null;
  image: ImageRef | null;
}

const PICKER_PHOTOS = 12;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The tag's best photos to choose its sample from. */
function PhotoPicker({ tag, onPick }: { tag: string; onPick: (image: ImageRef) => void }) {
  const photos = useQuery({
    queryKey: ['tagPhotos', tag, PICKER_PHOTOS],
    queryFn: () =>
      apiFetch(
        `/tagPhotos/${encodeURIComponent(tag.replace(/ /g, '_'))}?limit=${PICKER_PHOTOS}`,
        PhotoList,
      ),
  });
  if (photos.isError) return <Typography color="error">The photos could not be loaded.</Typography>;
  if (photos.data?.length === 0) {
    return <Typography color="text.secondary">No photo carries this tag yet.</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {photos.data?.map((photo) => (
        <ButtonBase
          key={photo.id}
          onClick={() => onPick(photo)}
          aria-label={`Use ${photo.title || `photo ${photo.id}`}`}
          sx={{ borderRadius: 1, overflow: 'hidden' }}
        >
          <Box
            component="img"
            src={photo.urls.thumb}
            alt=""
            sx={{ width: 96, height: 64, objectFit: 'cover' }}
          />
        </ButtonBase>
      ))}
    </Box>
  );
}

/** One tag of the list with its photo and the controls to move, re-photograph or remove it. */
function EditorRow({
  row,
  index,
  count,
  onMove,
  onRemove,
  onPhoto,
}: {
  row: Row;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  onPhoto: (image: ImageRef) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 72,
            height: 48,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'grey.200',
            flexShrink: 0,
          }}
        >
          {row.image && (
            <Box
              component="img"
              src={row.image.urls.thumb}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
        </Box>
        <Typography sx={{ flex: 1, fontWeight: 600, minWidth: 0 }} noWrap>
          {row.tag}
        </Typography>
        <Button size="small" onClick={() => setPicking((open) => !open)} aria-expanded={picking}>
          Photo
        </Button>
        <IconButton
          aria-label={`Move ${row.tag} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={`Move ${row.tag} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Remove ${row.tag}`} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      {picking && (
        <Box sx={{ mt: 1 }}>
          <PhotoPicker
            tag={row.tag}
            onPick={(image) => {
              onPhoto(image);
              setPicking(false);
            }}
          />
        </Box>
      )}
    </Box>
  );
}

/** Administrators add, remove and reorder the Popular Locations and choose their photos. */
export function PopularLocationsEditor({
  locations,
  onClose,
}: {
  locations: readonly PopularLocation[];
  onClose: () => void;
}) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [rows, setRows] = useState<Row[]>(() =>
    locations.map((location) => ({
      tag: location.tag,
      idPhoto: location.idPhoto,
      image: location.image,
    })),
  );
  const [newTag, setNewTag] = useState('');
  const save = useMutation({
    mutationFn: () =>
      apiPost(
        '/popularLocations',
        { locations: rows.map((row) => ({ tag: row.tag, idPhoto: row.idPhoto })) },
        PopularLocationList,
      ),
    onSuccess: (answer) => {
      client.setQueryData(POPULAR_LOCATIONS_KEY, answer);
      snackbar.show('Changes were saved.');
      onClose();
    },
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = newTag.trim();
    if (tag === '' || rows.some((row) => row.tag.toLowerCase() === tag.toLowerCase())) return;
    setRows([...rows, { tag, idPhoto: null, image: null }]);
    setNewTag('');
  };
  const patch = (index: number, change: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="popular-editor-title">
      <DialogTitle id="popular-editor-title">Edit Popular Locations</DialogTitle>
      <DialogContent>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row, index) => (
            <EditorRow
              key={row.tag}
              row={row}
              index={index}
              count={rows.length}
              onMove={(to) => setRows(moved(rows, index, to))}
              onRemove={() => setRows(rows.filter((_, i) => i !== index))}
              onPhoto={(image) => patch(index, { idPhoto: image.id, image })}
            />
          ))}
        </Box>
        <Stack component="form" direction="row" spacing={1} onSubmit={add} sx={{ mt: 2 }}>
          <TextField
            size="small"
            label="Tag"
            value={newTag}
            onChange={(event) => setNewTag(event.target.value)}
            sx={{ flex: 1 }}
          />
          <Button type="submit" disabled={newTag.trim() === ''}>
            Add
          </Button>
        </Stack>
        {save.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorText(save.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
