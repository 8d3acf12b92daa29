import { describe, expect, it } from 'vitest';
import {
  lightTimeline,
  phaseOfAltitude,
  segmentAt,
  sunEventsIn,
  type SunEventTimes,
} from './light-phases';

const DAY_START = Date.UTC(2026, 5, 21);
const DAY = { startMs: DAY_START, endMs: DAY_START + 86_400_000 };
const at = (hours: number) => new Date(DAY_START + hours * 3_600_000);

const NONE: SunEventTimes = {
  nightEnd: null,
  nauticalDawn: null,
  dawn: null,
  sunrise: null,
  goldenHourEnd: null,
  goldenHour: null,
  sunset: null,
  dusk: null,
  nauticalDusk: null,
  night: null,
};

function phases(initial: Parameters<typeof lightTimeline>[1], times: SunEventTimes) {
  return lightTimeline(DAY, initial, sunEventsIn(DAY, times)).map((segment) => [
    segment.phase,
    (segment.startMs - DAY_START) / 3_600_000,
    (segment.endMs - DAY_START) / 3_600_000,
  ]);
}

describe('phaseOfAltitude', () => {
  it('uses the twilight angles −18, −12, −6, −0.833 and +6°', () => {
    expect(phaseOfAltitude(-30)).toBe('night');
    expect(phaseOfAltitude(-15)).toBe('astronomical');
    expect(phaseOfAltitude(-8)).toBe('nautical');
    expect(phaseOfAltitude(-3)).toBe('blue');
    expect(phaseOfAltitude(-0.5)).toBe('golden');
    expect(phaseOfAltitude(3)).toBe('golden');
    expect(phaseOfAltitude(40)).toBe('day');
  });
});

describe('lightTimeline', () => {
  it('cuts an ordinary day from night through blue and golden hour to day and back', () => {
    const times: SunEventTimes = {
      nightEnd: at(3),
      nauticalDawn: at(3.75),
      dawn: at(4.5),
      sunrise: at(5.2),
      goldenHourEnd: at(6),
      goldenHour: at(20.5),
      sunset: at(21.4),
      dusk: at(22),
      nauticalDusk: at(22.75),
      night: at(23.5),
    };
    expect(phases('night', times)).toEqual([
      ['night', 0, 3],
      ['astronomical', 3, 3.75],
      ['nautical', 3.75, 4.5],
      ['blue', 4.5, 5.2],
      ['golden', 5.2, 6],
      ['day', 6, 20.5],
      ['golden', 20.5, 21.4],
      ['blue', 21.4, 22],
      ['nautical', 22, 22.75],
      ['astronomical', 22.75, 23.5],
      ['night', 23.5, 24],
    ]);
  });

  it('has no night in a northern summer where it never gets dark enough', () => {
    const times: SunEventTimes = {
      ...NONE,
      nauticalDawn: at(1.5),
      dawn: at(2.5),
      sunrise: at(3.5),
      goldenHourEnd: at(4.5),
      goldenHour: at(19.5),
      sunset: at(20.5),
      dusk: at(21.5),
      nauticalDusk: at(22.5),
    };
    const result = phases('astronomical', times);
    expect(result[0]).toEqual(['astronomical', 0, 1.5]);
    expect(result.at(-1)).toEqual(['astronomical', 22.5, 24]);
    expect(result.some(([phase]) => phase === 'night')).toBe(false);
  });

  it('is a single day segment under the midnight sun', () => {
    expect(phases('day', NONE)).toEqual([['day', 0, 24]]);
  });

  it('dips into golden hour around midnight when the midnight sun stays low', () => {
    expect(phases('golden', { ...NONE, goldenHourEnd: at(2), goldenHour: at(22) })).toEqual([
      ['golden', 0, 2],
      ['day', 2, 22],
      ['golden', 22, 24],
    ]);
  });

  it('shows only twilight at noon in the polar night', () => {
    expect(phases('nautical', { ...NONE, dawn: at(10.5), dusk: at(13.5) })).toEqual([
      ['nautical', 0, 10.5],
      ['blue', 10.5, 13.5],
      ['nautical', 13.5, 24],
    ]);
    expect(phases('night', NONE)).toEqual([['night', 0, 24]]);
  });

  it('ignores events outside the day and finds the segment under an instant', () => {
    const events = sunEventsIn(DAY, { ...NONE, sunrise: at(-1), sunset: at(25), dawn: at(6) });
    expect(events.map((event) => event.name)).toEqual(['dawn']);
    const segments = lightTimeline(DAY, 'nautical', events);
    expect(segmentAt(segments, at(7).getTime())?.phase).toBe('blue');
    expect(segmentAt(segments, at(1).getTime())?.phase).toBe('nautical');
    expect(segmentAt(segments, at(30).getTime())).toBeNull();
  });
});
