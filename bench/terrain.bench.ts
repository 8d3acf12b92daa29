/**
 * Terrain: a spot's horizon profile (360 azimuths out to 30 km) computed cold from tiles already
 * in memory and warm from the kept profile, and a whole year of sunrises and sunsets as seen
 * over that skyline. The tiles are terrain-RGB PNGs of a synthetic ridged terrain. Each figure
 * is taken after the same work on another spot, so it measures the work, not the JIT's first
 * compilation.
 * Usage: tsx --conditions=source bench/terrain.bench.ts
 */
import { encodeTerrainPixel, HORIZON_DISTANCE_M, seenRiseSetsIn } from '@vantage/shared';
import sharp from 'sharp';
import { TerrainTiles } from '../packages/server/src/modules/terrain/terrain-tiles';
import {
  HORIZON_ZOOM,
  horizonFromTiles,
  TerrainService,
} from '../packages/server/src/modules/terrain/terrain.service';
import { fakeRidges } from '../packages/server/test/support/fake-map-provider';

const TILE_PX = 256;

async function ridgeTile(url: string): Promise<Buffer> {
  const [z, x, y] = url
    .split('/')
    .slice(-3)
    .map((part) => Number.parseInt(part, 10)) as [number, number, number];
  const pixels = Buffer.alloc(TILE_PX * TILE_PX * 3);
  for (let row = 0; row < TILE_PX; row += 1) {
    const n = Math.PI * (1 - (2 * (y + (row + 0.5) / TILE_PX)) / 2 ** z);
    const lat = (Math.atan(Math.sinh(n)) * 180) / Math.PI;
    for (let column = 0; column < TILE_PX; column += 1) {
      const lng = ((x + (column + 0.5) / TILE_PX) / 2 ** z) * 360 - 180;
      pixels.set(
        encodeTerrainPixel(fakeRidges(lat, lng), 'terrarium'),
        (row * TILE_PX + column) * 3,
      );
    }
  }
  return sharp(pixels, { raw: { width: TILE_PX, height: TILE_PX, channels: 3 } })
    .png()
    .toBuffer();
}

const config = {
  source: { kind: 'url' as const, url: 'memory://{z}/{x}/{y}' },
  encoding: 'terrarium' as const,
  maxZoom: 15,
  attribution: null,
};
const tiles = new TerrainTiles(config, ridgeTile);
const spot = { lat: 46.6, lng: 12.11 };
const otherSpot = { lat: 46.4, lng: 11.8 };
const quiet = { warn: () => undefined };
const service = new TerrainService(tiles, { spot: async () => undefined }, quiet as never);

// Tiles fetched and decoded once, as a busy server has them; the code warmed up on another
// spot first, as in a server that has answered before.
const sample = await tiles.sampler(spot, HORIZON_DISTANCE_M, HORIZON_ZOOM);
horizonFromTiles(await tiles.sampler(otherSpot, HORIZON_DISTANCE_M, HORIZON_ZOOM), otherSpot);
const runs = 10;
/** Processor time of this process since `from`, ms: what the work costs on a shared machine. */
const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};
let cpuStarted = process.cpuUsage();
let started = performance.now();
let profile = horizonFromTiles(sample, spot)!;
for (let i = 1; i < runs; i += 1) profile = horizonFromTiles(sample, spot)!;
const coldMs = (performance.now() - started) / runs;
const coldCpuMs = cpuMsSince(cpuStarted) / runs;

await service.horizonAt(spot);
started = performance.now();
for (let i = 0; i < 1000; i += 1) await service.horizonAt(spot);
const warmMs = (performance.now() - started) / 1000;

// A year elsewhere first warms the code up; the year measured shares nothing with it.
const yearStartMs = Date.UTC(2026, 0, 1);
seenRiseSetsIn(
  'sun',
  profile,
  otherSpot.lat,
  otherSpot.lng,
  yearStartMs,
  yearStartMs + 365 * 86_400_000,
);
cpuStarted = process.cpuUsage();
started = performance.now();
const year = seenRiseSetsIn(
  'sun',
  profile,
  spot.lat,
  spot.lng,
  yearStartMs,
  yearStartMs + 365 * 86_400_000,
);
const seenCount = year.filter((event) => event.event === 'rise' && event.seen).length;
const yearMs = performance.now() - started;
const yearCpuMs = cpuMsSince(cpuStarted);

console.log(
  `horizon profile, 360 azimuths to ${HORIZON_DISTANCE_M / 1000} km, cold from kept tiles: ${coldMs.toFixed(1)} ms, processor ${coldCpuMs.toFixed(1)} ms (goal < 300 ms)`,
);
console.log(`horizon profile warm (kept): ${(warmMs * 1000).toFixed(1)} µs (goal < 5 ms)`);
console.log(
  `a year of sunrises and sunsets over the skyline: ${yearMs.toFixed(0)} ms, processor ${yearCpuMs.toFixed(0)} ms, ${seenCount} sunrises (goal < 1 s)`,
);
