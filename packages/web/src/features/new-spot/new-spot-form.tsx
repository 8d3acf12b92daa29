import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import {
  NewSpotBody,
  round6,
  SNACKBAR_MS,
  SPOT_TITLE_MAX,
  spotPath,
  type Spot,
} from '@vantage/shared';
import type { PersistMeta } from '../../core/query-persistence';
import { useLeaveWarning } from '../../core/leave-warning';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError, schemaProblem } from '../../lib/form-problems';
import { DuplicateWarning } from './duplicate-warning';
import { createSpot, duplicatesKey, fetchDuplicates, rememberNewSpot } from './new-spot-api';
import { TagInput } from './tag-input';
import { addTags } from './tag-list';
import type { NewSpotDraft, PinPosition } from './use-new-spot';
import { formatLatLng } from '../../lib/lat-lng';

/** The success message of a new spot. */
export const NEW_SPOT_THANKS = 'Thank you for the new spot!';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  tags: 'Tags',
  lat: 'Latitude',
  long: 'Longitude',
};

type FieldErrors = Partial<Record<'title' | 'tags' | 'position', string>>;

/** Existing spots within 25 m of the pin, asked again whenever the pin moves. */
export function useDuplicates(pin: PinPosition | null) {
  return useQuery({
    queryKey: pin ? duplicatesKey(pin) : ['duplicates', 'none'],
    queryFn: () => fetchDuplicates(pin!),
    enabled: pin !== null,
    staleTime: 0,
    meta: { persist: false } satisfies PersistMeta,
  });
}

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [created, setCreated] = useState<Spot | null>(null);
  const duplicates = useDuplicates(pin).data ?? [];

  useLeaveWarning(draft.dirty && created === null);
  // Navigating once the warning is off, so saving never asks whether to leave.
  useEffect(() => {
    if (created) void navigate(spotPath(created));
  }, [created, navigate]);

  const save = useMutation({
    mutationFn: createSpot,
    onSuccess: (spot) => {
      rememberNewSpot(queryClient, spot);
      snackbar.show(NEW_SPOT_THANKS, { durationMs: SNACKBAR_MS.success });
      setCreated(spot);
    },
    onError: (error) => {
      const problem = describeApiError(error, FIELD_LABELS);
      if ('alert' in problem) {
        setAlert(problem.alert);
        return;
      }
      const field =
        problem.field === 'lat' || problem.field === 'long' ? 'position' : problem.field;
      setErrors({ [field]: problem.message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tags = addTags(draft.tags, draft.tagText);
    draft.setTags(tags);
    draft.setTagText('');
    const titleProblem = schemaProblem(NewSpotBody.shape.title, draft.title, 'Title');
    setAlert(null);
    setErrors(titleProblem ? { title: titleProblem } : {});
    if (titleProblem) return;
    save.mutate({ lat: round6(pin.lat), long: round6(pin.lng), title: draft.title.trim(), tags });
  };

  const busy = save.isPending || created !== null;
  const title = draft.title;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="New spot">
      <Stack spacing={2}>
        <Box>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            New spot
          </Typography>
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', mt: 0.5, color: 'text.secondary', fontSize: 14 }}
          >
            <PlaceOutlinedIcon fontSize="inherit" aria-hidden />
            <Box
              component="span"
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
              Drag the pin or click the map to move it.
            </Typography>
          )}
          {errors.position && (
            <Typography variant="caption" color="error" component="p" role="alert">
              {errors.position}
            </Typography>
          )}
        </Box>

        <DuplicateWarning duplicates={duplicates} />

        <TextField
          label="Title"
          required
          value={title}
          onChange={(event) => {
            draft.setTitle(event.target.value);
            if (errors.title) setErrors({ ...errors, title: undefined });
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
            if (errors.tags) setErrors({ ...errors, tags: undefined });
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
