/**
 * Terrain: a spot's horizon profile (360 azimuths out to 30 km) computed cold from tiles already
 * in memory and warm from the kept profile, and a whole year of sunrises and sunsets as seen
 * over that skyline. The tiles are terrain-RGB PNGs of a synthetic ridged terrain.
 * Usage: tsx --conditions=source bench/terrain.bench.ts
 */
import {
  encodeTerrainPixel,
  HORIZON_DISTANCE_M,
  horizonProfile,
  seenRiseSet,
  sunTimes,
} from '@vantage/shared';
import sharp from 'sharp';
import { TerrainTiles } from '../packages/server/src/modules/terrain/terrain-tiles';
import { TerrainService } from '../packages/server/src/modules/terrain/terrain.service';
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
const quiet = { warn: () => undefined };
const service = new TerrainService(tiles, { spot: async () => undefined }, quiet as never);

// Tiles fetched and decoded once, as a busy server has them.
const sample = await tiles.sampler(spot, HORIZON_DISTANCE_M, 11);
const runs = 10;
let started = performance.now();
let profile = horizonProfile(sample, spot)!;
for (let i = 1; i < runs; i += 1) profile = horizonProfile(sample, spot)!;
const coldMs = (performance.now() - started) / runs;

await service.horizonAt(spot);
started = performance.now();
for (let i = 0; i < 1000; i += 1) await service.horizonAt(spot);
const warmMs = (performance.now() - started) / 1000;

started = performance.now();
let seenCount = 0;
for (let day = 0; day < 365; day += 1) {
  const date = new Date(Date.UTC(2026, 0, 1 + day, 12));
  const astro = sunTimes(date, spot.lat, spot.lng);
  const seen = seenRiseSet('sun', profile, spot.lat, spot.lng, {
    rise: astro.sunrise,
    set: astro.sunset,
  });
  if (seen.rise) seenCount += 1;
}
const yearMs = performance.now() - started;

console.log(
  `horizon profile, 360 azimuths to ${HORIZON_DISTANCE_M / 1000} km, cold from kept tiles: ${coldMs.toFixed(1)} ms (goal < 300 ms)`,
);
console.log(`horizon profile warm (kept): ${(warmMs * 1000).toFixed(1)} µs (goal < 5 ms)`);
console.log(
  `a year of sunrises and sunsets over the skyline: ${yearMs.toFixed(0)} ms, ${seenCount} sunrises (goal < 1 s)`,
);
