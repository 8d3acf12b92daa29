import { useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isAdmin, latLngOf, MOVE_RECORDED_MESSAGE, type LatLng, type Spot } from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import { useRequireLogin } from '../../core/login-required';
import { useSnackbar } from '../../components/snackbar';
import { failureText } from '../../components/vote-control';
import { proposeMove, refreshSpot, setSpotFields } from './community-api';
import { moveCheck, nudged } from './fix-position-rules';

/**
 * The state of the fix-position mode: the pin, whether its move is allowed, the confirmation
 * step, and the sending of the move (which then leaves the mode).
 */
export function useFixPosition(spot: Spot) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const requireLogin = useRequireLogin();
  const user = useCurrentUser();
  const start = latLngOf(spot);
  const [pin, setPin] = useState<LatLng>(start);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const check = moveCheck(start, pin, isAdmin(user));

  const place = (next: LatLng) => {
    setPin(next);
    setConfirming(false);
  };
  const leave = () => {
    const params = new URLSearchParams(location.search);
    params.delete('fixPosition');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    const next = nudged(pin, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    place(next);
  };
  const send = (anchor: HTMLElement) => {
    if (!requireLogin(anchor, 'participate')) return;
    setSending(true);
    proposeMove(spot.id, pin)
      .then(
        (answer) => {
          const { lat, long, newLocation } = answer;
          setSpotFields(client, spot.id, { lat, long, newLocation });
          snackbar.show(
            answer.status === 'applied' ? 'The spot was moved.' : MOVE_RECORDED_MESSAGE,
          );
          refreshSpot(client, spot.id);
          leave();
        },
        (error: unknown) => {
          snackbar.show(failureText(error, 'The move could not be recorded. Please try again.'));
          setConfirming(false);
        },
      )
      .finally(() => setSending(false));
  };
  const confirm = () => setConfirming(true);
  // The reason a move is refused, once the pin has left its start.
  const refusal = !check.ok && pin !== start ? check.reason : null;

  return {
    pin,
    place,
    moved: check.ok,
    refusal,
    confirming,
    confirm,
    sending,
    send,
    leave,
    onKeyDown,
  };
}
