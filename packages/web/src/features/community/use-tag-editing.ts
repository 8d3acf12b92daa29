import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TAG_MARKED_MESSAGE, type Spot } from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { failureText } from '../../components/vote-control';
import { editTags, refreshSpot, setSpotFields } from './community-api';
import {
  addToDraft,
  deleteFromDraft,
  draftChanged,
  draftNames,
  startDraft,
  undoDelete,
  type DraftTag,
} from './tag-draft';

/**
 * The editing of a spot's tags: the draft (null when not editing), the text being typed, and
 * what the field and the buttons do. The edit is sent by Done and by leaving the spot or page.
 */
export function useTagEditing(spot: Spot) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<DraftTag[] | null>(null);
  const [text, setText] = useState('');

  const send = (spotId: number, edit: DraftTag[]) => {
    if (!draftChanged(edit)) return;
    editTags(spotId, draftNames(edit)).then(
      (tags) => {
        setSpotFields(client, spotId, { tags });
        refreshSpot(client, spotId);
      },
      (error: unknown) =>
        snackbar.show(failureText(error, 'The tags could not be saved. Please try again.')),
    );
  };

  // Leaving the spot (or the page) while editing sends the edit.
  const pending = useRef<{ spotId: number; draft: DraftTag[] | null; text: string }>({
    spotId: spot.id,
    draft: null,
    text: '',
  });
  pending.current = { spotId: spot.id, draft, text };
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(
    () => () => {
      const { spotId, draft: open, text: typed } = pending.current;
      if (open) sendRef.current(spotId, typed.trim() ? addToDraft(open, typed) : open);
    },
    [spot.id],
  );
  const [shownId, setShownId] = useState(spot.id);
  if (shownId !== spot.id) {
    setShownId(spot.id);
    setDraft(null);
    setText('');
  }

  const start = () => setDraft(startDraft(spot.tags));
  const done = () => {
    if (!draft) return;
    const edit = text.trim() ? addToDraft(draft, text) : draft;
    setDraft(null);
    setText('');
    send(spot.id, edit);
  };
  const remove = (name: string) => {
    if (!draft) return;
    const target = draft.find((tag) => tag.tag === name);
    setDraft(deleteFromDraft(draft, name));
    if (target && !target.isNew) {
      snackbar.show(TAG_MARKED_MESSAGE, {
        action: { label: 'Undo', onClick: () => setDraft((now) => now && undoDelete(now, name)) },
      });
    }
  };
  const onChange = (value: string) => {
    const comma = value.lastIndexOf(',');
    if (comma === -1 || !draft) {
      setText(value);
      return;
    }
    setDraft(addToDraft(draft, value.slice(0, comma)));
    setText(value.slice(comma + 1).trimStart());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !draft) return;
    event.preventDefault();
    setDraft(addToDraft(draft, text));
    setText('');
  };

  return { draft, text, start, done, remove, onChange, onKeyDown };
}
