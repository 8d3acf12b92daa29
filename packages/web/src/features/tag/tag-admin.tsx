import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  photoIdFromText,
  TAG_HEADER_OFFSET_MAX,
  TAG_HEADER_OFFSET_MIN,
  type TagPage,
  type TagRect,
  type TagUpdateBody,
} from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { DraftNote } from '../../components/draft-note';
import { useSnackbar } from '../../components/snackbar';
import { useDraft } from '../../core/use-draft';
import { deleteTag, tagPageQuery, updateTag, updateTagRect } from './tag-api';
import { TagRectMap } from './tag-rect-map';

/** The Admin tab: the tag's header, parent, OSM reference, info text, map rectangle, deletion. */
export function TagAdmin({ page }: { page: TagPage }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [parentTag, setParentTag] = useState(page.parentTag ?? '');
  const [imgSquare, setImgSquare] = useState(page.imgSquare ? String(page.imgSquare.id) : '');
  const [imgHead, setImgHead] = useState(page.imgHead ? String(page.imgHead.id) : '');
  const [offset, setOffset] = useState(page.imgHeadOffset);
  const [idOSM, setIdOSM] = useState(page.idOSM ? String(page.idOSM) : '');
  const [osmType, setOsmType] = useState(page.osmType ?? '');
  // The info text is kept as a draft until saved or discarded.
  const infoDraft = useDraft({ editor: 'tag-info', object: page.idTag }, page.infoText ?? '');
  const infoText = infoDraft.value;
  const [rect, setRect] = useState<TagRect | null>(page.rect);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const saved = (next: TagPage) => {
    queryClient.setQueryData(tagPageQuery(page.tag).queryKey, next);
    snackbar.show('Changes were saved.');
  };
  const save = useMutation({
    mutationFn: updateTag,
    onSuccess: (next) => {
      infoDraft.saved();
      saved(next);
    },
  });
  const saveRect = useMutation({
    mutationFn: (next: TagRect) => updateTagRect(page.idTag, next),
    onSuccess: saved,
  });
  const remove = useMutation({
    mutationFn: () => deleteTag(page.idTag),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tagPageQuery(page.tag).queryKey });
      snackbar.show(`The tag ${page.tag} was deleted.`);
      void navigate('/');
    },
  });

  const photoField = (text: string) => (text.trim() === '' ? null : photoIdFromText(text));
  const squareId = photoField(imgSquare);
  const headId = photoField(imgHead);
  const invalidSquare = imgSquare.trim() !== '' && squareId === null;
  const invalidHead = imgHead.trim() !== '' && headId === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const newData: TagUpdateBody['newData'] = {
      parentTag: parentTag.trim() || null,
      imgSquare: squareId,
      imgHead: headId,
      imgHeadOffset: offset,
      idOSM: idOSM.trim() ? Number(idOSM) : null,
      osmType: osmType === '' ? null : (osmType as 'node' | 'way' | 'relation'),
      infoText: infoText.trim() ? infoText : null,
    };
    save.mutate({ idTag: page.idTag, newData });
  };

  return (
    <Stack spacing={4} sx={{ maxWidth: 760 }}>
      <Box component="form" onSubmit={submit} aria-label="Tag settings">
        <Stack spacing={2.5}>
          <TextField
            label="Parent tag"
            value={parentTag}
            onChange={(event) => setParentTag(event.target.value)}
            helperText="The larger place this tag belongs to; empty for none."
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Square image (photo URL or id)"
              value={imgSquare}
              onChange={(event) => setImgSquare(event.target.value)}
              error={invalidSquare}
              helperText={invalidSquare ? 'Not a photo URL or id' : ' '}
              fullWidth
            />
            <TextField
              label="Header image (photo URL or id)"
              value={imgHead}
              onChange={(event) => setImgHead(event.target.value)}
              error={invalidHead}
              helperText={invalidHead ? 'Not a photo URL or id' : ' '}
              fullWidth
            />
          </Stack>
          <Box>
            <Typography id="tag-offset-label" gutterBottom>
              Header image offset: {offset}
            </Typography>
            <Slider
              value={offset}
              min={TAG_HEADER_OFFSET_MIN}
              max={TAG_HEADER_OFFSET_MAX}
              onChange={(_, value) => setOffset(value)}
              valueLabelDisplay="auto"
              slotProps={{ input: { 'aria-labelledby': 'tag-offset-label' } }}
            />
            {page.imgHead && (
              <Box
                aria-hidden
                data-testid="tag-offset-preview"
                sx={{
                  height: 96,
                  borderRadius: 1,
                  backgroundImage: `url(${page.imgHead.urls.large})`,
                  backgroundSize: 'cover',
                  backgroundPosition: `center ${offset}%`,
                }}
              />
            )}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="OSM id"
              value={idOSM}
              onChange={(event) => setIdOSM(event.target.value.replace(/\D/g, ''))}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
            <TextField
              select
              label="OSM type"
              value={osmType}
              onChange={(event) => setOsmType(event.target.value)}
              fullWidth
            >
              <MenuItem value="">none</MenuItem>
              <MenuItem value="node">node</MenuItem>
              <MenuItem value="way">way</MenuItem>
              <MenuItem value="relation">relation</MenuItem>
            </TextField>
          </Stack>
          {infoDraft.restored && <DraftNote onDiscard={infoDraft.discard} />}
          <TextField
            label="Info text (markdown)"
            value={infoText}
            onChange={(event) => infoDraft.setValue(event.target.value)}
            multiline
            minRows={4}
          />
          {save.isError && <Alert severity="error">{apiErrorText(save.error)}</Alert>}
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending || invalidHead || invalidSquare}
            >
              Update
            </Button>
          </Box>
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="tag-rect-title">
        <Typography id="tag-rect-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
          Map rectangle
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Click one corner, then the opposite corner.
          {rect && ` Now: ${rect.map((value) => value.toFixed(3)).join(', ')}`}
        </Typography>
        <TagRectMap rect={rect} spots={page.bestSpots} onRect={setRect} />
        {saveRect.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {apiErrorText(saveRect.error)}
          </Alert>
        )}
        <Button
          sx={{ mt: 1.5 }}
          variant="outlined"
          disabled={!rect || saveRect.isPending}
          onClick={() => rect && saveRect.mutate(rect)}
        >
          Update map rectangle
        </Button>
      </Box>

      <Box>
        <Button color="error" variant="outlined" onClick={() => setConfirmDelete(true)}>
          Delete tag
        </Button>
        <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
          <DialogTitle>Really delete the tag?</DialogTitle>
          {remove.isError && <Alert severity="error">{apiErrorText(remove.error)}</Alert>}
          <DialogActions>
            <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
            <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Delete
            </Button>
          </DialogActions>
        </Dialog>
      </Box>
    </Stack>
  );
}
