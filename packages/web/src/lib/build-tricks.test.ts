import { describe, expect, it } from 'vitest';
import { BUILD_TRICKS, buildTricksOn } from '../../build-tricks';

describe('BUILD_TRICKS', () => {
  it('keeps every trick by default and none with off', () => {
    expect([...buildTricksOn(undefined)]).toEqual([...BUILD_TRICKS]);
    expect([...buildTricksOn('on')]).toEqual([...BUILD_TRICKS]);
    expect(buildTricksOn('off').size).toBe(0);
  });

  it('keeps the tricks it lists, and refuses a name it does not know', () => {
    expect([...buildTricksOn(' compileOnLoad ')]).toEqual(['compileOnLoad']);
    expect(() => buildTricksOn('lazySchemas,fast')).toThrow(/no trick named fast/);
  });
});
