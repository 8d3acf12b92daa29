import { useQueryClient } from '@tanstack/react-query';
import { SNACKBAR_MS, type Photo } from '@vantage/shared';
import { useState } from 'react';
import { failureText, type Direction } from '../../components/vote-control';
import { useRequireLogin } from '../../core/login-required';
import { useSnackbar } from '../../components/snackbar';
import { patchCachedPhoto, photoKey, refreshAroundPhoto, voteMove, votePhoto } from './photo-api';
import { VOTE_THANKS, optimisticRating } from './photo-rules';

export type { Direction } from '../../components/vote-control';
export { VoteControl, failureText } from '../../components/vote-control';

type PhotoPatch = (cached: Photo) => Photo;

/** Voting up or down from a button (where a visitor's login popover opens), and whether a vote is on its way. */
interface Voting {
  vote: (direction: Direction, anchor: HTMLElement) => void;
  busy: boolean;
}

/**
 * A vote applied at once to the cached photo, then replaced by the server's answer, with
 * the 3 s thank-you; visitors get the login popover, and a failure is undone.
 */
function useOptimisticVote<A>(
  photo: Photo,
  votable: boolean,
  steps: {
    optimistic: (direction: Direction) => PhotoPatch;
    send: (direction: Direction) => Promise<A>;
    settle: (answer: A) => PhotoPatch;
    rollback: PhotoPatch;
    after: (answer: A) => void;
  },
): Voting {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const requireLogin = useRequireLogin();
  const [busy, setBusy] = useState(false);
  const { id } = photo;
  const vote = (direction: Direction, anchor: HTMLElement) => {
    if (!requireLogin(anchor, 'vote') || !votable) return;
    setBusy(true);
    // A refetch landing now would overwrite the optimistic rating with the old one.
    void client.cancelQueries({ queryKey: photoKey(id) });
    patchCachedPhoto(client, id, steps.optimistic(direction));
    steps
      .send(direction)
      .then(
        (answer) => {
          patchCachedPhoto(client, id, steps.settle(answer));
          snackbar.show(VOTE_THANKS, { durationMs: SNACKBAR_MS.vote });
          steps.after(answer);
        },
        (error: unknown) => {
          patchCachedPhoto(client, id, steps.rollback);
          snackbar.show(failureText(error, 'The vote could not be recorded. Please try again.'));
        },
      )
      .finally(() => setBusy(false));
  };
  return { vote, busy };
}

/** Votes on a photo: the rating moves by one at once, then takes the server's figure. */
export function usePhotoVote(photo: Photo): Voting {
  const client = useQueryClient();
  const { id, idSpot, rating } = photo;
  return useOptimisticVote(photo, idSpot !== null, {
    optimistic: (direction) => (cached) => ({
      ...cached,
      rating: optimisticRating(cached.rating, direction),
    }),
    send: (direction) => votePhoto(idSpot!, id, direction),
    settle: (answer) => (cached) => ({ ...cached, rating: answer.rating }),
    rollback: (cached) => ({ ...cached, rating }),
    after: () => refreshAroundPhoto(client, [idSpot]),
  });
}

/** Votes on the photo's pending move, optimistically like a photo vote. */
export function useMoveVote(photo: Photo): Voting {
  const client = useQueryClient();
  const { id, idSpot, newSpot } = photo;
  return useOptimisticVote(photo, newSpot !== null, {
    optimistic: (direction) => (cached) => ({
      ...cached,
      newSpot: cached.newSpot && {
        ...cached.newSpot,
        rating: optimisticRating(cached.newSpot.rating, direction),
      },
    }),
    send: (direction) => voteMove(id, direction),
    settle: (answer) => (cached) => ({ ...cached, idSpot: answer.idSpot, newSpot: answer.newSpot }),
    rollback: (cached) => ({ ...cached, newSpot }),
    after: (answer) => {
      // An applied move changes which spot shows the photo: the photo and both spots reload.
      if (answer.status !== 'pending') void client.invalidateQueries({ queryKey: ['photo', id] });
      refreshAroundPhoto(client, [idSpot, newSpot?.idSpot ?? null]);
    },
  });
}
