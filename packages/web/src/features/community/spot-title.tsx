import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Hint } from '../../components/hint';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { Spot } from '@vantage/shared';
import { useRequireLogin } from '../../core/login-required';
import { useHasDraft } from '../../core/use-draft';
import { VoteControl } from '../../components/vote-control';
import { lazyNamed } from '../../lib/lazy-named';
import { voteTitle } from './community-api';
import { optimisticRating, useSpotVote } from './use-vote';

// The editor and its text field load when a title is first edited.
const SpotTitleEditor = lazyNamed(() => import('./spot-title-editor'), 'SpotTitleEditor');

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
        <Suspense fallback={null}>
          <SpotTitleEditor spot={spot} onClose={() => setEditing(false)} />
        </Suspense>
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

/** The draft of a spot's title. */
export const titleDraftOf = (spot: Spot) => ({ editor: 'spot-title', object: spot.id });

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
