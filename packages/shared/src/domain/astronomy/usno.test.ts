/* eslint-disable no-restricted-imports -- tests run in Node and read the almanac from disk */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/* eslint-enable no-restricted-imports */
import { describe, expect, it } from 'vitest';
import { moonTimes } from './moon-times.js';
import { sunTimes, type SunTimes } from './sun-times.js';
import { solarDayBoundsMs } from './zoned-time.js';

// The almanac files live beside the checkout (../shared/data from the repository root).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dataDir = path.resolve(repoRoot, '../shared/data');

function readData(name: string): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    throw new Error(`USNO reference data missing: ${file} (expected in ../shared/data)`);
  }
  return readFileSync(file, 'utf8');
}

const MS_PER_DAY = 86_400_000;
/** Tolerance: the almanac rounds to the minute; the polar Sun and Moon move slowly in altitude. */
const toleranceMs = (latDeg: number) => (Math.abs(latDeg) <= 61 ? 60_000 : 120_000);

type Body = 'Sun' | 'Moon';
interface AlmanacEvent {
  timeMs: number;
  rise: boolean;
}
interface Site {
  body: Body;
  lngDeg: number;
  latDeg: number;
  events: AlmanacEvent[];
}
interface DayEvents {
  rises: Date[];
  sets: Date[];
  alwaysUp: boolean;
  alwaysDown: boolean;
}

function parseRiseSet(text: string): Site[] {
  const sites = new Map<string, Site>();
  for (const line of text.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields.length !== 5) continue;
    const [body, lng, lat, time, direction] = fields as [Body, string, string, string, string];
    const key = `${body} ${lng} ${lat}`;
    let site = sites.get(key);
    if (!site) {
      site = { body, lngDeg: Number(lng), latDeg: Number(lat), events: [] };
      sites.set(key, site);
    }
    site.events.push({ timeMs: Date.parse(time), rise: direction === 'r' });
  }
  for (const site of sites.values()) site.events.sort((a, b) => a.timeMs - b.timeMs);
  return [...sites.values()];
}

/** The function under test for one local (solar) day, memoised by the day's start. */
function dayEventsOf(site: Site): (dayStartMs: number) => DayEvents {
  const cache = new Map<number, DayEvents>();
  return (dayStartMs) => {
    let found = cache.get(dayStartMs);
    if (!found) {
      const probe = new Date(dayStartMs + MS_PER_DAY / 2);
      if (site.body === 'Sun') {
        const t: SunTimes = sunTimes(probe, site.latDeg, site.lngDeg);
        found = {
          rises: t.sunrise ? [t.sunrise] : [],
          sets: t.sunset ? [t.sunset] : [],
          alwaysUp: t.alwaysUp,
          alwaysDown: t.alwaysDown,
        };
      } else {
        found = moonTimes(probe, site.latDeg, site.lngDeg);
      }
      cache.set(dayStartMs, found);
    }
    return found;
  };
}

const riseSetSites = parseRiseSet(readData('usno-riseset.txt'));

