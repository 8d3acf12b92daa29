import { describe, expect, it } from 'vitest';
import { voteDirectionOf } from './votes';

describe('voteDirectionOf', () => {
  it('reads the action of the path', () => {
    expect(voteDirectionOf('rateUp')).toBe(1);
    expect(voteDirectionOf('rateDown')).toBe(-1);
  });
});
