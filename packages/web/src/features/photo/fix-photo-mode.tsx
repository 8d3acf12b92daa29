import { useQuery, useQueryClient } from '@tanstack/react-query';
import { spotPath } from '@vantage/shared';
import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar';
import { useRequireLogin } from '../../core/login-required';
import { ConfirmDialog } from './confirm-dialog';
import {
  FIX_PHOTO_START,
  alreadyThereMessage,
  fixPhotoReducer,
  leaveFixPhotoSearch,
  moveQuestion,
  parseFixPhotoFlag,
  spotChoice,
  type ChosenSpot,
} from './fix-photo';
import { FixPhotoBanner, NearbyMenu } from './fix-photo-banner';
import { isTypingTarget } from './lightbox-keys';
import { photoQuery } from './photo-api';
import { useSendMove } from './photo-move';

/** The fix-photo mode of the large map: what a spot click does, and the banner over the map. */
export interface FixPhotoMode {
  /** Chooses the clicked spot; null when the mode is off, so clicks open spots as usual. */
  onSpotChoose: ((spot: ChosenSpot) => void) | null;
  overlay: ReactNode;
}

/**
 * The fix-photo flow on the large map, on while the address has `fixPhoto={id}`:
 * a click on a spot asks to move the photo there, records the move for votes and reopens the
 * photo. A list of the spots nearby does the same for touch and keyboard users.
 */
export function useFixPhotoMode(): FixPhotoMode {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const requireLogin = useRequireLogin();
  const sendMove = useSendMove();
  const bannerRef = useRef<HTMLDivElement>(null);
  const photoId = parseFixPhotoFlag(location.search);
  const [state, dispatch] = useReducer(fixPhotoReducer, FIX_PHOTO_START);
  const [listAnchor, setListAnchor] = useState<HTMLElement | null>(null);

  // Another photo (or none) starts the mode afresh.
  const [shownId, setShownId] = useState(photoId);
  if (shownId !== photoId) {
    setShownId(photoId);
    dispatch({ type: 'reset' });
    setListAnchor(null);
  }

  const query = useQuery({ ...photoQuery(photoId ?? 0, client), enabled: photoId !== null });
  const photo = photoId !== null && query.data?.id === photoId ? query.data : undefined;

  const leave = useCallback(
    (reopenPhotoId: number | null, pathname = location.pathname) =>
      void navigate(
        {
          pathname,
          search: leaveFixPhotoSearch(location.search, reopenPhotoId),
        },
        { replace: true },
      ),
    [navigate, location.pathname, location.search],
  );

  const choose = useCallback(
    (spot: ChosenSpot) => {
      setListAnchor(null);
      if (!photo || !requireLogin(bannerRef.current, 'participate')) return;
      if (spotChoice(photo.idSpot, spot) === 'alreadyThere') {
        snackbar.show(alreadyThereMessage(spot.title));
        return;
      }
      dispatch({ type: 'choose', spot });
    },
    [photo, requireLogin, snackbar],
  );

  const confirm = () => {
    if (state.step !== 'confirming' || !photo) return;
    dispatch({ type: 'confirm' });
    const spot = state.spot;
    void sendMove(photo, spot).then((answer) => {
      if (!answer) dispatch({ type: 'failed' });
      // An applied move (owner, administrator) reopens the photo at its new spot.
      else leave(photo.id, answer.status === 'applied' ? spotPath(spot) : undefined);
    });
  };

  const choosing = photoId !== null && state.step === 'choosing' && listAnchor === null;
  const cancel = useCallback(() => leave(null), [leave]);
  useEscapeKey(choosing, cancel);

  if (photoId === null) return { onSpotChoose: null, overlay: null };
  return {
    onSpotChoose: choose,
    overlay: (
      <>
        <FixPhotoBanner
          bannerRef={bannerRef}
          photo={photo}
          missing={query.isError || (query.isSuccess && !photo)}
          listEnabled={state.step === 'choosing'}
          onList={(event) => setListAnchor(event.currentTarget)}
          onCancel={cancel}
        />
        {photo && (
          <NearbyMenu
            photo={photo}
            anchor={listAnchor}
            onChoose={choose}
            onClose={() => setListAnchor(null)}
          />
        )}
        {photo && state.step !== 'choosing' && (
          <ConfirmDialog
            open={state.step === 'confirming'}
            message={moveQuestion(photo.title || 'this photo', state.spot.title)}
            confirmLabel="Move"
            cancelLabel="Cancel"
            onConfirm={confirm}
            onCancel={() => dispatch({ type: 'cancel' })}
          />
        )}
      </>
    ),
  };
}

/** Escape leaves the mode while it waits for a choice, unless someone is typing. */
function useEscapeKey(active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      onEscape();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, onEscape]);
}
