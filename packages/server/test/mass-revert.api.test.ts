import { AuditLog, RevertChangesAnswer, Spot, SpotHistoryAnswer, TagPage } from '@vantage/shared';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests, setUserImpact } from './support/members';

describeEachEngine('an administrator reverts a member’s changes since a moment on %s', (ctx) => {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await ctx.make.signedIn({ admin: true });
  });
  const { get, post } = memberRequests(ctx);
  const spot = async (id: number) => Spot.parse((await get(`/api/point/${id}`)).json());
  const history = async (id: number) =>
    SpotHistoryAnswer.parse((await get(`/api/point/${id}/history`)).json()).changes;
  /** A member whose new titles and tags apply at once, as a steward's do. */
  const steward = async () => {
    const member = await ctx.make.signedIn();
    await setUserImpact(ctx, member.id, 1000);
    return member;
  };
  const revert = (who: SignedInUser | null, memberId: number, body: object) =>
    post(`/api/user/${memberId}/revertChanges`, who, body);

  it('undoes the member’s titles, moves and tags since then, and leaves what others changed after them', async () => {
    const vandal = await steward();
    const mender = await steward();
    const alder = await ctx.make.spot({ title: 'Alder Creek Falls' });
    const birch = await ctx.make.spot({ title: 'Birch Lake Jetty' });
    const cedar = await ctx.make.spot({ title: 'Cedar Point Dunes', lat: 44.5, lng: 7.5 });
    const dune = await ctx.make.spot({ title: 'Dune Ridge Overlook', tags: ['Sand', 'Sunset'] });
    const early = await ctx.make.spot({ title: 'Elm Grove Chapel' });

    // A change before the moment stays.
    await post(`/api/editTitle/${early}`, vandal, { newTitle: 'Elm Grove Old Chapel' });
    const since = new Date();
    await ctx.database.db
      .updateTable('spot_changes')
      .set({ created_at: since.getTime() - 60_000 })
      .where('spot_id', '=', early)
      .execute();

    await post(`/api/editTitle/${alder}`, vandal, { newTitle: 'Cheap Pills Here' });
    await post(`/api/editTitle/${alder}`, vandal, { newTitle: 'Cheap Pills Online' });
    await post(`/api/editTitle/${birch}`, vandal, { newTitle: 'Buy Followers' });
    await post(`/api/editTitle/${birch}`, mender, { newTitle: 'Birch Lake Old Jetty' });
    const moved = await post(`/api/movePoint/${cedar}`, vandal, { lat: 44.5009, long: 7.5009 });
    expect(moved.statusCode).toBe(200);
    expect((await post(`/api/point/${cedar}/moveRateUp`, mender)).statusCode).toBe(200);
    // One change a tag: one added, two taken away.
    await post(`/api/point/${dune}/editTags`, vandal, { tags: ['Spam Tag'] });
    expect((await spot(alder)).title).toBe('Cheap Pills Online');
    expect((await spot(cedar)).lat).toBeCloseTo(44.5009, 4);
    expect((await spot(dune)).tags.map((t) => t.tag)).toEqual(['Spam Tag']);

    const res = await revert(admin, vandal.id, { since: since.toISOString() });
    expect(res.statusCode).toBe(200);
    expect(RevertChangesAnswer.parse(res.json())).toEqual({ reverted: 6, spots: 3, skipped: 1 });

    expect((await spot(alder)).title).toBe('Alder Creek Falls');
    expect((await spot(birch)).title).toBe('Birch Lake Old Jetty');
    const cedarNow = await spot(cedar);
    expect([cedarNow.lat, cedarNow.long]).toEqual([44.5, 7.5]);
    expect((await spot(dune)).tags.map((t) => t.tag).sort()).toEqual(['Sand', 'Sunset']);
    expect((await spot(early)).title).toBe('Elm Grove Old Chapel');

    // Each undo is in its spot's History, credited to the administrator.
    const [undo, second, first] = await history(alder);
    expect(undo).toMatchObject({
      kind: 'renamed',
      user: { id: admin.id },
      before: { title: 'Cheap Pills Online' },
      after: { title: 'Alder Creek Falls' },
      revertOf: second!.id,
    });
    expect(first).toMatchObject({ user: { id: vandal.id }, after: { title: 'Cheap Pills Here' } });
    expect((await history(birch))[0]).toMatchObject({ user: { id: mender.id }, revertOf: null });

    // Search, and the tag pages, know the spots as they are again.
    const found = await get(`/api/search/${encodeURIComponent('Alder Creek Falls')}`);
    expect(JSON.stringify(found.json())).toContain(`"id":${alder}`);
    const pills = await get(`/api/search/${encodeURIComponent('Cheap Pills')}`);
    expect(JSON.stringify(pills.json())).not.toContain(`"id":${alder}`);
    expect(TagPage.parse((await get('/api/tag/Sand')).json()).locCnt).toBe(1);
    expect(TagPage.parse((await get('/api/tag/Spam_Tag')).json()).locCnt).toBe(0);

    // The audit log says who reverted whose changes, and what came of it.
    const log = AuditLog.parse((await get('/api/moderation/log', admin)).json());
    expect(log.entries[0]).toMatchObject({
      actorId: admin.id,
      action: 'revert_changes',
      targetKind: 'member',
      targetUserId: vandal.id,
    });
    expect(log.entries[0]!.reason).toContain('6 undone on 3 spots, 1 left');

    // Done again, there is nothing left to undo: the member's changes lie under the reverts.
    const again = await revert(admin, vandal.id, { since: since.toISOString() });
    expect(RevertChangesAnswer.parse(again.json())).toEqual({ reverted: 0, spots: 0, skipped: 7 });
  });

  it('is for administrators, about a member who exists, since a moment given as a date and time', async () => {
    const member = await ctx.make.signedIn();
    const since = { since: '2026-01-01T00:00:00Z' };
    expect((await revert(null, member.id, since)).statusCode).toBe(401);
    const refused = await revert(await steward(), member.id, since);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only administrators revert changes.');
    expect((await revert(admin, 999_999, since)).statusCode).toBe(404);
    for (const body of [
      {},
      { since: 'yesterday' },
      { since: '2026-13-01T00:00:00Z' },
      { since: 5 },
    ]) {
      const bad = await revert(admin, member.id, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error.message).toMatch(/^since: /);
    }
    const none = await revert(admin, member.id, since);
    expect(RevertChangesAnswer.parse(none.json())).toEqual({ reverted: 0, spots: 0, skipped: 0 });
  });
});
