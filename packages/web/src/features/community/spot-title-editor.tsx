import { useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SPOT_TITLE_MAX, type Spot } from '@vantage/shared';
import { useDraft } from '../../core/use-draft';
import { DraftNote } from '../../components/draft-note';
import { useSnackbar } from '../../components/snackbar';
import { failureText } from '../../components/vote-control';
import { proposeTitle, refreshSpot, setSpotFields } from './community-api';
import { TITLE_PENDING_MESSAGE, titleDraftOf } from './spot-title';

/** The title proposal's field, kept as a draft until proposed or cancelled. */
export function SpotTitleEditor({ spot, onClose }: { spot: Spot; onClose: () => void }) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const draft = useDraft(titleDraftOf(spot), spot.title);
  const [saving, setSaving] = useState(false);
  const close = () => {
    draft.discard();
    onClose();
  };

  const save = () => {
    const title = draft.value.trim();
    if (title === '' || title === spot.title) {
      close();
      return;
    }
    setSaving(true);
    proposeTitle(spot.id, title)
      .then(
        (answer) => {
          setSpotFields(client, spot.id, { title: answer.title, newTitle: answer.newTitle });
          draft.saved();
          onClose();
          snackbar.show(
            answer.status === 'applied' ? 'The new title was saved.' : TITLE_PENDING_MESSAGE,
          );
          refreshSpot(client, spot.id);
        },
        (error: unknown) =>
          snackbar.show(failureText(error, 'The title could not be saved. Please try again.')),
      )
      .finally(() => setSaving(false));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <Box>
      {draft.restored && <DraftNote onDiscard={close} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          value={draft.value}
          onChange={(event) => draft.setValue(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus
          size="small"
          disabled={saving}
          label="Title"
          helperText="Enter saves, Escape cancels"
          slotProps={{ htmlInput: { maxLength: SPOT_TITLE_MAX } }}
          sx={{ flex: 1, minWidth: 240 }}
        />
        <Button variant="contained" size="small" onClick={save} disabled={saving}>
          Save
        </Button>
        <Button size="small" onClick={close} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
