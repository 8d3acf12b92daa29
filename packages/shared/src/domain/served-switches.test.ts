import { describe, expect, it } from 'vitest';
import {
  ALL_SERVED_TRICKS_ON,
  parseServedTricks,
  servedSwitchesFrom,
  servedTricksOff,
} from './served-switches';

describe('SERVED_TRICKS', () => {
  it('turns every trick on by default, and off with off', () => {
    expect(parseServedTricks(undefined)).toEqual(ALL_SERVED_TRICKS_ON);
    expect(parseServedTricks('on')).toEqual(ALL_SERVED_TRICKS_ON);
    expect(Object.values(parseServedTricks('off'))).toEqual([false, false, false, false]);
  });

  it('keeps on the tricks it lists, and refuses a name it does not know', () => {
    expect(parseServedTricks('slices, styles')).toEqual({
      slices: true,
      heldPresses: false,
      servedQueries: false,
      styles: true,
    });
    expect(() => parseServedTricks('slices,fast')).toThrow(/no trick named fast/);
  });

  it('names the tricks off for the browser, which reads the same switches back', () => {
    const switches = parseServedTricks('heldPresses,servedQueries');
    expect(servedTricksOff(switches)).toBe('slices styles');
    expect(servedSwitchesFrom(servedTricksOff(switches))).toEqual(switches);
    expect(servedSwitchesFrom(undefined)).toEqual(ALL_SERVED_TRICKS_ON);
  });
});
