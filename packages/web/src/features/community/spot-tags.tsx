import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import EditIcon from '@mui/icons-material/EditOutlined';
import { TAG_NAME_MAX, tagToUrl, type Spot } from '@vantage/shared';
import { useRequireLogin } from '../../core/login-required';
import type { DraftTag } from './tag-draft';
import { useTagEditing } from './use-tag-editing';

/** The spot's tags as links, and the button that starts editing them. */
function TagLinks({ spot, onEdit }: { spot: Spot; onEdit: () => void }) {
  const requireLogin = useRequireLogin();
  return (
    // Apart enough that a finger meant for one tag or the button does not land on the next.
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
      {spot.tags.map((tag) => (
        <Chip
          key={tag.tag}
          label={tag.tag}
          size="small"
          clickable
          component={RouterLink}
          to={`/tag/${tagToUrl(tag.tag)}`}
          variant={tag.request ? 'outlined' : 'filled'}
          title={tag.request ? 'Waiting for approval by other photographers' : undefined}
          sx={{
            borderStyle: tag.request ? 'dashed' : undefined,
            textDecoration: tag.toDelete ? 'line-through' : undefined,
          }}
        />
      ))}
      <Button
        size="small"
        startIcon={<EditIcon fontSize="small" />}
        sx={{ ml: 1 }}
        onClick={(event) => {
          if (requireLogin(event.currentTarget, 'participate')) onEdit();
        }}
      >
        {spot.tags.length > 0 ? 'Edit tags' : 'Add tags'}
      </Button>
    </Stack>
  );
}

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

/**
 * The spot's tags, and their editing: a comma or Enter adds what was typed, deleting a new tag
 * removes it, deleting an existing one marks it to be deleted (with Undo); Done sends the
 * edit, and so does leaving the spot or the page while editing.
 */
export function SpotTags({ spot }: { spot: Spot }) {
  const { draft, text, start, done, remove, onChange, onKeyDown } = useTagEditing(spot);
  if (!draft) return <TagLinks spot={spot} onEdit={start} />;
  return (
    <Box sx={{ mt: 1.5 }} data-testid="tag-editor">
      <DraftTagList draft={draft} onRemove={remove} />
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
        <Button variant="contained" size="small" onClick={done} sx={{ mt: 0.5 }}>
          Done
        </Button>
      </Stack>
    </Box>
  );
}
