import { describe, expect, it } from 'vitest';
import {
  applyVote,
  PROPOSAL_APPLY_RATING,
  PROPOSAL_DROP_RATING,
  proposalOutcome,
  voteDirectionOf,
} from './votes.js';

describe('applyVote (one vote per user and target)', () => {
  it.each([
    [0, 1, 1, 1],
    [0, -1, -1, -1],
    [1, 1, 0, 1],
    [-1, -1, 0, -1],
    [1, -1, -2, -1],
    [-1, 1, 2, 1],
  ] as const)(
    'from %i voting %i changes the rating by %i and leaves %i',
    (from, next, delta, value) => {
      expect(applyVote(from, next)).toEqual({ delta, value });
    },
  );

  it('keeps the rating equal to the sum of the votes over any sequence', () => {
    const votes = new Map<string, -1 | 0 | 1>();
    let rating = 0;
    const sequence: [string, -1 | 1][] = [
      ['ann', 1],
      ['ann', 1],
      ['bob', -1],
      ['ann', -1],
      ['cy', 1],
      ['bob', 1],
      ['bob', 1],
    ];
    for (const [user, next] of sequence) {
      const { delta, value } = applyVote(votes.get(user) ?? 0, next);
      rating += delta;
      votes.set(user, value);
    }
    expect(rating).toBe([...votes.values()].reduce<number>((sum, value) => sum + value, 0));
    expect(rating).toBe(1);
  });
});

describe('proposalOutcome: applied at net +3, dropped at −3', () => {
  it('applies at +3 and drops at −3', () => {
    expect(PROPOSAL_APPLY_RATING).toBe(3);
    expect(PROPOSAL_DROP_RATING).toBe(-3);
    expect(proposalOutcome(3)).toBe('applied');
    expect(proposalOutcome(4)).toBe('applied');
    expect(proposalOutcome(-3)).toBe('dropped');
    expect(proposalOutcome(-5)).toBe('dropped');
    for (const rating of [-2, -1, 0, 1, 2]) expect(proposalOutcome(rating)).toBe('pending');
  });
});

describe('voteDirectionOf', () => {
  it('reads the action of the path', () => {
    expect(voteDirectionOf('rateUp')).toBe(1);
    expect(voteDirectionOf('rateDown')).toBe(-1);
  });
});
