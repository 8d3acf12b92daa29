import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import {
  actsAsMember,
  canVoteOnContribution,
  SNACKBAR_MS,
  VOTE_THANKS_MESSAGE,
  type ProposalView,
} from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import { useRequireLogin } from '../../core/login-required';
import { useSnackbar } from '../../components/snackbar';
import { failureText, VoteControl, type Direction } from '../../components/vote-control';
import {
  rateTag,
  refreshSpot,
  voteMove,
  votePhotoMove,
  voteSensitive,
  voteTitle,
} from './community-api';
import { optimisticRating } from './use-vote';

/** Sends a vote on any proposal of a spot and answers its new score (null once decided). */
async function sendVote(proposal: ProposalView, direction: Direction): Promise<number | null> {
  switch (proposal.kind) {
    case 'title': {
      const answer = await voteTitle(proposal.spot.id, direction);
      return answer.newTitle?.rating ?? null;
    }
    case 'location': {
      const answer = await voteMove(proposal.spot.id, direction);
      return answer.newLocation?.rating ?? null;
    }
    case 'tag_add':
    case 'tag_delete': {
      const answer = await rateTag(proposal.spot.id, proposal.tag ?? '', direction);
      return answer.status === 'pending' ? answer.rating : null;
    }
    case 'sensitive': {
      const answer = await voteSensitive(proposal.spot.id, direction);
      return answer.newSensitive?.rating ?? null;
    }
    case 'photo_move': {
      const answer = await votePhotoMove(proposal.photoId ?? 0, direction);
      return answer.newSpot?.rating ?? null;
    }
  }
}

/**
 * Up and down votes on one proposal: ±1 at once, then the server's score. Its author and an
 * account not confirmed yet see why they cannot vote instead (visitors get the login popover).
 */
export function ProposalVotes({ proposal }: { proposal: ProposalView }) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const requireLogin = useRequireLogin();
  const [rating, setRating] = useState(proposal.rating);
  const [busy, setBusy] = useState(false);
  const vote = (direction: Direction, anchor: HTMLElement) => {
    if (!requireLogin(anchor, 'vote')) return;
    const before = rating;
    setRating(optimisticRating(rating, direction));
    setBusy(true);
    sendVote(proposal, direction)
      .then(
        (score) => {
          if (score !== null) setRating(score);
          snackbar.show(VOTE_THANKS_MESSAGE, { durationMs: SNACKBAR_MS.vote });
          refreshSpot(client, proposal.spot.id);
        },
        (error: unknown) => {
          setRating(before);
          snackbar.show(failureText(error, 'The vote could not be recorded. Please try again.'));
        },
      )
      .finally(() => setBusy(false));
  };
  if (user && !canVoteOnContribution(user, { authorId: proposal.user?.id ?? null })) {
    return <Reason>Your proposal: others vote on it.</Reason>;
  }
  if (user && !actsAsMember(user)) {
    return <Reason>Confirm your e-mail address to vote.</Reason>;
  }
  return <VoteControl rating={rating} label="proposal" disabled={busy} onVote={vote} />;
}

function Reason({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ fontSize: 13, flexShrink: 0 }}>
      {children}
    </Typography>
  );
}
