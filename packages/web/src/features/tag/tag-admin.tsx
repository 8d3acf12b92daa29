import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TagPage, TagRect } from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { DeleteDialog } from '../../components/delete-dialog';
import { useSnackbar } from '../../components/snackbar';
import { deleteTag, tagPageQuery, updateTagRect } from './tag-api';
import { TagRectMap } from './tag-rect-map';
import { TagSettingsForm } from './tag-settings-form';
import { useTagSaved } from './use-tag-settings';

/** The rectangle the tag's map shows, drawn corner to corner on a map. */
function TagRectSection({ page }: { page: TagPage }) {
  const [rect, setRect] = useState<TagRect | null>(page.rect);
  const saved = useTagSaved(page);
  const saveRect = useMutation({
    mutationFn: (next: TagRect) => updateTagRect(page.idTag, next),
    onSuccess: saved,
  });
  return (
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
  );
}

function DeleteTagButton({ page }: { page: TagPage }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteTag(page.idTag),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tagPageQuery(page.tag).queryKey });
      snackbar.show(`The tag ${page.tag} was deleted.`);
      void navigate('/');
    },
  });
  return (
    <Box>
      <Button color="error" variant="outlined" onClick={() => setConfirmDelete(true)}>
        Delete tag
      </Button>
      <DeleteDialog
        open={confirmDelete}
        title="Really delete the tag?"
        error={remove.isError ? apiErrorText(remove.error) : null}
        pending={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onDelete={() => remove.mutate()}
      />
    </Box>
  );
}

/** The Admin tab: the tag's header, parent, OSM reference, info text, map rectangle, deletion. */
export function TagAdmin({ page }: { page: TagPage }) {
  return (
    <Stack spacing={4} sx={{ maxWidth: 760 }}>
      <TagSettingsForm page={page} />
      <TagRectSection page={page} />
      <DeleteTagButton page={page} />
    </Stack>
  );
}
