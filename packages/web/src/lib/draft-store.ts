/**
 * Drafts of the site's editors, kept in localStorage until saved or discarded, so that text
 * typed into a form survives a reload, a navigation or a failed save. A draft is keyed by its
 * editor, the object it edits and the member who writes it, so two members sharing a browser
 * never see each other's words.
 */

/** Prefix of every draft in localStorage. */
export const DRAFT_PREFIX = 'vantage.draft.';

/** What names a draft: the editor, the object it edits (or 'new') and the member (or null). */
export interface DraftId {
  editor: string;
  object: string | number;
  member: number | null;
}

/** Drafts kept for this visit where the browser refuses storage (private modes, full disk). */
const inMemory = new Map<string, string>();
const listeners = new Set<() => void>();

/** The localStorage key of a draft. */
export function draftKey({ editor, object, member }: DraftId): string {
  return `${DRAFT_PREFIX}${editor}.${String(object)}.${member ?? 'guest'}`;
}

/** The draft stored under `key` as its raw JSON text, or null when there is none. */
export function readDraftText(key: string): string | null {
  const held = inMemory.get(key);
  if (held !== undefined) return held;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The draft stored under `key`, or null when there is none or it cannot be read. */
export function readDraft<T>(key: string): T | null {
  const text = readDraftText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** Keeps `value` as the draft under `key`. */
export function writeDraft(key: string, value: unknown): void {
  const text = JSON.stringify(value);
  try {
    window.localStorage.setItem(key, text);
    inMemory.delete(key);
  } catch {
    // Storage refused: the draft still holds for this visit.
    inMemory.set(key, text);
  }
  notify();
}

/** Forgets the draft under `key` (saved or discarded). */
export function clearDraft(key: string): void {
  inMemory.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
  notify();
}

/** Calls `listener` whenever a draft is written or cleared; returns the unsubscribe. */
export function subscribeDrafts(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(DRAFT_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
