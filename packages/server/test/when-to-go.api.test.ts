import { distanceM, sunTimes, WhenToGoAnswer } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import { FakeOpenMeteo } from './support/fake-open-meteo';
import { guardOutboundDuring } from './support/outbound-guard';
import { useTestContext } from './support/test-context';
import { useStartedFake } from './support/use-fake';

/** A valley under a low overcast, and a spot 10 km north above it in the clear. */
const valley = { lat: 46.6, lng: 12.1 };
const above = { lat: 46.69, lng: 12.1 };
const CLEAR = { cloudPct: 40, lowPct: 0, midPct: 30, highPct: 40, visibilityM: 40_000 };
const OVERCAST = { cloudPct: 95, lowPct: 95, midPct: 10, highPct: 0, visibilityM: 8_000 };
const CALM = { code: 3, rainMm: 0, snowCm: 0, windMs: 3 };

describe.each(engines)('when to go on %s', (engine) => {
  guardOutboundDuring();

  const meteo = useStartedFake(new FakeOpenMeteo());
  meteo.weatherAt = (lat, lng) => ({
    ...CALM,
    ...(distanceM({ lat, lng }, above) < 3000 ? CLEAR : OVERCAST),
  });
  const ctx = useTestContext(engine, () => ({ OPEN_METEO_URL: meteo.url }));

  const whenToGo = async (spotId: number, app = ctx.app) => {
    const res = await app.inject({ url: `/api/point/${spotId}/when-to-go` });
    expect(res.statusCode, res.body).toBe(200);
    return WhenToGoAnswer.parse(res.json());
  };

  it('answers 404 for an unknown spot and 400 naming the id', async () => {
    expect((await ctx.app.inject({ url: '/api/point/987654/when-to-go' })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ url: '/api/point/x/when-to-go' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^id: /);
  });

  it('calls a low overcast toward the sun a no-go and names a better spot nearby', async () => {
    const valleyId = await ctx.make.spot({ title: 'Valley floor', ...valley });
    const aboveId = await ctx.make.spot({ title: 'Above the clouds', ...above });
    const answer = await whenToGo(valleyId);
    expect(answer.outlook).toMatchObject({ available: true, towardSunM: 30_000 });
    const { events } = answer.outlook;
    expect(events).toHaveLength(4);
    expect(new Set(events.map((event) => event.kind))).toEqual(new Set(['sunrise', 'sunset']));
    expect(events[0]!.epochMs).toBeGreaterThan(Date.now());
    const almanac = sunTimes(new Date(events[0]!.epochMs), valley.lat, valley.lng);
    expect([almanac.sunrise?.getTime(), almanac.sunset?.getTime()]).toContain(events[0]!.epochMs);
    for (const event of events) {
      expect(event.verdict).toBe('no-go');
      expect(event.cloudsLow).toBe(95);
      expect(event.towardSunLow).toBe(95);
      expect(event.reasons[0]!.text).toBe('Low cloud toward the sun (95%) blocks the light');
      expect(event.alternative).toMatchObject({
        id: aboveId,
        title: 'Above the clouds',
        verdict: 'go',
      });
      expect(event.alternative!.distanceM).toBeCloseTo(10_000, -3);
    }
    // The low cloud was read 30 km toward the rising and the setting sun, at the point of the
    // forecast's 0.05° grid there: what is kept for a grid cell never depends on who asked.
    const asked = meteo.requests.map((request) => ({
      lat: Number(request.query.get('latitude')),
      lng: Number(request.query.get('longitude')),
    }));
    const onGrid = (deg: number) => Math.abs(deg / 0.05 - Math.round(deg / 0.05)) < 1e-6;
    const far = asked.filter(
      (position) =>
        Math.abs(distanceM(position, valley) - 30_000) < 4_000 &&
        onGrid(position.lat) &&
        onGrid(position.lng),
    );
    expect(far.some((position) => position.lng > valley.lng)).toBe(true);
    expect(far.some((position) => position.lng < valley.lng)).toBe(true);

    // Its own sky is clear; its horizons lie under the overcast.
    const clear = await whenToGo(aboveId);
    expect(clear.outlook.events[0]).toMatchObject({ cloudsLow: 0, towardSunLow: 95 });
  });

  it('gives the months and light of its photos and the days the sun sets in its view', async () => {
    const spotId = await ctx.make.spot(valley);
    const empty = await whenToGo(spotId);
    expect(empty.season.photos).toBe(0);
    expect(empty.geometry).toEqual({ headingDeg: null, alignments: [] });

    const july = sunTimes(new Date(Date.UTC(2025, 6, 10, 12)), valley.lat, valley.lng);
    await ctx.make.photo({ spotId, takenAt: july.sunset!.getTime() - 20 * 60_000 });
    await ctx.make.photo({ spotId, takenAt: july.sunset!.getTime() + 86_400_000 });
    await ctx.make.photo({ spotId, takenAt: Date.UTC(2025, 0, 12, 11) });
    await ctx.make.photo({ spotId });
    const userId = await ctx.make.user();
    await ctx.container.repositories.planning.insertView({
      spotId,
      userId,
      ...valley,
      heading: 250,
      pitch: 0,
      fov: 60,
    });
    const answer = await whenToGo(spotId);
    expect(answer.season.photos).toBe(3);
    expect(answer.season.months[6]).toMatchObject({ month: 7, photos: 2, light: { sunset: 2 } });
    expect(answer.season.months[0]).toMatchObject({ photos: 1, light: { day: 1 } });
    expect(answer.geometry.headingDeg).toBe(250);
    const sunsets = answer.geometry.alignments.filter((a) => a.body === 'sun' && a.event === 'set');
    // The sun sets at 250° twice a year, in autumn and winter's either side.
    expect(sunsets).toHaveLength(2);
    for (const alignment of answer.geometry.alignments) {
      expect(Math.abs(alignment.offsetDeg)).toBeLessThanOrEqual(3);
    }
  });

  it('has no outlook without a forecast provider', async () => {
    const plain = await ctx.appWith({ OPEN_METEO_URL: 'off' });
    const spotId = await ctx.make.spot(valley);
    const answer = await whenToGo(spotId, plain);
    expect(answer.outlook).toMatchObject({ available: false, events: [] });
  });
});
