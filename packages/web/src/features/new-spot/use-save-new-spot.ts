import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NewSpotBody, round6, SNACKBAR_MS, spotPath, type Spot } from '@vantage/shared';
import type { PersistMeta } from '../../core/query-persistence';
import { useLeaveWarning } from '../../core/leave-warning';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError, schemaProblem } from '../../lib/form-problems';
import { createSpot, duplicatesKey, fetchDuplicates, rememberNewSpot } from './new-spot-api';
import { addTags } from './tag-list';
import type { NewSpotDraft, PinPosition } from './use-new-spot';

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
 * Saving the new spot: the spots it may duplicate, the title check, the messages by field,
 * and the save, which thanks the user and opens the new spot's page.
 */
export function useSaveNewSpot(draft: NewSpotDraft, pin: PinPosition) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [created, setCreated] = useState<Spot | null>(null);
  const duplicates = useDuplicates(pin).data ?? [];

  const release = useLeaveWarning(draft.dirty && created === null);

  const save = useMutation({
    mutationFn: createSpot,
    onSuccess: (spot) => {
      // The warnings let go first, so saving never asks whether to leave; the draft is done.
      release();
      draft.saved();
      rememberNewSpot(queryClient, spot);
      snackbar.show(NEW_SPOT_THANKS, { durationMs: SNACKBAR_MS.success });
      setCreated(spot);
      void navigate(spotPath(spot));
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

  return {
    duplicates,
    errors,
    /** Hides one field's message, if it shows one. */
    clear: (field: keyof FieldErrors) => {
      if (errors[field]) setErrors({ ...errors, [field]: undefined });
    },
    alert,
    submit,
    /** Saving, or saved and on the way to the spot: the form takes no more input. */
    busy: save.isPending || created !== null,
  };
}
