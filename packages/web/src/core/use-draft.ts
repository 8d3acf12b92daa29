import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import {
  clearDraft,
  draftKey,
  readDraft,
  readDraftText,
  subscribeDrafts,
  writeDraft,
} from '../lib/draft-store';
import { useCurrentUser } from './current-user';
import { useLeaveWarning } from './leave-warning';

/** What a draft is of: the editor and the object it edits (`'new'` for one not yet saved). */
export interface DraftOf {
  editor: string;
  object: string | number;
}

export interface Draft<T> {
  /** The text being edited: the kept draft, else the saved value. */
  value: T;
  /** Changes the text; a change back to the saved value forgets the draft. */
  setValue: (next: T | ((current: T) => T)) => void;
  /** Whether a draft kept from an earlier visit was restored in this one. */
  restored: boolean;
  /** Whether the text differs from what is saved. */
  dirty: boolean;
  /** Forgets the draft: the editor shows the saved value again. */
  discard: () => void;
  /** Forgets the draft after a save, and lets the page move on without a warning. */
  saved: () => void;
}

const noSubscription = () => () => {};

/**
 * An editor's text kept as a draft in localStorage (per editor, object and member) from the
 * first keystroke until it is saved or discarded, so that a navigation, a reload or a failed
 * save loses nothing; while it differs from the saved value, leaving the page warns. `of`
 * null turns it off (an editor that is closed). A server-rendered page shows `saved`, and so
 * does the browser while it hydrates; a kept draft follows at once.
 */
export function useDraft<T>(of: DraftOf | null, saved: T): Draft<T> {
  const member = useCurrentUser()?.id ?? null;
  const key = of ? draftKey({ ...of, member }) : null;
  const text = useSyncExternalStore(
    key ? subscribeDrafts : noSubscription,
    () => (key ? readDraftText(key) : null),
    () => null,
  );
  const savedText = JSON.stringify(saved);
  const value = useMemo(() => {
    if (text === null) return saved;
    try {
      return JSON.parse(text) as T;
    } catch {
      return saved;
    }
    // `saved` is compared by its JSON: a new object of the same value changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, savedText]);
  // Read once per mount (a browser-made editor reads storage as it mounts; a hydrated one
  // shows the note only once the kept draft replaces the served text).
  const [restored, setRestored] = useState(() =>
    key !== null && typeof window !== 'undefined' ? readDraftText(key) !== null : false,
  );
  const dirty = text !== null;
  const release = useLeaveWarning(dirty);

  const setValue = useCallback(
    (next: T | ((current: T) => T)) => {
      if (!key) return;
      const current = readDraft<T>(key) ?? (JSON.parse(savedText) as T);
      const value = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
      if (JSON.stringify(value) === savedText) clearDraft(key);
      else writeDraft(key, value);
    },
    [key, savedText],
  );
  const discard = useCallback(() => {
    setRestored(false);
    if (key) clearDraft(key);
  }, [key]);
  const markSaved = useCallback(() => {
    release();
    if (key) clearDraft(key);
  }, [key, release]);

  return { value, setValue, restored: restored && dirty, dirty, discard, saved: markSaved };
}

/** Whether the member keeps a draft of `of`, e.g. to reopen its editor on return. */
export function useHasDraft(of: DraftOf): boolean {
  const member = useCurrentUser()?.id ?? null;
  const key = draftKey({ ...of, member });
  return useSyncExternalStore(
    subscribeDrafts,
    () => readDraftText(key) !== null,
    () => false,
  );
}

/** Forgets the member's draft of `of`, for an editor whose Cancel is asked outside it. */
export function useDiscardDraft(): (of: DraftOf) => void {
  const member = useCurrentUser()?.id ?? null;
  return useCallback((of: DraftOf) => clearDraft(draftKey({ ...of, member })), [member]);
}
