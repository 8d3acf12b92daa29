import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAltOutlined';
import { SPOT_TITLE_MAX, type LatLng, type NearbySpot } from '@vantage/shared';
import { TagInput } from '../new-spot';
import { HelpButton } from '../../components/help-button';
import type { SpotChoice } from './use-spot-choice';
import { CoordinatesField } from '../../components/coordinates-field';
import { formatLatLng } from '../../lib/lat-lng';

/** Spots this close to the pin are most likely the place itself (the duplicate radius of new spots). */
const SAME_SPOT_M = 25;

/** Metres to a short distance label: '40 m', '1.2 km'. */
export function distanceLabel(distanceM: number): string {
  return distanceM < 1000
    ? `${Math.max(1, Math.round(distanceM))} m`
    : `${(distanceM / 1000).toFixed(1)} km`;
}

function NearList({
  spots,
  onChoose,
  disabled,
}: {
  spots: readonly NearbySpot[];
  onChoose: (spot: NearbySpot) => void;
  disabled?: boolean;
}) {
  if (spots.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id="near-spots-heading">
        Spots nearby
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        Was the photograph taken at one of these? Choose it instead of a new spot.
      </Typography>
      <List dense disablePadding aria-labelledby="near-spots-heading">
        {spots.map((spot) => (
          <ListItem key={spot.id} disablePadding>
            <ListItemButton
              disabled={disabled}
              onClick={() => onChoose(spot)}
              sx={{ borderRadius: 1, px: 1 }}
            >
              <ListItemText
                primary={spot.title}
                secondary={
                  spot.distanceM <= SAME_SPOT_M
                    ? `${distanceLabel(spot.distanceM)} away, likely the same spot`
                    : `${distanceLabel(spot.distanceM)} away`
                }
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/**
 * Where the photograph was taken: the hint to place a pin or click a spot, the new spot's
 * title and tags, or the chosen spot; and the spots near the pin to choose from.
 */
export function SpotChoicePanel({
  choice,
  errors,
  onEdit,
  disabled,
  map,
}: {
  choice: SpotChoice;
  /** The map, when it is shown inside the form (on a phone). */
  map?: ReactNode;
  errors: { location?: string; spotTitle?: string };
  /** Called when the user changes anything here, to clear old messages. */
  onEdit: () => void;
  disabled?: boolean;
}) {
  const { mode, pin, spot } = choice;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="photo-location-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography
          variant="subtitle1"
          component="h2"
          id="photo-location-heading"
          sx={{ fontWeight: 600 }}
        >
          Location
        </Typography>
        <HelpButton topic="photographySpot" />
      </Box>

      {mode === null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <AddLocationAltIcon color="action" aria-hidden />
          <Typography variant="body2" color="text.secondary">
            Click the map where the photograph was taken to place a new spot, or click an existing
            spot.
          </Typography>
        </Stack>
      )}

      {map}

      {(mode === 'existing' || mode === 'near') && spot && (
        <ChosenSpotCard
          title={spot.title}
          changeLabel={pin ? 'New spot instead' : 'Change'}
          disabled={disabled}
          onChange={() => {
            choice.clearSpot();
            onEdit();
          }}
        />
      )}

      {mode === 'new' && pin && (
        <NewSpotFields
          choice={choice}
          pin={pin}
          titleError={errors.spotTitle}
          onEdit={onEdit}
          disabled={disabled}
        />
      )}

      {errors.location && (
        <Typography variant="body2" color="error" role="alert">
          {errors.location}
        </Typography>
      )}

      <NearList
        spots={choice.nearSpots}
        disabled={disabled}
        onChoose={(near) => {
          choice.chooseSpot(near, 'near');
          onEdit();
        }}
      />
    </Stack>
  );
}

/** The spot chosen for the photograph, with the way back to a new spot or another choice. */
function ChosenSpotCard({
  title,
  changeLabel,
  disabled,
  onChange,
}: {
  title: string;
  changeLabel: string;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PlaceOutlinedIcon color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Photography spot
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600 }} noWrap aria-label="Chosen spot">
            {title}
          </Typography>
        </Box>
        <Button size="small" disabled={disabled} onClick={onChange}>
          {changeLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The new spot at the pin: its position, coordinates to type, its title and tags. */
function NewSpotFields({
  choice,
  pin,
  titleError,
  onEdit,
  disabled,
}: {
  choice: SpotChoice;
  pin: LatLng;
  titleError: string | undefined;
  onEdit: () => void;
  disabled?: boolean;
}) {
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          New spot
        </Typography>
        <Box
          component="span"
          role="status"
          aria-label="Position of the new spot"
          sx={{ fontSize: 13, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
        >
          {formatLatLng(pin)}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          Drag the pin, click the map or type coordinates to move it.
        </Typography>
      </Box>
      <Stack direction="row">
        <CoordinatesField
          position={pin}
          onPlace={(position) => {
            onEdit();
            choice.placePin(position);
          }}
        />
      </Stack>
      <TextField
        label="Spot title"
        required
        value={choice.spotTitle}
        onChange={(event) => {
          choice.setSpotTitle(event.target.value);
          onEdit();
        }}
        error={Boolean(titleError)}
        helperText={titleError ?? `${choice.spotTitle.length}/${SPOT_TITLE_MAX}`}
        disabled={disabled}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: SPOT_TITLE_MAX } }}
      />
      <TagInput
        tags={choice.tags}
        onTagsChange={choice.setTags}
        text={choice.tagText}
        onTextChange={choice.setTagText}
        disabled={disabled}
      />
    </Stack>
  );
}
