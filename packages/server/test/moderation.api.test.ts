import { expect, it } from 'vitest';
import {
  AuditLog,
  ModerationQueue,
  MyReportsAnswer,
  NotificationsAnswer,
  type Notification,
} from '@vantage/shared';
import { MemoryRateLimitStore } from '../src/lib/rate-limit';
import { REPORT_LIMITS } from '../src/modules/moderation/report.service';
import { linkToken, postFrom, userOfToken } from './support/auth-helpers';
import { describeEachEngine } from './support/engine-suite';
import { memberRequests } from './support/members';
import type { SignedInUser } from './support/factories';

describeEachEngine('reports and moderation on %s', (ctx) => {
  const { call } = memberRequests(ctx);
  const report = (who: SignedInUser | null, body: object) =>
    call('POST', '/api/reports', who, body);
  const member = async (impact = 0, extra: { admin?: boolean } = {}) => {
    const user = await ctx.make.signedIn(extra);
    if (impact) await ctx.container.repositories.users.update(user.id, { impact });
    return user;
  };
  const trusted = () => member(250);
  const act = (who: SignedInUser | null, kind: string, id: number, body: object) =>
    call('POST', `/api/moderation/items/${kind}/${id}`, who, body);
  const decided = async (who: SignedInUser): Promise<Notification[]> =>
    NotificationsAnswer.parse((await call('GET', '/api/notifications', who)).json()).items.filter(
      (note) => note.kind === 'reportDecided',
    );
  const login = (email: string, password: string) =>
    postFrom(ctx.app, '/api/remAuth', { provider: 'email', mode: 'login', email, password });

  it('lets confirmed members report, visitors and unconfirmed accounts not', async () => {
    const author = await member();
    const photoId = await ctx.make.photo({ userId: author.id });
    const body = { targetKind: 'photo', targetId: photoId, reason: 'spam' };

    expect((await report(null, body)).statusCode).toBe(401);
    const unconfirmed = await ctx.make.signedIn({ emailVerified: false });
    const refused = await report(unconfirmed, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('unconfirmed');

    const reporter = await member();
    const res = await report(reporter, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hidden: false,
      report: { targetKind: 'photo', targetId: photoId, reason: 'spam', status: 'open' },
    });
    const mine = await call('GET', '/api/reports/mine', reporter);
    expect(mine.json().reports).toHaveLength(1);
    expect(mine.json().reports[0]).toMatchObject({ targetId: photoId, status: 'open' });

    const own = await report(author, body);
    expect(own.statusCode).toBe(403);
    expect((await report(reporter, { ...body, targetId: 999_999 })).statusCode).toBe(404);
  });

  it('refuses bad reports naming the field, and a second open report of the same item', async () => {
    const reporter = await member();
    const spotId = await ctx.make.spot();
    const cases: [object, string][] = [
      [{ targetKind: 'spot', targetId: spotId, reason: 'boring' }, 'reason:'],
      [{ targetKind: 'planet', targetId: spotId, reason: 'spam' }, 'targetKind:'],
      [{ targetKind: 'spot', targetId: -1, reason: 'spam' }, 'targetId:'],
      [{ targetKind: 'spot', targetId: spotId, reason: 'other' }, 'note:'],
      [{ targetKind: 'spot', targetId: spotId, reason: 'other', note: '  ' }, 'note:'],
      [{ targetKind: 'spot', targetId: spotId, reason: 'spam', note: 'x'.repeat(1001) }, 'note:'],
    ];
    for (const [body, field] of cases) {
      const res = await report(reporter, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message.startsWith(field), res.body).toBe(true);
    }
    const body = { targetKind: 'spot', targetId: spotId, reason: 'other', note: 'Not a place.' };
    expect((await report(reporter, body)).statusCode).toBe(200);
    const again = await report(reporter, { ...body, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already reported/);
  });

  it('hides an item once three trusted members report it: its author and moderators still see it', async () => {
    const author = await member();
    const spotId = await ctx.make.spot({ userId: author.id });
    const photoId = await ctx.make.photo({ spotId, userId: author.id });
    const body = { targetKind: 'photo', targetId: photoId, reason: 'offensive' };
    // Reports below the Trusted tier do not count towards hiding.
    for (let i = 0; i < 3; i++)
      expect((await report(await member(10), body)).json().hidden).toBe(false);
    expect((await report(await trusted(), body)).json().hidden).toBe(false);
    expect((await report(await trusted(), body)).json().hidden).toBe(false);
    expect((await report(await trusted(), body)).json().hidden).toBe(true);

    const visitor = await call('GET', `/api/photo/${photoId}`, null);
    expect(visitor.statusCode).toBe(404);
    const stranger = await member();
    expect((await call('GET', `/api/photo/${photoId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/photo/${photoId}`, author)).statusCode).toBe(200);
    const admin = await member(0, { admin: true });
    expect((await call('GET', `/api/photo/${photoId}`, admin)).statusCode).toBe(200);
    const steward = await member(1_000);
    expect((await call('GET', `/api/photo/${photoId}`, steward)).statusCode).toBe(200);
    // The spot page leaves it out for others too.
    const spot = await call('GET', `/api/point/${spotId}`, null);
    expect(spot.json().images.map((image: { id: number }) => image.id)).not.toContain(photoId);
    const own = await call('GET', `/api/point/${spotId}`, author);
    expect(own.json().images.map((image: { id: number }) => image.id)).toContain(photoId);
    // Reporting what one cannot see answers as if it were gone.
    expect((await report(stranger, body)).statusCode).toBe(404);

    const log = await call('GET', '/api/moderation/log', admin);
    expect(log.json().entries[0]).toMatchObject({ action: 'auto_hide', targetId: photoId });
  });

  it('hides at once on a moderator’s report', async () => {
    const author = await member();
    const photoId = await ctx.make.photo({ userId: author.id });
    const steward = await member(1_000);
    const res = await report(steward, { targetKind: 'photo', targetId: photoId, reason: 'spam' });
    expect(res.json().hidden).toBe(true);
    expect((await call('GET', `/api/photo/${photoId}`, null)).statusCode).toBe(404);
  });

  it('shows the queue to administrators and stewards only, grouped by item, in context, without positions', async () => {
    const author = await member();
    const spotId = await ctx.make.spot({ userId: author.id, lat: 47.123456, lng: 12.654321 });
    const proposed = await call('POST', `/api/point/${spotId}/sensitive`, await member(), {
      sensitive: true,
      reason: 'wildlife',
      note: 'Eagles nest here',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    for (let i = 0; i < 3; i++) {
      await call('POST', `/api/point/${spotId}/sensitiveRateUp`, await member());
    }
    expect((await call('GET', `/api/point/${spotId}`, null)).json().lat).not.toBe(47.123456);
    const photoId = await ctx.make.photo({ spotId, userId: author.id, title: 'Nest at dawn' });
    const first = await member();
    const second = await member();
    await report(first, { targetKind: 'photo', targetId: photoId, reason: 'private_information' });
    await report(second, {
      targetKind: 'photo',
      targetId: photoId,
      reason: 'other',
      note: 'Nest site',
    });
    await report(first, { targetKind: 'spot', targetId: spotId, reason: 'private_information' });

    expect((await call('GET', '/api/moderation/queue', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/moderation/queue', first)).statusCode).toBe(403);
    expect((await call('GET', '/api/moderation/queue', await member(1_000))).statusCode).toBe(200);
    const admin = await member(0, { admin: true });
    const queue = await call('GET', '/api/moderation/queue', admin);
    expect(queue.statusCode).toBe(200);
    const { items } = ModerationQueue.parse(queue.json());
    const photo = items.find((item) => item.kind === 'photo' && item.id === photoId)!;
    expect(photo).toMatchObject({
      title: 'Nest at dawn',
      link: `/photo/${photoId}`,
      hidden: false,
      author: { id: author.id },
      authorHistory: { reportsReceived: 3 },
    });
    expect(photo.thumbnail).toMatch(/^\/media\//);
    expect(photo.reports.map((r) => r.reporter?.id)).toEqual([first.id, second.id]);
    expect(photo.reports[0]!.reporterHistory).toMatchObject({ reportsMade: 2 });
    expect(photo.reports[1]).toMatchObject({ reason: 'other', note: 'Nest site' });
    const spot = items.find((item) => item.kind === 'spot' && item.id === spotId)!;
    expect(spot.link).toMatch(new RegExp(`/${spotId}$`));
    expect(queue.body).not.toMatch(/47\.12|12\.65/);
  });

  it('dismisses, hides, deletes and warns, closing the reports their reporters see', async () => {
    const admin = await member(0, { admin: true });
    const author = await member();
    const reporter = await member();
    const photos: number[] = [];
    for (let i = 0; i < 4; i++) photos.push(await ctx.make.photo({ userId: author.id }));
    for (const id of photos)
      await report(reporter, { targetKind: 'photo', targetId: id, reason: 'spam' });
    const [dismissed, hidden, deleted, warned] = photos as [number, number, number, number];

    expect((await act(reporter, 'photo', dismissed, { action: 'dismiss' })).statusCode).toBe(403);
    expect((await act(null, 'photo', dismissed, { action: 'dismiss' })).statusCode).toBe(401);
    const bad = await act(admin, 'photo', dismissed, { action: 'ban' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^action:/);
    const noMessage = await act(admin, 'photo', warned, { action: 'warn' });
    expect(noMessage.json().error.message).toMatch(/^message:/);

    expect((await act(admin, 'photo', dismissed, { action: 'dismiss' })).json()).toEqual({
      ok: true,
      closedReports: 1,
    });
    expect((await call('GET', `/api/photo/${dismissed}`, null)).statusCode).toBe(200);

    await act(admin, 'photo', hidden, { action: 'hide', reason: 'Advertising' });
    expect((await call('GET', `/api/photo/${hidden}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/photo/${hidden}`, author)).statusCode).toBe(200);

    const steward = await member(1_000);
    expect((await act(steward, 'photo', deleted, { action: 'delete' })).statusCode).toBe(403);
    expect((await act(admin, 'photo', deleted, { action: 'delete' })).statusCode).toBe(200);
    expect((await call('GET', `/api/photo/${deleted}`, author)).statusCode).toBe(404);

    await act(steward, 'photo', warned, { action: 'warn', message: 'Please stop posting ads.' });
    const warnings = await call('GET', '/api/moderation/warnings', author);
    expect(warnings.json().warnings).toEqual([
      expect.objectContaining({ message: 'Please stop posting ads.' }),
    ]);
    const seen = await call(
      'POST',
      `/api/moderation/warnings/${warnings.json().warnings[0].id}/seen`,
      author,
    );
    expect(seen.statusCode).toBe(200);
    expect((await call('GET', '/api/moderation/warnings', author)).json().warnings).toEqual([]);

    const mine = MyReportsAnswer.parse(
      (await call('GET', '/api/reports/mine', reporter)).json(),
    ).reports;
    const status = (id: number) => mine.find((r) => r.targetId === id)?.status;
    expect([dismissed, hidden, deleted, warned].map(status)).toEqual([
      'dismissed',
      'acted',
      'acted',
      'acted',
    ]);
    const queue = ModerationQueue.parse(
      (await call('GET', '/api/moderation/queue', admin)).json(),
    ).items;
    expect(queue.filter((item) => photos.includes(item.id) && item.kind === 'photo')).toEqual([]);

    const log = AuditLog.parse(
      (await call('GET', '/api/moderation/log?limit=5', admin)).json(),
    ).entries;
    // Hiding an item reported as spam costs its author the right to post links, once.
    expect(log.map((entry) => entry.action)).toEqual([
      'warn',
      'delete',
      'hide',
      'revoke_links',
      'dismiss',
    ]);
    expect(log[2]).toMatchObject({
      actorId: admin.id,
      targetKind: 'photo',
      targetId: hidden,
      targetUserId: author.id,
      reason: 'Advertising',
    });
  });

  it('hides a description and a member: others no longer see them, they still do', async () => {
    const admin = await member(0, { admin: true });
    const author = await member();
    const spotId = await ctx.make.spot({ userId: author.id, description: 'Buy my prints at…' });
    const reporter = await member();
    const descriptionId = (await call('GET', `/api/point/${spotId}`, null)).json().descriptions[0]
      .id as number;
    await report(reporter, { targetKind: 'description', targetId: descriptionId, reason: 'spam' });
    await report(reporter, { targetKind: 'member', targetId: author.id, reason: 'spam' });
    expect((await act(admin, 'description', descriptionId, { action: 'hide' })).statusCode).toBe(
      200,
    );
    expect((await act(admin, 'member', author.id, { action: 'hide' })).statusCode).toBe(200);

    expect((await call('GET', `/api/point/${spotId}`, reporter)).json().descriptions).toEqual([]);
    expect((await call('GET', `/api/point/${spotId}`, author)).json().descriptions).toHaveLength(1);
    expect((await call('GET', `/api/user/${author.id}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/${author.id}/stats`, reporter)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/${author.id}`, author)).statusCode).toBe(200);
    expect((await call('GET', `/api/user/${author.id}`, admin)).statusCode).toBe(200);
    // Dismissing shows an item again.
    await act(admin, 'member', author.id, { action: 'dismiss' });
    expect((await call('GET', `/api/user/${author.id}`, null)).statusCode).toBe(200);
  });

  it('lets administrators alone read the audit log', async () => {
    expect((await call('GET', '/api/moderation/log', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/moderation/log', await member())).statusCode).toBe(403);
    expect((await call('GET', '/api/moderation/log', await member(1_000))).statusCode).toBe(403);
    const admin = await member(0, { admin: true });
    expect((await call('GET', '/api/moderation/log', admin)).statusCode).toBe(200);
    const bad = await call('GET', '/api/moderation/log?limit=0', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^limit:/);
  });

  it('suspends a member: no sign-in by any way, no writes, sessions ended; lifting is audited', async () => {
    const admin = await member(0, { admin: true });
    const suspended = await member();
    const spotId = await ctx.make.spot();
    const url = `/api/user/${suspended.id}/suspension`;

    expect(
      (await call('PUT', url, await member(1_000), { days: 3, reason: 'Spam' })).statusCode,
    ).toBe(403);
    const noReason = await call('PUT', url, admin, { days: 3 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toMatch(/^reason:/);
    const badDays = await call('PUT', url, admin, { days: 0, reason: 'Spam' });
    expect(badDays.json().error.message).toMatch(/^days:/);

    const res = await call('PUT', url, admin, { days: 3, reason: 'Posting advertisements' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ suspended: true, reason: 'Posting advertisements' });
    expect(res.json().until).toBeGreaterThan(Date.now() + 2 * 86_400_000);

    // The session held before reads as a visitor's, and every write says until when and why.
    expect((await userOfToken(ctx.app, suspended.token)).statusCode).toBe(401);
    const write = await call('POST', `/api/editTitle/${spotId}`, suspended, { newTitle: 'Mine' });
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toMatchObject({ code: 'suspended' });
    expect(write.json().error.message).toMatch(
      /suspended until .* UTC\. Reason: Posting advertisements/,
    );
    const bearer = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: suspended.bearerHeaders,
      payload: { targetKind: 'spot', targetId: spotId, reason: 'spam' },
    });
    expect(bearer.statusCode).toBe(403);

    const signIn = await login(suspended.email, suspended.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.message).toMatch(/Reason: Posting advertisements/);
    // Nor by a mailed link.
    await postFrom(ctx.app, '/api/auth/requestReset', { email: suspended.email });
    const token = linkToken(ctx.outbox, suspended.email, 'reset');
    const reset = await postFrom(ctx.app, '/api/auth/reset', {
      token,
      password: 'a fresh long passphrase 42',
    });
    expect(reset.statusCode).toBe(403);

    const lifted = await call('DELETE', url, admin, { reason: 'Appeal accepted' });
    expect(lifted.json()).toEqual({ suspended: false, until: null, reason: null });
    expect((await call('DELETE', url, admin, {})).statusCode).toBe(409);
    // The sessions from before stay ended; signing in works again.
    expect((await userOfToken(ctx.app, suspended.token)).statusCode).toBe(401);
    expect((await login(suspended.email, 'a fresh long passphrase 42')).statusCode).toBe(200);

    const log = AuditLog.parse(
      (await call('GET', '/api/moderation/log?limit=2', admin)).json(),
    ).entries;
    expect(log.map((entry) => entry.action)).toEqual(['unsuspend', 'suspend']);
    expect(log[0]).toMatchObject({ targetUserId: suspended.id, reason: 'Appeal accepted' });
  });

  it('suspends for good from the queue; an administrator cannot be suspended', async () => {
    const admin = await member(0, { admin: true });
    const author = await member();
    const photoId = await ctx.make.photo({ userId: author.id });
    await report(await member(), { targetKind: 'photo', targetId: photoId, reason: 'spam' });
    const noDays = await act(admin, 'photo', photoId, { action: 'suspend', reason: 'Spam' });
    expect(noDays.json().error.message).toMatch(/^days:/);
    const res = await act(admin, 'photo', photoId, {
      action: 'suspend',
      reason: 'Spam',
      days: null,
    });
    expect(res.json()).toEqual({ ok: true, closedReports: 1 });
    const signIn = await login(author.email, author.password);
    expect(signIn.json().error.message).toBe('Your account is suspended for good. Reason: Spam');
    const other = await member(0, { admin: true });
    const refused = await call('PUT', `/api/user/${other.id}/suspension`, admin, {
      days: null,
      reason: 'x',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps audit entries once the member they name is deleted', async () => {
    const admin = await member(0, { admin: true });
    const author = await member();
    const photoId = await ctx.make.photo({ userId: author.id });
    const reporter = await member();
    await report(reporter, { targetKind: 'photo', targetId: photoId, reason: 'copyright' });
    await act(admin, 'photo', photoId, { action: 'warn', message: 'Credit the photographer.' });
    const name = (await ctx.container.repositories.users.findById(author.id))!.display_name;

    const deleted = await call('DELETE', '/api/user/me', author, { password: author.password });
    expect(deleted.statusCode).toBe(200);
    await call('DELETE', '/api/user/me', reporter, { password: reporter.password });

    const log = AuditLog.parse(
      (await call('GET', '/api/moderation/log?limit=1', admin)).json(),
    ).entries;
    expect(log[0]).toMatchObject({
      action: 'warn',
      targetUserId: author.id,
      targetUserName: name,
      reason: 'Credit the photographer.',
    });
    // The queue still answers for reports whose reporter and item are gone.
    expect((await call('GET', '/api/moderation/queue', admin)).statusCode).toBe(200);
  });

  it('tells each reporter how their report ended, never who decided or what befell the author', async () => {
    const admin = await member(0, { admin: true });
    const steward = await member(1_000);
    const author = await member();
    const [one, two] = [await member(), await member()];
    const pier = await ctx.make.photo({ userId: author.id, title: 'Misty pier' });
    const cave = await ctx.make.photo({ userId: author.id, title: 'Sea cave' });
    const ridge = await ctx.make.photo({ userId: author.id, title: 'Ridge at dawn' });
    for (const who of [one, two])
      await report(who, { targetKind: 'photo', targetId: pier, reason: 'spam' });
    await report(one, { targetKind: 'photo', targetId: cave, reason: 'offensive' });
    // The steward reports the cave too (hiding it at once), then decides it.
    await report(steward, { targetKind: 'photo', targetId: cave, reason: 'offensive' });
    await report(two, { targetKind: 'photo', targetId: ridge, reason: 'spam' });
    expect(await decided(one)).toEqual([]);

    await act(admin, 'photo', pier, { action: 'dismiss' });
    for (const who of [one, two]) {
      const [note] = await decided(who);
      expect(note).toMatchObject({
        text: 'Your report of the photo “Misty pier” was reviewed: no action was needed',
        actor: null,
        read: false,
      });
      const username = (await ctx.container.repositories.users.findById(who.id))!.username;
      expect(note!.link).toBe(
        username ? `/by/${username}#your-reports` : `/user/${who.id}#your-reports`,
      );
    }

    await act(steward, 'photo', cave, { action: 'hide', reason: 'Offensive' });
    expect((await decided(one)).map((note) => note.text)).toEqual([
      'Your report of the photo “Sea cave” was reviewed: the photo was removed',
      'Your report of the photo “Misty pier” was reviewed: no action was needed',
    ]);
    // The moderator who decided is not told of their own decision.
    expect(await decided(steward)).toEqual([]);

    await act(admin, 'photo', ridge, { action: 'suspend', reason: 'Spam', days: 3 });
    const [suspended] = await decided(two);
    expect(suspended!.text).toBe(
      'Your report of the photo “Ridge at dawn” was reviewed: the moderators took action',
    );
    const everything = JSON.stringify((await call('GET', '/api/notifications', two)).json());
    expect(everything).not.toMatch(/suspend/i);
    const adminName = (await ctx.container.repositories.users.findById(admin.id))!.display_name;
    expect(everything).not.toContain(adminName);
    expect(await decided(admin)).toEqual([]);
    // Deciding an item with no open reports tells nobody again.
    await act(admin, 'photo', pier, { action: 'hide' });
    expect(await decided(one)).toHaveLength(2);
  });

  it('names a decided description by its spot and a decided member by their name', async () => {
    const admin = await member(0, { admin: true });
    const author = await member();
    const spotId = await ctx.make.spot({
      userId: author.id,
      title: 'Lago di Braies',
      description: 'Prints for sale at my shop.',
    });
    const reporter = await member();
    const descriptionId = (await call('GET', `/api/point/${spotId}`, null)).json().descriptions[0]
      .id as number;
    await report(reporter, { targetKind: 'description', targetId: descriptionId, reason: 'spam' });
    await report(reporter, { targetKind: 'member', targetId: author.id, reason: 'spam' });
    await act(admin, 'description', descriptionId, { action: 'hide' });
    await act(admin, 'member', author.id, { action: 'warn', message: 'No shop links, please.' });
    const name = (await ctx.container.repositories.users.findById(author.id))!.display_name;
    expect((await decided(reporter)).map((note) => note.text)).toEqual([
      `Your report of the member “${name}” was reviewed: the moderators took action`,
      'Your report of the description of “Lago di Braies” was reviewed: the description was removed',
    ]);
  });

  it('limits a member to a few reports a minute and twenty a day, with Retry-After', async () => {
    let aheadMs = 0;
    const app = await ctx.appWith(
      {},
      { rateLimits: new MemoryRateLimitStore(100_000, () => Date.now() + aheadMs) },
    );
    const reporter = await member();
    const author = await member();
    const fileOn = (photoId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: reporter.cookieHeaders,
        payload: { targetKind: 'photo', targetId: photoId, reason: 'spam' },
      });
    const photos: number[] = [];
    for (let i = 0; i <= REPORT_LIMITS.daily.limit; i++)
      photos.push(await ctx.make.photo({ userId: author.id }));

    expect((await fileOn(photos[0]!)).statusCode).toBe(200);
    // Reporting an item again is refused and does not count.
    expect((await fileOn(photos[0]!)).statusCode).toBe(409);
    for (const id of photos.slice(1, REPORT_LIMITS.burst.limit))
      expect((await fileOn(id)).statusCode).toBe(200);
    const burst = await fileOn(photos[REPORT_LIMITS.burst.limit]!);
    expect(burst.statusCode).toBe(429);
    const burstWait = Number(burst.headers['retry-after']);
    expect(burstWait).toBeGreaterThan(0);
    expect(burstWait).toBeLessThanOrEqual(60);
    expect(burst.json().error.message).toMatch(/5 reports within a minute/);
    // At the limit, a report already open is still answered as such.
    expect((await fileOn(photos[0]!)).statusCode).toBe(409);
    // Other members report on.
    expect(
      (await report(await member(), { targetKind: 'photo', targetId: photos[5]!, reason: 'spam' }))
        .statusCode,
    ).toBe(200);

    let filed = REPORT_LIMITS.burst.limit;
    let next = REPORT_LIMITS.burst.limit;
    while (filed < REPORT_LIMITS.daily.limit) {
      aheadMs += 61_000;
      for (let i = 0; i < REPORT_LIMITS.burst.limit && filed < REPORT_LIMITS.daily.limit; i++) {
        const res = await fileOn(photos[next++]!);
        expect(res.statusCode, res.body).toBe(200);
        filed++;
      }
    }
    aheadMs += 61_000;
    const daily = await fileOn(photos[next]!);
    expect(daily.statusCode).toBe(429);
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    expect(daily.json().error.message).toMatch(/20 reports today/);
    const mine = MyReportsAnswer.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/reports/mine',
          headers: reporter.cookieHeaders,
        })
      ).json(),
    );
    expect(mine.reports).toHaveLength(REPORT_LIMITS.daily.limit);
    // A day later the member may report again.
    aheadMs += 24 * 3_600_000;
    expect((await fileOn(photos[next]!)).statusCode).toBe(200);
  });
});
