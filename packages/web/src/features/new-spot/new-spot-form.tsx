import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { SPOT_TITLE_MAX } from '@vantage/shared';
import { formatLatLng } from '../../lib/lat-lng';
import { CoordinatesField } from '../../components/coordinates-field';
import { DraftNote } from '../../components/draft-note';
import { HelpButton } from '../../components/help-button';
import { DuplicateWarning } from './duplicate-warning';
import { TagInput } from './tag-input';
import type { NewSpotDraft, PinPosition } from './use-new-spot';
import { useSaveNewSpot } from './use-save-new-spot';

export { NEW_SPOT_THANKS } from './use-save-new-spot';

/**
 * The new spot's form: position, duplicate warning, title with a counter, tags, Cancel and
 * Save. Saving thanks the user and opens the new spot's page.
 */
export function NewSpotForm({
  draft,
  pin,
  onMovePin,
}: {
  draft: NewSpotDraft;
  pin: PinPosition;
  /** On a phone: shows the map again to move the pin. */
  onMovePin?: () => void;
}) {
  const { duplicates, errors, clear, alert, submit, busy } = useSaveNewSpot(draft, pin);
  const title = draft.title;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="New spot">
      <Stack spacing={2}>
        {draft.restored && <DraftNote onDiscard={draft.discard} />}
        <NewSpotPosition
          pin={pin}
          onMovePin={onMovePin}
          onPlace={draft.placePin}
          error={errors.position}
        />

        <DuplicateWarning duplicates={duplicates} />

        <TextField
          label="Title"
          required
          value={title}
          onChange={(event) => {
            draft.setTitle(event.target.value);
            clear('title');
          }}
          error={Boolean(errors.title)}
          helperText={
            <Box component="span" sx={{ display: 'flex', gap: 1 }}>
              <Box component="span" sx={{ flex: 1 }}>
                {errors.title ?? ''}
              </Box>
              <Box component="span" aria-label="Characters used">
                {title.length}/{SPOT_TITLE_MAX}
              </Box>
            </Box>
          }
          disabled={busy}
          fullWidth
          size="small"
          autoFocus={!onMovePin}
          slotProps={{ htmlInput: { maxLength: SPOT_TITLE_MAX } }}
        />

        <TagInput
          tags={draft.tags}
          onTagsChange={(tags) => {
            draft.setTags(tags);
            clear('tags');
          }}
          text={draft.tagText}
          onTextChange={draft.setTagText}
          error={errors.tags}
          disabled={busy}
        />

        {alert && <Alert severity="error">{alert}</Alert>}

        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={draft.cancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {duplicates.length > 0 ? 'Save anyway' : 'Save'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The form's heading with where the pin stands, and how to move it. */
function NewSpotPosition({
  pin,
  onMovePin,
  onPlace,
  error,
}: {
  pin: PinPosition;
  onMovePin?: () => void;
  /** Moves the pin to typed coordinates. */
  onPlace: (position: PinPosition) => void;
  /** The server's word on the position, if it refused it. */
  error: string | undefined;
}) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          New spot
        </Typography>
        <HelpButton topic="photographySpot" />
      </Box>
      <Stack
        direction="row"
        spacing={0.75}
        sx={{ alignItems: 'center', mt: 0.5, color: 'text.secondary', fontSize: 14 }}
      >
        <PlaceOutlinedIcon fontSize="inherit" aria-hidden />
        <Box
          component="span"
          role="status"
          aria-label="Position of the new spot"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatLatLng(pin)}
        </Box>
        {onMovePin && (
          <Button size="small" onClick={onMovePin} sx={{ ml: 'auto !important' }}>
            Move the pin
          </Button>
        )}
      </Stack>
      {!onMovePin && (
        <Typography variant="caption" color="text.secondary">
          Drag the pin, click the map or type coordinates to move it.
        </Typography>
      )}
      <Stack direction="row" sx={{ mt: 1 }}>
        <CoordinatesField position={pin} onPlace={onPlace} />
      </Stack>
      {error && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
