import { describe, expect, it } from 'vitest';
import { revertSummary } from './revert-summary';

describe('revertSummary', () => {
  it('says what was undone and what was left', () => {
    expect(revertSummary({ reverted: 6, spots: 3, skipped: 1 })).toBe(
      'Undid 6 changes on 3 spots. 1 change was left as it was: someone else changed the same thing since.',
    );
    expect(revertSummary({ reverted: 1, spots: 1, skipped: 0 })).toBe('Undid 1 change on 1 spot.');
    expect(revertSummary({ reverted: 0, spots: 0, skipped: 2 })).toBe(
      'There was nothing to undo. 2 changes were left as they were: someone else changed the same thing since.',
    );
    expect(revertSummary({ reverted: 0, spots: 0, skipped: 0 })).toBe('There was nothing to undo.');
  });
});
