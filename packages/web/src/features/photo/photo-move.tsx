import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SNACKBAR_MS, formatDistance, spotPath, type Photo } from '@vantage/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../components/snackbar';
import { usePointPreview } from '../map/preview-batcher';
import { movePhoto, patchCachedPhoto, refreshAroundPhoto, spotQuery } from './photo-api';
import { MOVE_PROMPT, MOVE_RECORDED_MESSAGE } from './photo-rules';
import { VoteControl, failureText, useMoveVote } from './photo-votes';

/**
 * The fix-photo flow (spec 1 §4): the person picks the spot the photo was really taken at
 * from the spots near its current one, and the move is recorded as a proposal to vote on.
 */
export function PhotoMovePicker({ photo, onDone }: { photo: Photo; onDone: () => void }) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [sending, setSending] = useState(false);
  const spot = useQuery({ ...spotQuery(photo.idSpot ?? 0), enabled: photo.idSpot !== null });
  const nearby = spot.data?.nearby ?? [];

  const choose = (newIdSpot: number) => {
    setSending(true);
    movePhoto(photo.id, newIdSpot).then(
      (answer) => {
        patchCachedPhoto(client, photo.id, (cached) => ({
          ...cached,
          idSpot: answer.idSpot,
          newSpot: answer.newSpot,
        }));
        refreshAroundPhoto(client, [photo.idSpot, newIdSpot]);
        snackbar.show(MOVE_RECORDED_MESSAGE, { durationMs: SNACKBAR_MS.success });
        onDone();
      },
      (error: unknown) => {
        setSending(false);
        snackbar.show(failureText(error, 'The move could not be recorded. Please try again.'));
      },
    );
  };

  return (
    <Box role="region" aria-label="Fix photo location">
      <Alert severity="info" sx={{ mb: 1 }}>
        {MOVE_PROMPT}
      </Alert>
      {spot.isPending && photo.idSpot !== null ? (
        <Typography variant="body2" color="text.secondary">
          Loading the spots nearby…
        </Typography>
      ) : nearby.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          There are no other spots near this one.
        </Typography>
      ) : (
        <List dense aria-label="Spots nearby" sx={{ maxHeight: 260, overflowY: 'auto' }}>
          {nearby.map((candidate) => (
            <ListItemButton
              key={candidate.id}
              disabled={sending}
              onClick={() => choose(candidate.id)}
            >
              <ListItemText
                primary={candidate.title}
                secondary={`${formatDistance(candidate.distanceM)} away`}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      <Button size="small" onClick={onDone} disabled={sending}>
        Cancel
      </Button>
    </Box>
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
