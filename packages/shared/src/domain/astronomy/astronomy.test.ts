import { Body, Observer, SearchHourAngle } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { moonTimes } from './moon-times.js';
import { moonPath, PATH_POINTS, sunPath } from './paths.js';
import { moonIllumination, moonPosition, sunPosition } from './positions.js';
import { sunEventTime, sunTimes, type SunTimes } from './sun-times.js';
import { solarDayBoundsMs, zonedParts } from './zoned-time.js';

const HOUR = 3_600_000;
const BERLIN = { latDeg: 52.52, lngDeg: 13.405 };
const TROMSO = { latDeg: 69.65, lngDeg: 18.96 };
const ms = (date: Date | null) => {
  expect(date).not.toBeNull();
  return date!.getTime();
};

describe('sunTimes', () => {
  const midsummer = new Date('2024-06-21T12:00Z');
  const equinox = new Date('2024-03-20T12:00Z');

  it('orders the events of a mid-latitude day inside its solar day', () => {
    const t = sunTimes(equinox, BERLIN.latDeg, BERLIN.lngDeg);
    const order: (keyof SunTimes)[] = [
      'nightEnd',
      'nauticalDawn',
      'dawn',
      'sunrise',
      'sunriseEnd',
      'goldenHourEnd',
      'solarNoon',
      'goldenHour',
      'sunsetStart',
      'sunset',
      'dusk',
      'nauticalDusk',
      'night',
    ];
    const times = order.map((key) => ms(t[key] as Date | null));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const { startMs, endMs } = solarDayBoundsMs(equinox.getTime(), BERLIN.lngDeg);
    expect(times[0]).toBeGreaterThanOrEqual(startMs);
    expect(times[times.length - 1]).toBeLessThan(endMs);
    expect(ms(t.solarNoon) - ms(t.nadir)).toBeCloseTo(12 * HOUR, -5);
    // Near the equinox the day lasts a little over 12 hours.
    expect(ms(t.sunset) - ms(t.sunrise)).toBeGreaterThan(12 * HOUR);
    expect(ms(t.sunset) - ms(t.sunrise)).toBeLessThan(12.3 * HOUR);
    expect(t.alwaysUp || t.alwaysDown).toBe(false);
  });

  it('has no astronomical night in a Berlin midsummer', () => {
    const t = sunTimes(midsummer, BERLIN.latDeg, BERLIN.lngDeg);
    expect(t.night).toBeNull();
    expect(t.nightEnd).toBeNull();
    expect(t.nauticalDusk).not.toBeNull();
    expect(t.sunrise).not.toBeNull();
  });

  it('flags polar day and polar night', () => {
    const summer = sunTimes(midsummer, TROMSO.latDeg, TROMSO.lngDeg);
    expect(summer).toMatchObject({
      sunrise: null,
      sunset: null,
      alwaysUp: true,
      alwaysDown: false,
    });
    expect(summer.solarNoon).not.toBeNull();
    const winter = sunTimes(new Date('2024-12-21T12:00Z'), TROMSO.latDeg, TROMSO.lngDeg);
    expect(winter).toMatchObject({
      sunrise: null,
      sunset: null,
      alwaysUp: false,
      alwaysDown: true,
    });
    // The Sun still climbs above −6° at noon: civil twilight happens without a sunrise.
    expect(winter.dawn).not.toBeNull();
  });

  it('lowers the horizon for an elevated observer and treats 0 or less as sea level', () => {
    const sea = sunTimes(equinox, BERLIN.latDeg, BERLIN.lngDeg);
    expect(sunTimes(equinox, BERLIN.latDeg, BERLIN.lngDeg, 0)).toEqual(sea);
    expect(sunTimes(equinox, BERLIN.latDeg, BERLIN.lngDeg, -50)).toEqual(sea);
    const high = sunTimes(equinox, BERLIN.latDeg, BERLIN.lngDeg, 1000);
    // A 1 km high eye sees about 1° further down: sunrise some 5 minutes earlier at 52°N.
    const earlierMs = ms(sea.sunrise) - ms(high.sunrise);
    expect(earlierMs).toBeGreaterThan(4 * 60_000);
    expect(earlierMs).toBeLessThan(9 * 60_000);
    expect(ms(high.sunset) - ms(sea.sunset)).toBeCloseTo(earlierMs, -5);
    expect(ms(high.sunriseEnd)).toBeLessThan(ms(sea.sunriseEnd));
    // Twilight is measured from the true horizon, whatever the height.
    expect(high.dawn).toEqual(sea.dawn);
  });

  it('uses the calendar day of a time zone when given one', () => {
    const timeZone = 'Europe/Berlin';
    // 23:30 local on 30 March 2024 (before the DST change) and 00:30 on 31 March.
    const lateEvening = new Date('2024-03-30T22:30Z');
    const t = sunTimes(lateEvening, BERLIN.latDeg, BERLIN.lngDeg, 0, { timeZone });
    expect(zonedParts(ms(t.sunrise), timeZone).dayOfYear).toBe(89);
    const next = sunTimes(new Date('2024-03-30T23:30Z'), BERLIN.latDeg, BERLIN.lngDeg, 0, {
      timeZone,
    });
    expect(zonedParts(ms(next.sunrise), timeZone).dayOfYear).toBe(90);
    expect(zonedParts(ms(next.sunset), timeZone).dayOfYear).toBe(90);
  });
});

