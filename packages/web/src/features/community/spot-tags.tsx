import { Suspense } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/EditOutlined';
import { tagToUrl, type Spot } from '@vantage/shared';
import { TagLinkChip } from '../../components/tag-link-chip';
import { useRequireLogin } from '../../core/login-required';
import { lazyNamed } from '../../lib/lazy-named';
import { useTagEditing } from './use-tag-editing';

// The editor and its text field load when tags are first edited.
const SpotTagEditor = lazyNamed(() => import('./spot-tag-editor'), 'SpotTagEditor');

/** The spot's tags as links, and the button that starts editing them. */
function TagLinks({ spot, onEdit }: { spot: Spot; onEdit: () => void }) {
  const requireLogin = useRequireLogin();
  return (
    // Apart enough that a finger meant for one tag or the button does not land on the next.
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
      {spot.tags.map((tag) => (
        <TagLinkChip
          key={tag.tag}
          label={tag.tag}
          to={`/tag/${tagToUrl(tag.tag)}`}
          pending={tag.request !== null}
          struck={tag.toDelete}
          title={tag.request ? 'Waiting for approval by other photographers' : undefined}
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

/**
 * The spot's tags, and their editing: a comma or Enter adds what was typed, deleting a new tag
 * removes it, deleting an existing one marks it to be deleted (with Undo); Done sends the
 * edit, and so does leaving the spot or the page while editing.
 */
export function SpotTags({ spot }: { spot: Spot }) {
  const { draft, text, start, done, remove, onChange, onKeyDown } = useTagEditing(spot);
  if (!draft) return <TagLinks spot={spot} onEdit={start} />;
  return (
    <Suspense fallback={null}>
      <SpotTagEditor
        draft={draft}
        text={text}
        onDone={done}
        onRemove={remove}
        onChange={onChange}
        onKeyDown={onKeyDown}
      />
    </Suspense>
  );
}
