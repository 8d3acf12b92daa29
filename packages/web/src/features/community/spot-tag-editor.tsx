import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import { TAG_NAME_MAX } from '@vantage/shared';
import type { DraftTag } from './tag-draft';

/** The tags being edited, each with its delete button. */
function DraftTagList({
  draft,
  onRemove,
}: {
  draft: DraftTag[];
  onRemove: (name: string) => void;
}) {
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mb: 1 }}
    >
      {draft.map((tag) => (
        <li key={tag.tag.toLowerCase()}>
          <Chip
            label={tag.tag}
            size="small"
            variant={tag.isNew || tag.request ? 'outlined' : 'filled'}
            sx={{ textDecoration: tag.toDelete ? 'line-through' : undefined }}
            onDelete={tag.toDelete ? undefined : () => onRemove(tag.tag)}
            deleteIcon={<CancelIcon aria-label={`Delete the tag ${tag.tag}`} aria-hidden={false} />}
          />
        </li>
      ))}
    </Box>
  );
}

/** The tags being edited, with the field that adds one and the button that sends the edit. */
export function SpotTagEditor({
  draft,
  text,
  onDone,
  onRemove,
  onChange,
  onKeyDown,
}: {
  draft: DraftTag[];
  text: string;
  onDone: () => void;
  onRemove: (name: string) => void;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  return (
    <Box sx={{ mt: 1.5 }} data-testid="tag-editor">
      <DraftTagList draft={draft} onRemove={onRemove} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus
          size="small"
          label="Add tags"
          helperText="A comma or Enter adds a tag"
          slotProps={{ htmlInput: { maxLength: TAG_NAME_MAX * 4 } }}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" size="small" onClick={onDone} sx={{ mt: 0.5 }}>
          Done
        </Button>
      </Stack>
    </Box>
  );
}
