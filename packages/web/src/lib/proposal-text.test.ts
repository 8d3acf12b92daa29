import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@vantage/shared';
import { changeText } from './proposal-text';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  kind: 'renamed',
  user: null,
  created: new Date(0).toISOString(),
  before: {},
  after: {},
  proposal: null,
  revertOf: null,
  ...over,
});

describe('History entries in words', () => {
  it('says what changed from what to what', () => {
    expect(changeText(entry({ before: { title: 'A' }, after: { title: 'B' } }))).toBe(
      'Renamed from “A” to “B”',
    );
    expect(
      changeText(
        entry({ kind: 'retagged', before: { tags: ['x', 'y'] }, after: { tags: ['y', 'z'] } }),
      ),
    ).toBe('Tagged “z”; Removed “x”');
    expect(
      changeText(
        entry({ kind: 'moved', before: { lat: 0, lng: 0 }, after: { lat: 0.0005, lng: 0 } }),
      ),
    ).toBe('Moved by 56 m');
  });
});
