import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import EditIcon from '@mui/icons-material/EditOutlined';
import { TAG_MARKED_MESSAGE, TAG_NAME_MAX, tagToUrl, type Spot } from '@vantage/shared';
import { useRequireLogin } from '../../core/login-required';
import { useSnackbar } from '../../components/snackbar';
import { failureText } from '../../components/vote-control';
import { editTags, patchSpot, refreshSpot } from './community-api';
import {
  addToDraft,
  deleteFromDraft,
  draftChanged,
  draftNames,
  startDraft,
  undoDelete,
  type DraftTag,
} from './tag-draft';

/**
 * The spot's tags, and their editing: a comma or Enter adds what was typed, deleting a new tag
 * removes it, deleting an existing one marks it to be deleted (with Undo); Done sends the
 * edit, and so does leaving the spot or the page while editing.
 */
export function SpotTags({ spot }: { spot: Spot }) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const requireLogin = useRequireLogin();
  const [draft, setDraft] = useState<DraftTag[] | null>(null);
  const [text, setText] = useState('');

  const send = (spotId: number, edit: DraftTag[]) => {
    if (!draftChanged(edit)) return;
    editTags(spotId, draftNames(edit)).then(
      (tags) => {
        patchSpot(client, spotId, (cached) => ({ ...cached, tags }));
        refreshSpot(client, spotId);
      },
      (error: unknown) =>
        snackbar.show(failureText(error, 'The tags could not be saved. Please try again.')),
    );
  };

  // Leaving the spot (or the page) while editing sends the edit.
  const pending = useRef<{ spotId: number; draft: DraftTag[] | null; text: string }>({
    spotId: spot.id,
    draft: null,
    text: '',
  });
  pending.current = { spotId: spot.id, draft, text };
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(
    () => () => {
      const { spotId, draft: open, text: typed } = pending.current;
      if (open) sendRef.current(spotId, typed.trim() ? addToDraft(open, typed) : open);
    },
    [spot.id],
  );
  const [shownId, setShownId] = useState(spot.id);
  if (shownId !== spot.id) {
    setShownId(spot.id);
    setDraft(null);
    setText('');
  }

  const done = () => {
    if (!draft) return;
    const edit = text.trim() ? addToDraft(draft, text) : draft;
    setDraft(null);
    setText('');
    send(spot.id, edit);
  };
  const remove = (name: string) => {
    if (!draft) return;
    const target = draft.find((tag) => tag.tag === name);
    setDraft(deleteFromDraft(draft, name));
    if (target && !target.isNew) {
      snackbar.show(TAG_MARKED_MESSAGE, {
        action: { label: 'Undo', onClick: () => setDraft((now) => now && undoDelete(now, name)) },
      });
    }
  };
  const onChange = (value: string) => {
    const comma = value.lastIndexOf(',');
    if (comma === -1 || !draft) {
      setText(value);
      return;
    }
    setDraft(addToDraft(draft, value.slice(0, comma)));
    setText(value.slice(comma + 1).trimStart());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !draft) return;
    event.preventDefault();
    setDraft(addToDraft(draft, text));
    setText('');
  };

  if (!draft) {
    return (
      // Apart enough that a finger meant for one tag or the button does not land on the next.
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
        {spot.tags.map((tag) => (
          <Chip
            key={tag.tag}
            label={tag.tag}
            size="small"
            clickable
            component={RouterLink}
            to={`/tag/${tagToUrl(tag.tag)}`}
            variant={tag.request ? 'outlined' : 'filled'}
            title={tag.request ? 'Waiting for approval by other photographers' : undefined}
            sx={{
              borderStyle: tag.request ? 'dashed' : undefined,
              textDecoration: tag.toDelete ? 'line-through' : undefined,
            }}
          />
        ))}
        <Button
          size="small"
          startIcon={<EditIcon fontSize="small" />}
          sx={{ ml: 1 }}
          onClick={(event) => {
            if (requireLogin(event.currentTarget, 'participate')) setDraft(startDraft(spot.tags));
          }}
        >
          {spot.tags.length > 0 ? 'Edit tags' : 'Add tags'}
        </Button>
      </Stack>
    );
  }
  return (
    <Box sx={{ mt: 1.5 }} data-testid="tag-editor">
      <Box
        component="ul"
        aria-label="Tags"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mb: 1 }}
      >
        {draft.map((tag) => (
          <li key={tag.tag.toLowerCase()}>
            <Chip
              label={tag.tag}
              size="small"
              variant={tag.isNew || tag.request ? 'outlined' : 'filled'}
              sx={{ textDecoration: tag.toDelete ? 'line-through' : undefined }}
              onDelete={tag.toDelete ? undefined : () => remove(tag.tag)}
              deleteIcon={
                <CancelIcon aria-label={`Delete the tag ${tag.tag}`} aria-hidden={false} />
              }
            />
          </li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus
          size="small"
          label="Add tags"
          helperText="A comma or Enter adds a tag"
          slotProps={{ htmlInput: { maxLength: TAG_NAME_MAX * 4 } }}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" size="small" onClick={done} sx={{ mt: 0.5 }}>
          Done
        </Button>
      </Stack>
    </Box>
  );
}
