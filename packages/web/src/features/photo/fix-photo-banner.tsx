import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoveIcon from '@mui/icons-material/EditLocationAltOutlined';
import { formatDistance, type Photo } from '@vantage/shared';
import type { MouseEvent, Ref } from 'react';
import { useSpot } from '../../core/spot-query';
import type { ChosenSpot } from './fix-photo';
import { MOVE_PROMPT } from './photo-rules';

/** The banner over the map in the fix-photo mode: what to do, the list of spots, cancel. */
export function FixPhotoBanner({
  bannerRef,
  photo,
  missing,
  listEnabled,
  onList,
  onCancel,
}: {
  bannerRef: Ref<HTMLDivElement>;
  photo: Photo | undefined;
  missing: boolean;
  listEnabled: boolean;
  onList: (event: MouseEvent<HTMLElement>) => void;
  onCancel: () => void;
}) {
  return (
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
            <Button size="small" disabled={!listEnabled} onClick={onList} aria-haspopup="menu">
              Choose from a list
            </Button>
          )}
          <Button size="small" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The spots near the photo's spot, the choice without a map click. */
export function NearbyMenu({
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
