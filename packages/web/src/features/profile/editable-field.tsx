import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { FormEvent, ReactNode } from 'react';
import { DraftNote } from '../../components/draft-note';
import type { useFieldEdit } from './field-edit';

/** Rows of a settings card: separated by hairlines, the first one sits under the card title. */
export const SETTINGS_ROW_SX = {
  py: 2.25,
  '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
  '&:last-of-type': { pb: 0.5 },
} as const;

/** The edit handle of one field, as `useFieldEdit` returns it. */
export type FieldEdit<T> = ReturnType<typeof useFieldEdit<T>>;

/**
 * One settings row: the label and saved value with an Edit button, or the editor with
 * Cancel and Save. Save stays disabled while the draft is invalid or unchanged.
 */
export function EditableField<T>({
  id,
  label,
  edit,
  view,
  editor,
}: {
  id: string;
  label: string;
  edit: FieldEdit<T>;
  /** The saved value as shown outside edit mode. */
  view: ReactNode;
  /** The input for the draft; it shows `edit.error` itself. */
  editor: (draft: T) => ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (edit.canSave) void edit.submit();
  };
  return (
    <Box component="section" aria-labelledby={`${id}-label`} sx={SETTINGS_ROW_SX}>
      <Stack direction="row" alignItems="center" spacing={2} sx={{ minHeight: 32 }}>
        <Typography id={`${id}-label`} variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {label}
        </Typography>
        {!edit.editing && (
          <Button
            size="small"
            startIcon={<EditIcon fontSize="small" />}
            onClick={edit.start}
            aria-label={`Edit ${label.toLowerCase()}`}
          >
            Edit
          </Button>
        )}
      </Stack>
      {edit.state.mode === 'edit' ? (
        <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1.5 }}>
          {edit.restored && <DraftNote onDiscard={edit.cancel} />}
          {editor(edit.state.draft)}
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1.5 }}>
            <Button onClick={edit.cancel} disabled={edit.state.saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!edit.canSave}>
              {edit.state.saving ? 'Saving…' : 'Save'}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Box sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>{view}</Box>
      )}
    </Box>
  );
}
