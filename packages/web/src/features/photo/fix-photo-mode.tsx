import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoveIcon from '@mui/icons-material/EditLocationAltOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistance, spotPath, type Photo } from '@vantage/shared';
import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRequireLogin } from '../../core/login-required';
import { useSnackbar } from '../../components/snackbar';
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
import { isTypingTarget } from './lightbox-keys';
import { useSpot } from '../../core/spot-query';
import { photoQuery } from './photo-api';
import { useSendMove } from './photo-move';
import { MOVE_PROMPT } from './photo-rules';

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
  useEffect(() => {
    if (!choosing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      leave(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [choosing, leave]);

  if (photoId === null) return { onSpotChoose: null, overlay: null };
  const missing = query.isError || (query.isSuccess && !photo);
  return {
    onSpotChoose: choose,
    overlay: (
      <>
        <Paper
          ref={bannerRef}
          role="region"
          aria-label="Fix photo location"
          elevation={4}
          sx={{
            position: 'absolute',
            zIndex: 3,
            // Above the coordinates box and the scale; the top belongs to the planning panel.
            bottom: 44,
            left: '50%',
            transform: 'translateX(-50%)',
            width: 'max-content',
            maxWidth: 'calc(100% - 20px)',
            px: 2,
            py: 1.25,
            borderLeft: 4,
            borderColor: 'primary.main',
          }}
        >
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <MoveIcon color="primary" aria-hidden />
            <Stack sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {missing ? 'This photo could not be found.' : MOVE_PROMPT}
              </Typography>
              {photo && (
                <Typography variant="caption" color="text.secondary" noWrap>
                  Moving “{photo.title}”
                </Typography>
              )}
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
              {photo && photo.idSpot !== null && (
                <Button
                  size="small"
                  disabled={state.step !== 'choosing'}
                  onClick={(event) => setListAnchor(event.currentTarget)}
                  aria-haspopup="menu"
                >
                  Choose from a list
                </Button>
              )}
              <Button size="small" onClick={() => leave(null)}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Paper>
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

/** The spots near the photo's spot, the choice without a map click. */
function NearbyMenu({
  photo,
  anchor,
  onChoose,
  onClose,
}: {
  photo: Photo;
  anchor: HTMLElement | null;
  onChoose: (spot: ChosenSpot) => void;
  onClose: () => void;
}) {
  const spot = useSpot(photo.idSpot, { enabled: anchor !== null });
  const nearby = spot.data?.nearby ?? [];
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {spot.isPending ? (
        <MenuItem disabled>Loading the spots nearby…</MenuItem>
      ) : nearby.length === 0 ? (
        <MenuItem disabled>There are no other spots near this one.</MenuItem>
      ) : (
        nearby.map((candidate) => (
          <MenuItem key={candidate.id} onClick={() => onChoose(candidate)}>
            <ListItemText
              primary={candidate.title}
              secondary={`${formatDistance(candidate.distanceM)} away`}
            />
          </MenuItem>
        ))
      )}
    </Menu>
  );
}
