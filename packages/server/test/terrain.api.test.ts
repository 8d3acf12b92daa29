import {
  curvatureDropM,
  EYE_HEIGHT_M,
  HorizonAnswer,
  METRES_PER_DEGREE,
  seenRiseSet,
  sunPosition,
  sunTimes,
  TerrainAnswer,
} from '@vantage/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import { FakeMapProvider } from './support/fake-map-provider';
import { guardOutboundDuring } from './support/outbound-guard';
import { useTestContext } from './support/test-context';
import { useStartedFake } from './support/use-fake';

/** A spot in a valley at 1200 m with a straight north–south wall 700 m high 4 km to its east. */
const spot = { lat: 46.6, lng: 12.1 };
const WALL_M = 4000;
const WALL_HEIGHT_M = 700;
const metresEast = (lat: number, lng: number) =>
  (lng - spot.lng) * METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
const wallTerrain = (lat: number, lng: number) =>
  metresEast(lat, lng) >= WALL_M ? 1200 + WALL_HEIGHT_M : 1200;
const deg = (rad: number) => (rad * 180) / Math.PI;
/** The wall's skyline from geometry alone. */
function wallAltitudeDeg(azimuthDeg: number): number {
  const sin = Math.sin((azimuthDeg * Math.PI) / 180);
  if (sin <= 0.01) return -1;
  const distM = WALL_M / sin;
  return deg(Math.atan((WALL_HEIGHT_M - EYE_HEIGHT_M - curvatureDropM(distM)) / distM));
}

describe.each(engines)('terrain, horizons and elevations on %s', (engine) => {
  guardOutboundDuring();

  const provider = useStartedFake(new FakeMapProvider(wallTerrain));
  const ctx = useTestContext(engine, () => ({ TERRAIN_TILES: provider.terrainUrl }));

  it('describes the terrain tiles and serves them to maps', async () => {
    const answer = TerrainAnswer.parse((await ctx.app.inject({ url: '/api/terrain' })).json());
    expect(answer).toMatchObject({
      available: true,
      tiles: '/tiles/terrain/{z}/{x}/{y}.png',
      encoding: 'terrarium',
      maxZoom: 15,
    });
    const tile = await ctx.app.inject({ url: '/tiles/terrain/11/1092/729.png' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect((await sharp(tile.rawPayload).metadata()).width).toBe(256);
    expect((await ctx.app.inject({ url: '/tiles/terrain/16/1/1.png' })).statusCode).toBe(204);
    const bad = await ctx.app.inject({ url: '/tiles/terrain/x/1/1.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^z/);
  });

  it("computes a spot's skyline and the sunrise over the ridge within a minute of geometry", async () => {
    const spotId = await ctx.make.spot(spot);
    const response = await ctx.app.inject({ url: `/api/point/${spotId}/horizon` });
    expect(response.statusCode).toBe(200);
    const horizon = HorizonAnswer.parse(response.json());
    expect(horizon.available).toBe(true);
    expect(horizon.groundElevM).toBeCloseTo(1200, 0);
    expect(horizon.altitudesDeg).toHaveLength(360);
    for (const azimuthDeg of [60, 90, 120]) {
      expect(
        Math.abs(horizon.altitudesDeg[azimuthDeg]! - wallAltitudeDeg(azimuthDeg)),
      ).toBeLessThan(0.15);
    }
    expect(horizon.altitudesDeg[270]!).toBeLessThan(0.01);

    const day = new Date('2026-11-26T12:00:00Z');
    const astro = sunTimes(day, spot.lat, spot.lng);
    const seen = seenRiseSet('sun', horizon, spot.lat, spot.lng, {
      rise: astro.sunrise,
      set: astro.sunset,
    });
    let expectedMs = astro.sunrise!.getTime();
    for (;;) {
      const sun = sunPosition(new Date(expectedMs), spot.lat, spot.lng);
      if (sun.altitudeDeg + 0.2667 > wallAltitudeDeg(sun.azimuthDeg)) break;
      expectedMs += 10_000;
    }
    expect(expectedMs - astro.sunrise!.getTime()).toBeGreaterThan(30 * 60_000);
    expect(Math.abs(seen.rise!.getTime() - expectedMs)).toBeLessThan(60_000);

    // Kept: the second answer needs no tiles.
    const asked = provider.requests.length;
    const again = await ctx.app.inject({ url: `/api/point/${spotId}/horizon` });
    expect(again.json()).toEqual(response.json());
    expect(provider.requests.length).toBe(asked);
  });

  it("reads a new spot's ground elevation from the tiles", async () => {
    const valley = await ctx.make.spot({ lat: 46.61, lng: 12.1 });
    const ridge = await ctx.make.spot({ lat: 46.61, lng: 12.2 });
    const elevOf = async (id: number) =>
      (await ctx.app.inject({ url: `/api/point/${id}` })).json<{ elev: number | null }>().elev;
    expect(await elevOf(valley)).toBeCloseTo(1200, 0);
    expect(await elevOf(ridge)).toBeCloseTo(1900, 0);
  });

  it('answers no horizon, and no tiles, without terrain or while its source is down', async () => {
    const spotId = await ctx.make.spot({ lat: 10, lng: 10 });
    const off = await ctx.appWith({ TERRAIN_TILES: 'off' });
    expect((await off.inject({ url: '/api/terrain' })).json()).toMatchObject({
      available: false,
      tiles: null,
    });
    expect((await off.inject({ url: `/api/point/${spotId}/horizon` })).json()).toMatchObject({
      available: false,
    });
    provider.down = true;
    try {
      // Several visitors at once, while the source fails: none gets an error.
      const downs = await Promise.all(
        [1, 2, 3].map(() => ctx.app.inject({ url: `/api/point/${spotId}/horizon` })),
      );
      for (const down of downs) {
        expect(down.statusCode).toBe(200);
        expect(down.json().available).toBe(false);
      }
      // The map is told the tiles cannot be had, not given flat ground.
      expect((await ctx.app.inject({ url: '/tiles/terrain/12/5/5.png' })).statusCode).toBe(502);
    } finally {
      provider.down = false;
    }
    // Once the source is back, the horizon is computed.
    const back = await ctx.app.inject({ url: `/api/point/${spotId}/horizon` });
    expect(back.json().available).toBe(true);
    expect((await ctx.app.inject({ url: '/api/point/987654/horizon' })).statusCode).toBe(404);
  });
});
