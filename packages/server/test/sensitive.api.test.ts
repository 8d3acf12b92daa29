import {
  blurredPosition,
  distanceM,
  Photo,
  ProposalList,
  PspotsAnswer,
  RangeAnswer,
  SearchAnswer,
  SENSITIVE_BLUR_RADIUS_M,
  SENSITIVE_EXACT_MIN_IMPACT,
  SensitiveAnswer,
  Spot,
  SpotHistoryAnswer,
  SpotListChangeAnswer,
  UserImpactAnswer,
  lngLatToTile,
} from '@vantage/shared';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests, setUserImpact } from './support/members';

const EXACT = { lat: 46.612345, lng: 12.298765 };

describeEachEngine('sensitive spots and account deletion on %s', (ctx, engine) => {
  let admin: SignedInUser;
  let author: SignedInUser;
  let freshIp = 0;

  beforeAll(async () => {
    admin = await ctx.make.signedIn({ admin: true });
    author = await ctx.make.signedIn();
  });

  const { get, post } = memberRequests(ctx);
  const spotAs = async (id: number, who: SignedInUser | null = null) =>
    Spot.parse((await get(`/api/point/${id}`, who)).json());
  const setImpact = (userId: number, impact: number) => setUserImpact(ctx, userId, impact);

  /** A spot of `author` protected by three members' votes. */
  async function protectedSpot(title: string, at = EXACT) {
    const spotId = await ctx.make.spot({ title, ...at, userId: author.id });
    const proposer = await ctx.make.signedIn();
    const res = await post(`/api/point/${spotId}/sensitive`, proposer, {
      sensitive: true,
      reason: 'wildlife',
      note: 'Eagles nest here in spring',
    });
    expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < 3; i++) {
      await post(`/api/point/${spotId}/sensitiveRateUp`, await ctx.make.signedIn());
    }
    return spotId;
  }

  it('opens one proposal per spot, counts votes and applies it at +3', async () => {
    const spotId = await ctx.make.spot({ title: 'Heron Marsh', ...EXACT, userId: author.id });
    const proposer = await ctx.make.signedIn();
    const missing = await post(`/api/point/${spotId}/sensitive`, proposer, { sensitive: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^reason: /);
    const lift = await post(`/api/point/${spotId}/sensitive`, proposer, { sensitive: false });
    expect(lift.statusCode).toBe(400);

    const res = await post(`/api/point/${spotId}/sensitive`, proposer, {
      sensitive: true,
      reason: 'wildlife',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(SensitiveAnswer.parse(res.json())).toMatchObject({
      status: 'pending',
      sensitive: null,
      newSensitive: { sensitive: true, reason: 'wildlife', rating: 0 },
    });
    const other = await post(`/api/point/${spotId}/sensitive`, author, {
      sensitive: true,
      reason: 'private_land',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toContain('protect this place');
    expect((await post(`/api/point/${spotId}/sensitiveRateUp`, proposer)).statusCode).toBe(403);
    expect((await post(`/api/point/${spotId}/sensitiveRateUp`, null)).statusCode).toBe(401);

    // The same proposal from someone else is their vote for it.
    const same = await post(`/api/point/${spotId}/sensitive`, await ctx.make.signedIn(), {
      sensitive: true,
      reason: 'wildlife',
    });
    expect(same.json()).toMatchObject({ status: 'pending', rating: 1 });
    const pending = await spotAs(spotId);
    expect(pending.newSensitive).toMatchObject({ sensitive: true, rating: 1 });
    expect(pending.sensitive).toBeNull();

    await post(`/api/point/${spotId}/sensitiveRateUp`, await ctx.make.signedIn());
    const decided = SensitiveAnswer.parse(
      (await post(`/api/point/${spotId}/sensitiveRateUp`, await ctx.make.signedIn())).json(),
    );
    expect(decided).toMatchObject({
      status: 'applied',
      sensitive: { reason: 'wildlife' },
      newSensitive: null,
    });
    const history = SpotHistoryAnswer.parse((await get(`/api/point/${spotId}/history`)).json());
    expect(history.changes[0]).toMatchObject({
      kind: 'protected',
      before: { sensitive: null },
      after: { sensitive: { reason: 'wildlife' } },
      proposal: { rating: 3 },
    });
    const review = ProposalList.parse((await get('/api/review')).json());
    expect(review.some((p) => p.spot.id === spotId)).toBe(false);
    const profile = UserImpactAnswer.parse((await get(`/api/user/${proposer.id}/impact`)).json());
    expect(profile.proposals.find((p) => p.spot.id === spotId)).toMatchObject({
      kind: 'sensitive',
      status: 'applied',
    });
  });

  it('blurs the position for visitors and members, not for the author, admins or trusted members', async () => {
    const spotId = await protectedSpot('Eagle Crag');
    const blurred = blurredPosition(EXACT);
    expect(distanceM(blurred, EXACT)).toBeLessThanOrEqual(SENSITIVE_BLUR_RADIUS_M);

    const member = await ctx.make.signedIn();
    for (const who of [null, member]) {
      const spot = await spotAs(spotId, who);
      expect(spot).toMatchObject({ lat: blurred.lat, long: blurred.lng, positionBlurred: true });
      expect(spot.sensitive).toEqual({ reason: 'wildlife', note: 'Eagles nest here in spring' });
      // The same answer every time: nothing to average.
      expect((await spotAs(spotId, who)).lat).toBe(blurred.lat);
    }
    const trusted = await ctx.make.signedIn();
    await setImpact(trusted.id, SENSITIVE_EXACT_MIN_IMPACT);
    for (const who of [author, admin, trusted]) {
      expect(await spotAs(spotId, who)).toMatchObject({
        lat: EXACT.lat,
        long: EXACT.lng,
        positionBlurred: false,
      });
    }

    // The region list shows it where the viewer sees it.
    const range = (who: SignedInUser | null) =>
      get(`/api/range/${EXACT.lat}/${EXACT.lng}/0.2/0.2`, who).then((res) =>
        RangeAnswer.parse(res.json()),
      );
    expect((await range(null)).spots.find((s) => s.id === spotId)).toMatchObject({
      lat: blurred.lat,
      long: blurred.lng,
    });
    expect((await range(author)).spots.find((s) => s.id === spotId)).toMatchObject({
      lat: EXACT.lat,
      long: EXACT.lng,
    });

    // Close-zoom tiles leave it out; coarse ones show it blurred.
    const tile = async (zoom: number) => {
      const { x, y } = lngLatToTile(EXACT.lng, EXACT.lat, zoom);
      return PspotsAnswer.parse((await get(`/api/pspots/${zoom}/${x}/${y}`)).json());
    };
    expect((await tile(12)).spots.some((s) => s.id === spotId)).toBe(false);
    expect((await tile(10)).spots.some((s) => s.id === spotId)).toBe(false);
    expect((await tile(5)).spots.find((s) => s.id === spotId)).toMatchObject({
      lat: blurred.lat,
      long: blurred.lng,
    });

    // Search answers are shared: the public position; no search by coordinates finds it.
    const search = SearchAnswer.parse((await get('/api/search/Eagle%20Crag')).json());
    expect(search.spots.find((s) => s.id === spotId)).toMatchObject({
      lat: blurred.lat,
      long: blurred.lng,
    });
    const around = SearchAnswer.parse(
      (await get(`/api/search/${EXACT.lat}%2C${EXACT.lng}`)).json(),
    );
    expect(around.spots.some((s) => s.id === spotId)).toBe(false);

    // The page's structured data names no position.
    const page = await get(`/spot/${spotId}`);
    expect(page.body).not.toContain(String(EXACT.lat));
  });

  it('hides the GPS of its photos and leaves gallery exports', async () => {
    const spotId = await protectedSpot('Orchid Meadow', { lat: 45.912345, lng: 7.876543 });
    const owner = await ctx.make.signedIn();
    const photoId = await ctx.make.photo({ spotId, userId: owner.id });
    const home = { lat: 45.9134, lng: 7.8771 };
    await ctx.database.db
      .updateTable('photos')
      .set({ ...home, position_public: 1 })
      .where('id', '=', photoId)
      .execute();
    const photo = Photo.parse((await get(`/api/photo/${photoId}`)).json());
    expect(photo.positionPublic).toBe(false);
    expect(JSON.stringify(photo)).not.toContain(String(home.lat));
    const own = Photo.parse((await get(`/api/photo/${photoId}`, owner)).json());
    expect(own).toMatchObject({ lat: home.lat, long: home.lng });

    const created = await post('/api/spotlist/new', owner, {
      title: `Fragile ${spotId}`,
      addIdSpot: spotId,
    });
    const gallery = SpotListChangeAnswer.parse(created.json()).spotList!;
    const open = await ctx.make.spot({ title: 'Open Ridge', lat: 45.95, lng: 7.9 });
    await post('/api/spotlist', owner, { idSpotlist: gallery.id, idSpot: open });
    const { username } = await ctx.database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    const base = `/api/spotlist/${gallery.urlTitle}/${username}`;
    for (const format of ['kml', 'gpx', 'geojson']) {
      const file = await get(`${base}/${format}`, owner);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.body).not.toContain('Orchid Meadow');
      expect(file.body).toContain('Open Ridge');
    }
  });

  it('lifts the protection by a proposal, and an administrator decides at once', async () => {
    const spotId = await protectedSpot('Private Quarry');
    const res = await post(`/api/point/${spotId}/sensitive`, await ctx.make.signedIn(), {
      sensitive: false,
    });
    expect(res.json()).toMatchObject({ status: 'pending', newSensitive: { sensitive: false } });
    const decided = await post(`/api/point/${spotId}/sensitiveRateUp`, admin);
    expect(decided.json()).toMatchObject({ status: 'applied', sensitive: null });
    expect(await spotAs(spotId)).toMatchObject({ lat: EXACT.lat, positionBlurred: false });
    const history = SpotHistoryAnswer.parse((await get(`/api/point/${spotId}/history`)).json());
    expect(history.changes[0]).toMatchObject({ kind: 'unprotected', after: { sensitive: null } });
  });

  it('keeps decided proposals and the History of a deleted member, and never decides by withdrawal', async () => {
    const leaver = await ctx.make.signedIn();
    const spotId = await ctx.make.spot({ title: 'Fox Den', ...EXACT });
    // The leaver's decided title proposal.
    await post(`/api/editTitle/${spotId}`, leaver, { newTitle: 'Fox Hollow' });
    for (let i = 0; i < 3; i++) {
      await post(`/api/editTitle/${spotId}/rateUp`, await ctx.make.signedIn());
    }
    // An open proposal at +2 with the leaver's down vote: withdrawing it makes +3, still open.
    const other = await ctx.make.signedIn();
    await post(`/api/point/${spotId}/sensitive`, other, {
      sensitive: true,
      reason: 'crowd_damage',
    });
    await post(`/api/point/${spotId}/sensitiveRateDown`, leaver);
    for (let i = 0; i < 3; i++) {
      await post(`/api/point/${spotId}/sensitiveRateUp`, await ctx.make.signedIn());
    }
    expect((await spotAs(spotId)).newSensitive).toMatchObject({ rating: 2 });

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: leaver.cookieHeaders,
      payload: { password: leaver.password },
      remoteAddress: `10.9.${engine === 'sqlite' ? 1 : 2}.${++freshIp}`,
    });
    expect(res.statusCode, res.body).toBe(200);

    const spot = await spotAs(spotId);
    expect(spot.title).toBe('Fox Hollow');
    expect(spot.sensitive).toBeNull();
    expect(spot.newSensitive).toMatchObject({ sensitive: true, rating: 3 });
    const history = SpotHistoryAnswer.parse((await get(`/api/point/${spotId}/history`)).json());
    const renamed = history.changes.find((change) => change.kind === 'renamed');
    expect(renamed).toMatchObject({ user: null, proposal: { rating: 3 } });
    const kept = await ctx.database.db
      .selectFrom('proposals')
      .select(['status', 'user_id'])
      .where('spot_id', '=', spotId)
      .where('kind', '=', 'title')
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ status: 'applied', user_id: null });
    // The next vote decides it by the usual rule.
    const next = await post(`/api/point/${spotId}/sensitiveRateUp`, await ctx.make.signedIn());
    expect(next.json()).toMatchObject({ status: 'applied' });
  });
});