describe('sunEventTime', () => {
  it('finds the same sunrise, sunset and solar noon as sunTimes', () => {
    const places = [
      { latDeg: 52.52, lngDeg: 13.405 },
      { latDeg: -33.86, lngDeg: 151.21 },
      { latDeg: 69.65, lngDeg: 18.96 },
      { latDeg: 36.06, lngDeg: -112.14 },
    ];
    for (const { latDeg, lngDeg } of places) {
      for (const day of ['2025-01-15T12:00Z', '2025-06-21T12:00Z', '2025-09-30T12:00Z']) {
        const date = new Date(day);
        const all = sunTimes(date, latDeg, lngDeg);
        for (const event of ['sunrise', 'sunset', 'solarNoon'] as const) {
          expect(sunEventTime(event, date, latDeg, lngDeg)).toEqual(all[event]);
        }
      }
    }
  });
});

describe('moonTimes', () => {
  it('gives at most one rise and set per day at mid latitudes, and sometimes none', () => {
    let daysWithoutRise = 0;
    for (let day = 0; day < 30; day++) {
      const t = moonTimes(new Date(Date.UTC(2024, 0, 1 + day, 12)), BERLIN.latDeg, BERLIN.lngDeg);
      expect(t.rises.length).toBeLessThanOrEqual(1);
      expect(t.sets.length).toBeLessThanOrEqual(1);
      expect(t.rise).toEqual(t.rises[0] ?? null);
      expect(t.set).toEqual(t.sets[0] ?? null);
      expect(t.alwaysUp || t.alwaysDown).toBe(false);
      if (t.rise === null) daysWithoutRise++;
    }
    // The Moon rises about 50 minutes later each day, so about one day a month has no rise.
    expect(daysWithoutRise).toBeGreaterThanOrEqual(1);
    expect(daysWithoutRise).toBeLessThanOrEqual(2);
  });

  it('puts the Moon above the horizon between rise and set', () => {
    const t = moonTimes(new Date('2024-01-20T12:00Z'), BERLIN.latDeg, BERLIN.lngDeg);
    const rise = ms(t.rise);
    expect(
      moonPosition(new Date(rise + HOUR), BERLIN.latDeg, BERLIN.lngDeg).altitudeDeg,
    ).toBeGreaterThan(0);
    expect(
      moonPosition(new Date(rise - HOUR), BERLIN.latDeg, BERLIN.lngDeg).altitudeDeg,
    ).toBeLessThan(0);
  });

  it('flags a Moon that stays up or down all day near the pole', () => {
    const flags = { up: 0, down: 0 };
    for (let day = 0; day < 28; day++) {
      const t = moonTimes(new Date(Date.UTC(2024, 0, 1 + day, 12)), 85, 0);
      if (t.alwaysUp) flags.up++;
      if (t.alwaysDown) flags.down++;
      if (t.alwaysUp || t.alwaysDown) expect(t.rises.length + t.sets.length).toBe(0);
    }
    expect(flags.up).toBeGreaterThan(5);
    expect(flags.down).toBeGreaterThan(5);
  });
});

describe('moonIllumination', () => {
  it('is full at the full moon and new at the new moon', () => {
    const full = moonIllumination(new Date('2024-01-25T17:54Z'));
    expect(full.fraction).toBeGreaterThan(0.99);
    expect(full.phase).toBeCloseTo(0.5, 2);
    const fresh = moonIllumination(new Date('2024-01-11T11:57Z'));
    expect(fresh.fraction).toBeLessThan(0.01);
    expect(Math.min(fresh.phase, 1 - fresh.phase)).toBeLessThan(0.005);
  });

  it('lights the limb like SunCalc: negative angle waxing, positive waning', () => {
    const firstQuarter = moonIllumination(new Date('2024-01-18T03:53Z'));
    expect(firstQuarter.phase).toBeCloseTo(0.25, 2);
    expect(firstQuarter.fraction).toBeCloseTo(0.5, 1);
    expect(firstQuarter.angle).toBeLessThan(0);
    const lastQuarter = moonIllumination(new Date('2024-02-02T23:18Z'));
    expect(lastQuarter.phase).toBeCloseTo(0.75, 2);
    expect(lastQuarter.angle).toBeGreaterThan(0);
  });
});

