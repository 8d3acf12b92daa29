import { EDIT_TAGS_MAX, TAG_NAME_MAX, uniqueTagNames, type SpotTag } from '@vantage/shared';

/** A tag while the member edits a spot's tags. */
export interface DraftTag {
  tag: string;
  /** Added in this edit, not yet sent. */
  isNew: boolean;
  /** Marked to be deleted (by this edit or by an open request). */
  toDelete: boolean;
  /** Marked in this edit (so Undo can take it back). */
  markedNow: boolean;
  request: SpotTag['request'];
  auto: boolean;
}

/** The spot's tags as an edit starts from them. */
export function startDraft(tags: readonly SpotTag[]): DraftTag[] {
  return tags.map((tag) => ({
    tag: tag.tag,
    isNew: false,
    toDelete: tag.toDelete,
    markedNow: false,
    request: tag.request,
    auto: tag.auto,
  }));
}

/**
 * Adds the comma-separated names of `text`: trimmed, empty ones ignored, none repeating a
 * tag already there in any case, each cut to the longest tag name.
 */
export function addToDraft(draft: readonly DraftTag[], text: string): DraftTag[] {
  const names = text.split(',').map((part) => part.slice(0, TAG_NAME_MAX));
  const added = uniqueTagNames(
    names,
    draft.map((tag) => tag.tag),
  ).slice(0, Math.max(0, EDIT_TAGS_MAX - draft.length));
  return [
    ...draft,
    ...added.map((tag) => ({
      tag,
      isNew: true,
      toDelete: false,
      markedNow: false,
      request: 'add' as const,
      auto: false,
    })),
  ];
}

/** Deleting a new tag removes it; deleting an existing one marks it to be deleted. */
export function deleteFromDraft(draft: readonly DraftTag[], name: string): DraftTag[] {
  return draft.flatMap((tag) => {
    if (tag.tag !== name) return [tag];
    if (tag.isNew) return [];
    return [{ ...tag, toDelete: true, markedNow: true }];
  });
}

/** Takes back a mark made in this edit. */
export function undoDelete(draft: readonly DraftTag[], name: string): DraftTag[] {
  return draft.map((tag) =>
    tag.tag === name && tag.markedNow ? { ...tag, toDelete: false, markedNow: false } : tag,
  );
}

/** Whether the edit changed anything to send. */
export function draftChanged(draft: readonly DraftTag[]): boolean {
  return draft.some((tag) => tag.isNew || tag.markedNow);
}

/** The tag list the edit asks for: every tag not marked to be deleted. */
export function draftNames(draft: readonly DraftTag[]): string[] {
  return draft.filter((tag) => !tag.toDelete).map((tag) => tag.tag);
}
