import { useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Hint } from '../../components/hint';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import { SPOT_TITLE_MAX, type Spot } from '@vantage/shared';
import { useRequireLogin } from '../../core/login-required';
import { useDraft, useHasDraft } from '../../core/use-draft';
import { DraftNote } from '../../components/draft-note';
import { useSnackbar } from '../../components/snackbar';
import { failureText, VoteControl } from '../../components/vote-control';
import { proposeTitle, refreshSpot, setSpotFields, voteTitle } from './community-api';
import { optimisticRating, useSpotVote } from './use-vote';

/** Said when a proposed title waits for votes. */
export const TITLE_PENDING_MESSAGE =
  'The new title was proposed. It shows once other photographers confirm it.';

/**
 * The spot's title, edited in place by members (Enter saves, Escape cancels). A proposed title
 * shows under it, pending, with its votes, until the community decides.
 */
export function SpotTitle({ spot }: { spot: Spot }) {
  const requireLogin = useRequireLogin();
  const [editing, setEditing] = useState(false);
  // A title left unsaved opens in its editor again, the draft restored.
  const kept = useHasDraft(titleDraftOf(spot));

  return (
    <Box>
      {editing || kept ? (
        <SpotTitleEditor spot={spot} onClose={() => setEditing(false)} />
      ) : (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography
            variant="h1"
            sx={{
              fontSize: { xs: '1.7rem', sm: '2.1rem' },
              lineHeight: 1.15,
              overflowWrap: 'anywhere',
            }}
          >
            {spot.title}
          </Typography>
          <Hint title="Edit the title">
            <IconButton
              size="small"
              aria-label="Edit the title"
              onClick={(event) => {
                if (requireLogin(event.currentTarget, 'participate')) setEditing(true);
              }}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Hint>
        </Stack>
      )}
      {spot.newTitle && <PendingTitle spot={spot} pending={spot.newTitle} />}
    </Box>
  );
}

const titleDraftOf = (spot: Spot) => ({ editor: 'spot-title', object: spot.id });

/** The title proposal's field, kept as a draft until proposed or cancelled. */
function SpotTitleEditor({ spot, onClose }: { spot: Spot; onClose: () => void }) {
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

function PendingTitle({
  spot,
  pending,
}: {
  spot: Spot;
  pending: { title: string; rating: number };
}) {
  const { vote, busy } = useSpotVote(spot.id, {
    optimistic: (direction) => (cached) => ({
      ...cached,
      newTitle: cached.newTitle && {
        ...cached.newTitle,
        rating: optimisticRating(cached.newTitle.rating, direction),
      },
    }),
    send: (direction) => voteTitle(spot.id, direction),
    settle: (answer) => (cached) => ({ ...cached, title: answer.title, newTitle: answer.newTitle }),
  });
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5, color: 'text.secondary' }}
      data-testid="pending-title"
    >
      <Typography component="span" sx={{ fontSize: 14 }}>
        Proposed title: <strong>{pending.title}</strong> (waiting for votes)
      </Typography>
      <VoteControl rating={pending.rating} label="proposed title" disabled={busy} onVote={vote} />
    </Stack>
  );
}
