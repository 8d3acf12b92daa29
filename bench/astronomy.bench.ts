/**
 * Sun and moon calculations: sunTimes + moonTimes per second at random places and days, the
 * Sun's path for every day of a year (what the sun panel's day slider sweeps), and the error
 * against the USNO almanac in ../shared/data when it is there.
 * Usage: tsx --conditions=source bench/astronomy.bench.ts [--seconds 3]
 */
import fs from 'node:fs';
import path from 'node:path';
import { moonTimes, solarDayBoundsMs, sunPath, sunTimes } from '@vantage/shared';
import { rng } from './fill-spots';
import { numberOption } from './bench-args';

const SECONDS = numberOption('seconds', 3);
const DAY_MS = 86_400_000;

function ratePerSecond(work: (i: number) => void): { perSecond: number; meanMs: number } {
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) work(count++);
  const elapsedMs = performance.now() - started;
  return { perSecond: (count * 1000) / elapsedMs, meanMs: elapsedMs / count };
}

const random = rng(11);
const places = Array.from({ length: 1000 }, () => ({
  latDeg: random() * 130 - 65,
  lngDeg: random() * 360 - 180,
  epochMs: Date.UTC(2026, 0, 1) + Math.floor(random() * 365) * DAY_MS,
}));

console.log('Sun and moon calculations');
const both = ratePerSecond((i) => {
  const place = places[i % places.length]!;
  const date = new Date(place.epochMs);
  sunTimes(date, place.latDeg, place.lngDeg);
  moonTimes(date, place.latDeg, place.lngDeg);
});
console.log(
  `  sunTimes + moonTimes: ${both.perSecond.toFixed(0)} places/s (${both.meanMs.toFixed(2)} ms each)`,
);
const sunOnly = ratePerSecond((i) => {
  const place = places[i % places.length]!;
  sunTimes(new Date(place.epochMs), place.latDeg, place.lngDeg);
});
console.log(`  sunTimes alone: ${sunOnly.perSecond.toFixed(0)} /s`);
const moonOnly = ratePerSecond((i) => {
  const place = places[i % places.length]!;
  moonTimes(new Date(place.epochMs), place.latDeg, place.lngDeg);
});
console.log(`  moonTimes alone: ${moonOnly.perSecond.toFixed(0)} /s`);

const yearStartMs = Date.UTC(2026, 0, 1, 12);
const year = ratePerSecond(() => {
  for (let day = 0; day < 365; day++) sunPath(new Date(yearStartMs + day * DAY_MS), 47.37, 8.54);
});
console.log(`  sunPath for 365 days: ${year.meanMs.toFixed(1)} ms`);

// Accuracy: the nearest event of the function to each almanac rise or set.
const dataFile = path.resolve(import.meta.dirname, '../../shared/data/usno-riseset.txt');
if (!fs.existsSync(dataFile)) {
  console.log(`  No almanac at ${dataFile}: accuracy skipped.`);
} else {
  const worst = new Map<string, { count: number; maxS: number }>();
  for (const line of fs.readFileSync(dataFile, 'utf8').trim().split('\n')) {
    const [body, lng, lat, time, direction] = line.trim().split(/\s+/);
    const [latDeg, lngDeg, eventMs] = [Number(lat), Number(lng), Date.parse(time!)];
    let nearestS = Infinity;
    for (const offset of [-1, 0, 1]) {
      const probe = new Date(solarDayBoundsMs(eventMs, lngDeg).startMs + offset * DAY_MS);
      let found: Date[];
      if (body === 'Sun') {
        const t = sunTimes(probe, latDeg, lngDeg);
        const event = direction === 'r' ? t.sunrise : t.sunset;
        found = event ? [event] : [];
      } else {
        const t = moonTimes(probe, latDeg, lngDeg);
        found = direction === 'r' ? t.rises : t.sets;
      }
      for (const event of found) {
        nearestS = Math.min(nearestS, Math.abs(event.getTime() - eventMs) / 1000);
      }
    }
    const key = `${body} ${lat}°`;
    const entry = worst.get(key) ?? { count: 0, maxS: 0 };
    worst.set(key, { count: entry.count + 1, maxS: Math.max(entry.maxS, nearestS) });
  }
  console.log('  Against the USNO almanac (rounded to the minute), worst error per site:');
  for (const [key, { count, maxS }] of worst) {
    console.log(
      `    ${key.padEnd(10)} ${String(count).padStart(4)} events  max ${maxS.toFixed(0)} s`,
    );
  }
}
