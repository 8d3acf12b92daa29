import type { ClipboardEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import { NEW_SPOT_MAX_TAGS, TAG_NAME_MAX } from '@vantage/shared';
import { addTags } from './tag-list';

export interface TagInputProps {
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  /** What is typed but not a tag yet. */
  text: string;
  onTextChange: (text: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Tags as removable chips above a field where a comma or Enter adds what was typed;
 * trimmed, empty and repeated names (in any case) are ignored.
 */
export function TagInput({
  tags,
  onTagsChange,
  text,
  onTextChange,
  error,
  disabled,
}: TagInputProps) {
  const full = tags.length >= NEW_SPOT_MAX_TAGS;
  const commit = (typed: string) => {
    onTagsChange(addTags(tags, typed));
    onTextChange('');
  };
  const change = (value: string) => {
    const comma = value.lastIndexOf(',');
    if (comma === -1) {
      onTextChange(value);
      return;
    }
    onTagsChange(addTags(tags, value.slice(0, comma)));
    onTextChange(value.slice(comma + 1).trimStart());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the tag; it must not submit the form.
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onTagsChange(tags.slice(0, -1));
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted.includes(',') && !pasted.includes('\n')) return;
    event.preventDefault();
    commit(`${text}${pasted.replace(/\n/g, ',')}`);
  };

  return (
    <Box>
      {tags.length > 0 && (
        <Box
          component="ul"
          aria-label="Tags"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.75,
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 1,
          }}
        >
          {tags.map((tag) => (
            <li key={tag.toLowerCase()}>
              <Chip
                label={tag}
                size="small"
                disabled={disabled}
                title={tag}
                onDelete={() => onTagsChange(tags.filter((other) => other !== tag))}
                deleteIcon={<CancelIcon aria-label={`Remove tag ${tag}`} aria-hidden={false} />}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      )}
      <TextField
        label="Tags"
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => {
          if (text.trim() !== '') commit(text);
        }}
        disabled={disabled || full}
        error={Boolean(error)}
        helperText={
          error ??
          (full
            ? `At most ${NEW_SPOT_MAX_TAGS} tags`
            : 'Enter or a comma adds a tag, e.g. waterfall, sunrise')
        }
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: TAG_NAME_MAX + 20, enterKeyHint: 'enter' } }}
      />
    </Box>
  );
}
