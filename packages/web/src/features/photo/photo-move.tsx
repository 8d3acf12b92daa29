import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { SNACKBAR_MS, spotPath, type MovePhotoAnswer, type Photo } from '@vantage/shared';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../components/snackbar';
import { usePointPreview } from '../../core/preview-batcher';
import { movePhoto, patchCachedPhoto, refreshAroundPhoto } from './photo-api';
import { MOVE_RECORDED_MESSAGE } from './photo-rules';
import { VoteControl, failureText, useMoveVote } from './photo-votes';

/**
 * Sends a move of the photo to another spot: the move is recorded
 * as a proposal to vote on, or applied at once for the owner and administrators. Resolves the
 * answer once recorded, or null after telling the failure in the snackbar.
 */
export function useSendMove(): (
  photo: Photo,
  target: { id: number; title: string },
) => Promise<MovePhotoAnswer | null> {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  return useCallback(
    (photo: Photo, target: { id: number; title: string }) =>
      movePhoto(photo.id, target.id).then(
        (answer) => {
          const moved = answer.idSpot === target.id && answer.idSpot !== photo.idSpot;
          patchCachedPhoto(client, photo.id, (cached) => ({
            ...cached,
            idSpot: answer.idSpot,
            spotTitle: moved ? target.title : cached.spotTitle,
            newSpot: answer.newSpot,
          }));
          refreshAroundPhoto(client, [photo.idSpot, target.id]);
          snackbar.show(MOVE_RECORDED_MESSAGE, { durationMs: SNACKBAR_MS.success });
          return answer;
        },
        (error: unknown) => {
          snackbar.show(failureText(error, 'The move could not be recorded. Please try again.'));
          return null;
        },
      ),
    [client, snackbar],
  );
}

/** A pending move of the photo to another spot, with its rating and votes. */
export function PendingMove({ photo }: { photo: Photo }) {
  const { vote, busy } = useMoveVote(photo);
  const preview = usePointPreview(photo.newSpot?.idSpot ?? null);
  if (!photo.newSpot) return null;
  const target = preview.data;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        p: 1,
        pl: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }}>
        Proposed location:{' '}
        {target ? (
          <Link component={RouterLink} to={spotPath(target)}>
            {target.title}
          </Link>
        ) : (
          `spot ${photo.newSpot.idSpot}`
        )}
      </Typography>
      <VoteControl
        rating={photo.newSpot.rating}
        label="proposed location"
        disabled={busy}
        onVote={vote}
      />
    </Box>
  );
}
