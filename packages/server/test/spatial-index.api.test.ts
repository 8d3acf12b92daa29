import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';

describeEachEngine('spatial index edges on %s', (ctx) => {
  let inside: number;
  let atAntimeridian: number;

  beforeAll(async () => {
    // 45.0000004 lies between two 32-bit floats; a box starting at 45.0000003 contains it.
    inside = await ctx.make.spot({ title: 'Edge', lat: 45.0000004, lng: 10.05 });
    await ctx.make.spot({ title: 'Outside', lat: 45.0000001, lng: 10.05 });
    atAntimeridian = await ctx.make.spot({ title: 'Date line', lat: -16.5, lng: 179.99999 });
  });

  it('finds a spot a hair inside the box edge and leaves out one a hair outside', async () => {
    const found = await ctx.container.repositories.spots.inBoxesBySpatialIndex(
      [{ south: 45.0000003, north: 45.1, west: 10, east: 10.1 }],
      10,
    );
    expect(found.map((spot) => spot.id)).toEqual([inside]);
  });

  it('finds a spot just west of the antimeridian', async () => {
    const answer = await ctx.app.inject({ url: '/api/range/-16.5/179.9/0.2/0.4' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().spots.map((spot: { id: number }) => spot.id)).toContain(atAntimeridian);
  });
});
