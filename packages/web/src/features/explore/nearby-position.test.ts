import { describe, expect, it } from 'vitest';
import { locateFailure } from './nearby-position';

describe('locateFailure', () => {
  it('tells a refusal, a timeout and any other failure apart', () => {
    expect(locateFailure(1)).toMatch(/did not share your position/);
    expect(locateFailure(3)).toMatch(/took too long/);
    expect(locateFailure(2)).toMatch(/could not be found/);
    expect(locateFailure(null)).toMatch(/could not be found/);
  });
});