describe('rise and set against the USNO almanac', () => {
  it('has the reference data', () => {
    expect(riseSetSites.reduce((n, site) => n + site.events.length, 0)).toBe(5909);
  });

  describe.each(riseSetSites.map((site) => [`${site.body} ${site.lngDeg} ${site.latDeg}`, site]))(
    '%s',
    (_name, site) => {
      const dayEvents = dayEventsOf(site);
      const { events, latDeg, lngDeg } = site;
      const dayStart = (ms: number) => solarDayBoundsMs(ms, lngDeg).startMs;

      it('finds every almanac event within the tolerance', () => {
        const misses: string[] = [];
        let worstMs = 0;
        for (const event of events) {
          // The event of the function nearest the almanac's, from its day and the neighbours.
          let nearestMs = Infinity;
          for (const offset of [-1, 0, 1]) {
            const day = dayEvents(dayStart(event.timeMs) + offset * MS_PER_DAY);
            for (const mine of event.rise ? day.rises : day.sets) {
              if (Math.abs(mine.getTime() - event.timeMs) < Math.abs(nearestMs)) {
                nearestMs = mine.getTime() - event.timeMs;
              }
            }
          }
          worstMs = Math.max(worstMs, Math.abs(nearestMs));
          if (!(Math.abs(nearestMs) <= toleranceMs(latDeg))) {
            misses.push(
              `${new Date(event.timeMs).toISOString()} ${event.rise ? 'rise' : 'set'}: ${nearestMs / 1000}s`,
            );
          }
        }
        expect(misses).toEqual([]);
        expect(worstMs).toBeLessThanOrEqual(toleranceMs(latDeg));
      });

      it('says null, and whether the body stays up or down, where the almanac has no event', () => {
        const tolMs = toleranceMs(latDeg);
        const first = events[0]!.timeMs;
        const last = events[events.length - 1]!.timeMs;
        // The almanac covers whole years; the days straddling the year ends are left out.
        const fromYear = new Date(first).getUTCFullYear();
        const toYear = new Date(last).getUTCFullYear();
        const fromMs = dayStart(Date.UTC(fromYear, 0, 1)) + MS_PER_DAY;
        const toMs = dayStart(Date.UTC(toYear + 1, 0, 1)) - MS_PER_DAY;
        const wrong: string[] = [];
        let eventIndex = 0;
        let checkedDays = 0;
        for (let startMs = fromMs; startMs < toMs; startMs += MS_PER_DAY) {
          const endMs = startMs + MS_PER_DAY;
          while (eventIndex < events.length && events[eventIndex]!.timeMs < startMs - tolMs) {
            eventIndex++;
          }
          // Almanac events that surely or possibly (near a day boundary) fall in this day.
          const near: AlmanacEvent[] = [];
          for (let i = eventIndex; i < events.length && events[i]!.timeMs < endMs + tolMs; i++) {
            near.push(events[i]!);
          }
          const day = dayEvents(startMs);
          const label = new Date(startMs).toISOString();
          if (!near.some((e) => e.rise) && day.rises.length > 0) wrong.push(`${label}: a rise`);
          if (!near.some((e) => !e.rise) && day.sets.length > 0) wrong.push(`${label}: a set`);
          const inside = near.filter(
            (e) => e.timeMs >= startMs + tolMs && e.timeMs < endMs - tolMs,
          );
          if (near.length === 0) {
            checkedDays++;
            // Up all day if the almanac's previous event was a rise (or its next is a set).
            const previous = events[eventIndex - 1];
            const up = previous ? previous.rise : !events[eventIndex]!.rise;
            if (day.alwaysUp !== up || day.alwaysDown !== !up) {
              wrong.push(`${label}: expected always ${up ? 'up' : 'down'}`);
            }
          } else if (inside.length > 0 && (day.alwaysUp || day.alwaysDown)) {
            wrong.push(`${label}: polar flag on a day with an event`);
          }
        }
        expect(wrong).toEqual([]);
        // Near the poles the almanac has whole days without events; they must have been seen.
        if (Math.abs(latDeg) >= 80) expect(checkedDays).toBeGreaterThan(0);
      });
    },
  );
});

describe('twilight against the USNO almanac', () => {
  const rows = readData('usno-twilight.txt')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length === 9);

  it('has the reference data', () => {
    expect(rows.length).toBeGreaterThan(0);
  });

  it.each(rows.map((fields) => [`${fields[0]} ${fields[1]} ${fields[2]}`, fields]))(
    '%s',
    (_name, fields) => {
      const [lat, lng, searchStart, ...times] = fields;
      const latDeg = Number(lat);
      // The almanac searches forward from its start; the solar day containing it holds them all.
      const t = sunTimes(new Date(searchStart!), latDeg, Number(lng));
      const mine = [t.nightEnd, t.nauticalDawn, t.dawn, t.dusk, t.nauticalDusk, t.night];
      times.forEach((time, i) => {
        const found = mine[i];
        expect(found, `event ${i} of ${searchStart}`).not.toBeNull();
        expect(Math.abs(found!.getTime() - Date.parse(time))).toBeLessThanOrEqual(
          toleranceMs(latDeg),
        );
      });
    },
  );
});
