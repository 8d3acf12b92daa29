import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SNACKBAR_MS, VOTE_THANKS_MESSAGE, type Spot } from '@vantage/shared';
import { useRequireLogin } from '../../core/login-required';
import { spotKey } from '../../core/spot-query';
import { useSnackbar } from '../../components/snackbar';
import { failureText, type Direction } from '../../components/vote-control';
import { patchSpot, refreshSpot } from './community-api';

/** The rating a vote shows at once, before the server answers. */
export function optimisticRating(rating: number, direction: Direction): number {
  return rating + (direction === 'up' ? 1 : -1);
}

/**
 * A vote on something of a spot: applied to the cached spot at once (±1), then replaced by
 * the server's answer, with the 3 s thank-you; visitors get the login popover and a failure
 * is undone with the server's reason.
 */
export function useSpotVote<A>(
  spotId: number,
  steps: {
    optimistic?: (direction: Direction) => (spot: Spot) => Spot;
    send: (direction: Direction) => Promise<A>;
    settle?: (answer: A) => (spot: Spot) => Spot;
    after?: (answer: A) => void;
  },
): { vote: (direction: Direction, anchor: HTMLElement) => void; busy: boolean } {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const requireLogin = useRequireLogin();
  const [busy, setBusy] = useState(false);
  const vote = (direction: Direction, anchor: HTMLElement) => {
    if (!requireLogin(anchor, 'vote')) return;
    setBusy(true);
    void client.cancelQueries({ queryKey: spotKey(spotId) });
    const before = client.getQueryData<Spot>(spotKey(spotId));
    if (steps.optimistic) patchSpot(client, spotId, steps.optimistic(direction));
    steps
      .send(direction)
      .then(
        (answer) => {
          if (steps.settle) patchSpot(client, spotId, steps.settle(answer));
          snackbar.show(VOTE_THANKS_MESSAGE, { durationMs: SNACKBAR_MS.vote });
          steps.after?.(answer);
          refreshSpot(client, spotId);
        },
        (error: unknown) => {
          if (before) client.setQueryData(spotKey(spotId), before);
          snackbar.show(failureText(error, 'The vote could not be recorded. Please try again.'));
        },
      )
      .finally(() => setBusy(false));
  };
  return { vote, busy };
}
