import { useEffect, useReducer, useRef } from 'react';
import { useDraft, type DraftOf } from '../../core/use-draft';

/** One profile field's edit state (each field has its own Save and Cancel). */
export type FieldEditState<T> =
  { mode: 'view' } | { mode: 'edit'; draft: T; saving: boolean; serverError: string | null };

/** What can happen to a field being edited. */
export type FieldEditAction<T> =
  | { type: 'edit'; value: T }
  | { type: 'change'; draft: T }
  | { type: 'save' }
  | { type: 'saved' }
  | { type: 'failed'; error: string }
  | { type: 'cancel' };

/**
 * The field's state machine: Edit starts from the saved value, typing clears a server error,
 * Save waits for the server, success returns to view, failure stays in edit with the message,
 * Cancel drops the draft. Typing and Cancel are ignored while saving.
 */
export function fieldEditReducer<T>(
  state: FieldEditState<T>,
  action: FieldEditAction<T>,
): FieldEditState<T> {
  switch (action.type) {
    case 'edit':
      return { mode: 'edit', draft: action.value, saving: false, serverError: null };
    case 'change':
      return state.mode === 'edit' && !state.saving
        ? { ...state, draft: action.draft, serverError: null }
        : state;
    case 'save':
      return state.mode === 'edit' ? { ...state, saving: true, serverError: null } : state;
    case 'saved':
      return { mode: 'view' };
    case 'failed':
      return state.mode === 'edit' ? { ...state, saving: false, serverError: action.error } : state;
    case 'cancel':
      return state.mode === 'edit' && state.saving ? state : { mode: 'view' };
  }
}

/** The field's edit state with its actions, the draft's validation, and whether Save may run. */
export function useFieldEdit<T>({
  value,
  validate,
  save,
  equals = Object.is,
  draftOf = null,
}: {
  value: T;
  /** The message that blocks saving this draft, or null. */
  validate: (draft: T) => string | null;
  /** Saves the draft; resolves with an error message to show, or null when saved. */
  save: (draft: T) => Promise<string | null>;
  equals?: (a: T, b: T) => boolean;
  /** Keeps the typed text as a draft until saved or cancelled (and warns on leaving). */
  draftOf?: DraftOf | null;
}) {
  const [state, dispatch] = useReducer(fieldEditReducer<T>, { mode: 'view' } as FieldEditState<T>);
  const kept = useDraft(draftOf, value);
  // A field left with unsaved text opens in edit mode again, with that text. Only a draft
  // appearing reopens the field; its later changes come from typing.
  const seenDirty = useRef<boolean | null>(null);
  useEffect(() => {
    if (seenDirty.current === kept.dirty) return;
    seenDirty.current = kept.dirty;
    if (kept.dirty && state.mode === 'view') dispatch({ type: 'edit', value: kept.value });
  }, [kept.dirty, kept.value, state.mode]);
  const editing = state.mode === 'edit';
  const invalid = editing ? validate(state.draft) : null;
  const changed = editing && !equals(state.draft, value);
  return {
    state,
    editing,
    /** The message under the field: the draft's problem, else the server's answer. */
    error: editing ? (invalid ?? state.serverError) : null,
    /** Dirty: something typed that is not saved. */
    changed,
    /**
     * Typed and not being saved: what the leave warning guards. A save in flight does not
     * count, so the navigation that follows a rename is not held up by it.
     */
    unsaved: changed && state.mode === 'edit' && !state.saving,
    canSave: editing && !state.saving && invalid === null && changed,
    /** A draft kept from an earlier visit came back into the editor. */
    restored: kept.restored,
    start: () => dispatch({ type: 'edit', value }),
    change: (draft: T) => {
      if (state.mode === 'edit' && state.saving) return;
      dispatch({ type: 'change', draft });
      kept.setValue(draft);
    },
    cancel: () => {
      if (state.mode === 'edit' && state.saving) return;
      kept.discard();
      dispatch({ type: 'cancel' });
    },
    submit: async () => {
      if (state.mode !== 'edit' || invalid !== null) return;
      dispatch({ type: 'save' });
      // Released before saving: a renamed profile moves to its new address without asking.
      kept.saved();
      const error = await save(state.draft);
      if (error !== null) kept.setValue(state.draft);
      dispatch(error === null ? { type: 'saved' } : { type: 'failed', error });
    },
  };
}
