import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApiByPath } from '../../test-support/http';
import { makeImageRef, makeSpot, makeSpotSummary } from '../../test-support/factories';
import { PackRefused } from './pack-store';
import { VIEW_SPOTS_KEPT, viewPackPlan } from './pack-plans';

const region = { lat: 46.6, long: 11.8, dLat: 0.6, dLong: 1 };
const phone = { width: 390, pixelRatio: 3 };

/** The API answering a range of `count` spots, each spot's page with two photos. */
function stubRange(count: number, more = false) {
  const spots = Array.from({ length: count }, (_, index) =>
    makeSpotSummary({ id: index + 1, title: `Spot ${index + 1}`, image: makeImageRef() }),
  );
  return stubApiByPath((path) => {
    if (path.startsWith('/range/')) return jsonResponse(200, { spots, more });
    const spot = /^\/point\/(\d+)$/.exec(path);
    if (spot) return jsonResponse(200, makeSpot({ id: Number(spot[1]) }));
    // The map style: the own basemap is not served in this test.
    return jsonResponse(404, {});
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('viewPackPlan: the spots in a map view', () => {
  it('keeps the view list, each spot page with its skyline and the photos, opening the region', async () => {
    stubRange(2);
    const plan = await viewPackPlan(region, phone);
    expect(plan).toMatchObject({
      key: 'view:/r/46.6/11.8/0.6/1',
      kind: 'view',
      title: 'Spot 1 and 1 more spots',
      path: '/r/46.6/11.8/0.6/1',
    });
    expect(plan.urls[0]).toBe('/api/range/46.6/11.8/0.6/1');
    expect(plan.urls).toEqual(
      expect.arrayContaining(['/api/point/1', '/api/point/1/horizon', '/api/point/2']),
    );
    expect(plan.note).toBeUndefined();
  });

  it(`keeps the first ${VIEW_SPOTS_KEPT} spots' pages and says the others were left out`, async () => {
    const asked = stubRange(100, true);
    const plan = await viewPackPlan(region, phone);
    expect(asked.filter((path) => /^\/point\/\d+$/.test(path))).toHaveLength(VIEW_SPOTS_KEPT);
    expect(plan.urls).not.toContain(`/api/point/${VIEW_SPOTS_KEPT + 1}`);
    expect(plan.note).toBe(
      `Only the first ${VIEW_SPOTS_KEPT} of the 100+ spots in view were kept with their photos. Zoom in to save the others.`,
    );
  });

  it('refuses a view without spots, saying what to do', async () => {
    stubRange(0);
    await expect(viewPackPlan(region, phone)).rejects.toThrow(PackRefused);
    await expect(viewPackPlan(region, phone)).rejects.toThrow(/no spots in view to save/);
  });
});
