import { describe, expect, it } from 'vitest';
import {
  addToDraft,
  deleteFromDraft,
  draftChanged,
  draftNames,
  startDraft,
  undoDelete,
} from './tag-draft';

const spotTags = [
  { tag: 'Sunset', request: null, isNew: false, auto: false, toDelete: false, rating: 0 },
  {
    tag: 'Beach',
    request: 'delete' as const,
    isNew: false,
    auto: false,
    toDelete: true,
    rating: 1,
  },
];

describe('tag editing', () => {
  it('adds trimmed names, ignoring empty ones and case-insensitive repeats', () => {
    const draft = addToDraft(startDraft(spotTags), ' Cliffs , ,sunset, cliffs,Tide  Pools');
    expect(draft.map((t) => [t.tag, t.isNew])).toEqual([
      ['Sunset', false],
      ['Beach', false],
      ['Cliffs', true],
      ['Tide Pools', true],
    ]);
    expect(draftChanged(draft)).toBe(true);
  });

  it('removes a new tag and marks an existing one, which Undo takes back', () => {
    let draft = addToDraft(startDraft(spotTags), 'Cliffs');
    draft = deleteFromDraft(draft, 'Cliffs');
    expect(draft.map((t) => t.tag)).toEqual(['Sunset', 'Beach']);
    expect(draftChanged(draft)).toBe(false);
    draft = deleteFromDraft(draft, 'Sunset');
    expect(draft[0]).toMatchObject({ tag: 'Sunset', toDelete: true });
    expect(draftNames(draft)).toEqual([]);
    draft = undoDelete(draft, 'Sunset');
    expect(draftNames(draft)).toEqual(['Sunset']);
    // A mark by someone else's open request is not this edit's to undo.
    expect(undoDelete(draft, 'Beach')[1]!.toDelete).toBe(true);
  });
});
