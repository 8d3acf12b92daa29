import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_THANKS_MESSAGE,
  HELD_FOR_REVIEW_MESSAGE,
  type Description,
  type Spot,
} from '@vantage/shared';
import { DraftNote } from '../../components/draft-note';
import { useDraft } from '../../core/use-draft';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError } from '../../lib/form-problems';
import { failureText } from '../../components/vote-control';
import { patchSpot, refreshSpot, saveDescription } from './community-api';

/** The empty editor's placeholder. */
export const DESCRIPTION_PLACEHOLDER = 'Describe the location here';
/** What a good description tells, shown beside the empty editor. */
export const DESCRIPTION_HINTS = [
  {
    title: 'Photo tips',
    text: 'The best time of day and season, where to stand, the lens to bring.',
  },
  {
    title: 'Getting there',
    text: 'Parking, the path and how long it takes, access rules and hazards.',
  },
] as const;

/**
 * The state of a description's editor: the text kept as a draft, the save (a refusal about the
 * text shows under the field, other failures in the snackbar) and Cancel.
 */
function useDescriptionEditor(spot: Spot, description: Description | null, onClose: () => void) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  // Kept as a draft until saved or discarded: a reload or a failed save loses nothing.
  const draft = useDraft(
    { editor: 'description', object: `${spot.id}.${description?.id ?? 'new'}` },
    description?.text ?? '',
  );
  const text = draft.value;
  const [saving, setSaving] = useState(false);
  // A refusal about the text itself shows under the field, worded with its label.
  const [textProblem, setTextProblem] = useState<string | null>(null);
  const setText = (next: string) => {
    draft.setValue(next);
    setTextProblem(null);
  };
  const save = () => {
    if (text.trim() === '') return;
    setSaving(true);
    saveDescription(spot.id, description?.id ?? null, text)
      .then(
        (saved) => {
          patchSpot(client, spot.id, (cached) => ({
            ...cached,
            descriptions: [...cached.descriptions.filter((d) => d.id !== saved.id), saved],
          }));
          draft.saved();
          snackbar.show(
            saved.held
              ? HELD_FOR_REVIEW_MESSAGE
              : description
                ? 'Changes were saved.'
                : DESCRIPTION_THANKS_MESSAGE,
          );
          refreshSpot(client, spot.id);
          onClose();
        },
        (error: unknown) => {
          const problem = describeApiError(error, { description: 'Your description' });
          if ('field' in problem) setTextProblem(problem.message);
          else
            snackbar.show(
              failureText(error, 'The description could not be saved. Please try again.'),
            );
        },
      )
      .finally(() => setSaving(false));
  };
  const cancel = () => {
    draft.discard();
    onClose();
  };
  return { draft, text, setText, textProblem, saving, save, cancel };
}

/** What a good description tells, under the empty field. */
function DescriptionHints() {
  return (
    <Box component="ul" sx={{ color: 'text.secondary', fontSize: 14, pl: 2.5, my: 1 }}>
      {DESCRIPTION_HINTS.map((hint) => (
        <li key={hint.title}>
          <strong>{hint.title}:</strong> {hint.text}
        </li>
      ))}
    </Box>
  );
}

/** The editor of a description: Save or Cancel (which discards an unsaved new one). */
export function DescriptionEditor({
  spot,
  description,
  onClose,
}: {
  spot: Spot;
  description: Description | null;
  onClose: () => void;
}) {
  const { draft, text, setText, textProblem, saving, save, cancel } = useDescriptionEditor(
    spot,
    description,
    onClose,
  );
  return (
    <Box
      component="form"
      aria-label="Description editor"
      onSubmit={(event) => event.preventDefault()}
    >
      {draft.restored && <DraftNote onDiscard={draft.discard} />}
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={textProblem !== null}
        helperText={textProblem}
        placeholder={DESCRIPTION_PLACEHOLDER}
        label={description ? 'Your description' : 'New description'}
        multiline
        minRows={6}
        fullWidth
        autoFocus
        disabled={saving}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
      />
      {text.trim() === '' && <DescriptionHints />}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        **bold**, *italic*, lists with “- ”, and links starting with http(s)://
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          variant="contained"
          size="small"
          onClick={save}
          disabled={saving || text.trim() === ''}
        >
          Save
        </Button>
        <Button size="small" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