describe('positions', () => {
  it('puts the midsummer noon Sun due south at 90° − lat + 23.44°', () => {
    const noon = sunTimes(new Date('2024-06-21T12:00Z'), BERLIN.latDeg, BERLIN.lngDeg).solarNoon!;
    const sun = sunPosition(noon, BERLIN.latDeg, BERLIN.lngDeg);
    expect(sun.azimuthDeg).toBeCloseTo(180, 1);
    expect(sun.altitudeDeg).toBeCloseTo(90 - BERLIN.latDeg + 23.44, 1);
  });

  it('measures azimuth clockwise from north', () => {
    const t = sunTimes(new Date('2024-03-20T12:00Z'), 0, 0);
    expect(sunPosition(t.sunrise!, 0, 0).azimuthDeg).toBeCloseTo(90, 0);
    expect(sunPosition(t.sunset!, 0, 0).azimuthDeg).toBeCloseTo(270, 0);
  });

  it('gives the Moon its distance and a zero parallactic angle on the meridian', () => {
    const transit = SearchHourAngle(
      Body.Moon,
      new Observer(BERLIN.latDeg, BERLIN.lngDeg, 0),
      0,
      new Date('2024-01-20T00:00Z'),
    );
    const moon = moonPosition(transit.time.date, BERLIN.latDeg, BERLIN.lngDeg);
    expect(moon.distanceKm).toBeGreaterThan(356_000);
    expect(moon.distanceKm).toBeLessThan(407_000);
    expect(Math.abs(moon.parallacticAngleRad)).toBeLessThan(0.01);
    const later = moonPosition(
      new Date(transit.time.date.getTime() + 3 * HOUR),
      BERLIN.latDeg,
      BERLIN.lngDeg,
    );
    // West of the meridian the angle is positive (SunCalc's convention).
    expect(later.parallacticAngleRad).toBeGreaterThan(0.1);
  });
});

describe('paths', () => {
  it('samples the Sun hourly over the local day, peaking at noon', () => {
    const date = new Date('2024-06-21T12:00Z');
    const path = sunPath(date, BERLIN.latDeg, BERLIN.lngDeg);
    expect(path).toHaveLength(PATH_POINTS);
    const { startMs, endMs } = solarDayBoundsMs(date.getTime(), BERLIN.lngDeg);
    expect(path[0]!.time.getTime()).toBe(startMs);
    expect(path[24]!.time.getTime()).toBe(endMs);
    path.forEach((point, hour) => expect(point.time.getTime()).toBe(startMs + hour * HOUR));
    const highest = Math.max(...path.map((point) => point.altitudeDeg));
    expect(highest).toBeCloseTo(61.3, 0);
    expect(path[12]!.altitudeDeg).toBe(highest);
  });

  it('starts at local midnight with a time zone and follows the Moon', () => {
    const path = moonPath(new Date('2024-01-20T12:00Z'), BERLIN.latDeg, BERLIN.lngDeg, {
      timeZone: 'Europe/Berlin',
    });
    expect(path).toHaveLength(PATH_POINTS);
    expect(path[0]!.time.toISOString()).toBe('2024-01-19T23:00:00.000Z');
    for (const point of path) {
      const expected = moonPosition(point.time, BERLIN.latDeg, BERLIN.lngDeg);
      expect(point.azimuthDeg).toBe(expected.azimuthDeg);
      expect(point.altitudeDeg).toBe(expected.altitudeDeg);
    }
  });
});

describe('bad input', () => {
  it('names the argument that cannot be computed with', () => {
    const date = new Date('2024-01-01T00:00Z');
    expect(() => sunTimes(new Date(Number.NaN), 0, 0)).toThrow('date');
    expect(() => sunTimes(date, 91, 0)).toThrow('latDeg');
    expect(() => moonTimes(date, Number.NaN, 0)).toThrow('latDeg');
    expect(() => sunPosition(date, 0, Number.POSITIVE_INFINITY)).toThrow('lngDeg');
    expect(() => moonPath(date, -90.5, 0)).toThrow('latDeg');
    expect(() => moonIllumination(new Date('nope'))).toThrow('date');
  });
});
