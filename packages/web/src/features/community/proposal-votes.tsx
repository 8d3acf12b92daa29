import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SNACKBAR_MS, VOTE_THANKS_MESSAGE, type ProposalView } from '@vantage/shared';
import { useRequireLogin } from '../../core/login-required';
import { useSnackbar } from '../../components/snackbar';
import { failureText, VoteControl, type Direction } from '../../components/vote-control';
import { rateTag, refreshSpot, voteMove, voteSensitive, voteTitle } from './community-api';
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
    case 'photo_move':
      throw new Error('Photo moves are voted on in the photo’s lightbox.');
  }
}

/** Up and down votes on one proposal: ±1 at once, then the server's score. */
export function ProposalVotes({ proposal }: { proposal: ProposalView }) {
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
  if (proposal.kind === 'photo_move') return null;
  return <VoteControl rating={rating} label="proposal" disabled={busy} onVote={vote} />;
}
