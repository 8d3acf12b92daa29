import {
  DAILY_DIGEST_MS,
  INSTANT_MAIL_GAP_MS,
  NotificationMailSettings,
  spotPath,
  WEEKLY_DIGEST_MS,
} from '@vantage/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests } from './support/members';
import { useTestContext } from './support/test-context';

const UNSUBSCRIBE = /^<(http:\/\/[^>]+\/unsubscribe\?u=(\d+)&sig=([A-Za-z0-9_-]+))>$/;

describe.each(engines)('notification mails on %s', (engine) => {
  const ctx = useTestContext(engine);
  const { get, post } = memberRequests(ctx);
  let actor: SignedInUser;
  let spotId: number;

  beforeAll(async () => {
    actor = await ctx.make.signedIn({ displayName: 'Actor' });
    spotId = await ctx.make.spot({ title: 'Old Harbour Light' });
  });

  const mailsTo = (who: { email: string }) =>
    ctx.outbox.list().filter((mail) => mail.to === who.email);

  /** A member who follows the spot and wants its changes mailed as given. */
  async function member(
    choice: 'instant' | 'daily' | 'weekly' | 'off',
    overrides: Parameters<typeof ctx.make.signedIn>[0] = {},
  ) {
    const who = await ctx.make.signedIn(overrides);
    if (overrides.emailVerified === false) {
      // An unconfirmed account may not act yet; what it would have chosen is written directly.
      const { db } = ctx.database;
      await db
        .insertInto('follows')
        .values({ user_id: who.id, target_type: 'spot', target_id: spotId, created_at: 1 })
        .execute();
      await db
        .insertInto('notification_mail_choices')
        .values({ user_id: who.id, kind: 'spotChanged', choice })
        .execute();
      return who;
    }
    expect((await post(`/api/follow/spot/${spotId}`, who, { following: true })).statusCode).toBe(
      200,
    );
    const res = await post('/api/notifications/mail', who, { spotChanged: choice });
    expect(res.statusCode, res.body).toBe(200);
    return who;
  }

  const emailNews = async (id: number) =>
    (
      await ctx.database.db
        .selectFrom('users')
        .select('email_news')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).email_news;

  /** Another member changed the spot: every follower is notified. */
  const spotChanged = () =>
    ctx.container.notifications.notify({ type: 'spotChanged', spotId, actorId: actor.id });

  it('reads and changes the choices, naming a bad field, for members only', async () => {
    const ann = await ctx.make.signedIn();
    expect((await get('/api/notifications/mail', null)).statusCode).toBe(401);
    expect((await post('/api/notifications/mail', null, { photoVoted: 'daily' })).statusCode).toBe(
      401,
    );
    const defaults = NotificationMailSettings.parse(
      (await get('/api/notifications/mail', ann)).json(),
    );
    expect(defaults).toMatchObject({
      photoVoted: 'off',
      descriptionVoted: 'off',
      newPhoto: 'daily',
      reportDecided: 'daily',
    });

    const changed = await post('/api/notifications/mail', ann, {
      photoVoted: 'instant',
      newPhoto: 'weekly',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(NotificationMailSettings.parse(changed.json())).toMatchObject({
      photoVoted: 'instant',
      newPhoto: 'weekly',
      badgeEarned: 'daily',
    });
    expect((await get('/api/notifications/mail', ann)).json()).toMatchObject({
      photoVoted: 'instant',
    });

    const bad = await post('/api/notifications/mail', ann, { photoVoted: 'hourly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/photoVoted/);
    const unknown = await post('/api/notifications/mail', ann, { replies: 'daily' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/replies/);
  });

  it('mails a notification as it happens, with the one-click unsubscribe headers', async () => {
    const bea = await member('instant');
    await spotChanged();
    await vi.waitFor(() => expect(mailsTo(bea)).toHaveLength(1), { timeout: 5_000 });
    const [mail] = mailsTo(bea);
    expect(mail!.subject).toContain('Old Harbour Light');
    expect(mail!.text).toContain(spotPath({ id: spotId, title: 'Old Harbour Light' }));
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = UNSUBSCRIBE.exec(mail!.headers?.['List-Unsubscribe'] ?? '');
    expect(link?.[2]).toBe(String(bea.id));
    const lines = mail!.text.trim().split('\n');
    expect(lines.at(-2)).toMatch(/settings/);
    expect(lines.at(-1)).toContain(link![1]);
  });

  it('mails nobody whose e-mail news are off, whose address is unconfirmed or who is suspended', async () => {
    const quiet = await member('instant');
    await ctx.database.db
      .updateTable('users')
      .set({ email_news: 0 })
      .where('id', '=', quiet.id)
      .execute();
    const unconfirmed = await member('instant', { emailVerified: false });
    const suspended = await member('instant');
    await ctx.database.db
      .updateTable('users')
      .set({ suspension_reason: 'Spam', suspended_until: null, suspended_at: Date.now() })
      .where('id', '=', suspended.id)
      .execute();
    await spotChanged();
    const mails = ctx.container.notificationMails;
    await mails.mailCreated([quiet.id, unconfirmed.id, suspended.id]);
    await mails.sendDigests('daily', Date.now() + 1_000);
    expect(mailsTo(quiet)).toHaveLength(0);
    expect(mailsTo(unconfirmed)).toHaveLength(0);
    expect(mailsTo(suspended)).toHaveLength(0);
  });

  it('holds a burst back and sends it in one mail once the gap has passed', async () => {
    const cara = await member('instant');
    await spotChanged();
    await vi.waitFor(() => expect(mailsTo(cara)).toHaveLength(1), { timeout: 5_000 });
    const firstAt = mailsTo(cara)[0]!.sentAt;
    await spotChanged();
    await spotChanged();
    await ctx.container.notificationMails.mailCreated([cara.id]);
    expect(mailsTo(cara)).toHaveLength(1);
    // Not due yet a moment before the gap ends; due once it has.
    expect(await ctx.container.notificationMails.sendDue(firstAt + 1_000)).toBe(0);
    await ctx.container.notificationMails.sendDue(firstAt + INSTANT_MAIL_GAP_MS + 60_000);
    expect(mailsTo(cara)).toHaveLength(2);
    expect(mailsTo(cara)[0]!.text).toMatch(/changes|changed/);
  });

  it('sends daily and weekly digests of what is new, and nothing when nothing is', async () => {
    const dan = await member('daily');
    const wes = await member('weekly');
    await spotChanged();
    const mails = ctx.container.notificationMails;
    const start = Date.now();
    await mails.sendDigests('daily', start);
    await mails.sendDigests('weekly', start);
    expect(mailsTo(dan)).toHaveLength(1);
    expect(mailsTo(dan)[0]!.subject).toMatch(/daily/);
    expect(mailsTo(dan)[0]!.text).toContain('What you follow');
    expect(mailsTo(dan)[0]!.text).toContain(spotPath({ id: spotId, title: 'Old Harbour Light' }));
    expect(mailsTo(dan)[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mailsTo(wes)).toHaveLength(1);
    expect(mailsTo(wes)[0]!.subject).toMatch(/weekly/);

    // An hour later neither is due; a day later only the daily one, and with nothing new none.
    await mails.sendDigests('daily', start + 3_600_000);
    expect(mailsTo(dan)).toHaveLength(1);
    await mails.sendDigests('daily', start + DAILY_DIGEST_MS + 1);
    expect(mailsTo(dan)).toHaveLength(1);

    // Read what came; then something new, a day and a half after the first digest.
    const { db } = ctx.database;
    await db.updateTable('notifications').set({ read_at: Date.now() }).execute();
    await spotChanged();
    await db
      .updateTable('notifications')
      .set({ created_at: start + DAILY_DIGEST_MS * 1.5 })
      .where('read_at', 'is', null)
      .execute();
    const run = await ctx.container.notificationMailJob.runOnce(start + 2 * DAILY_DIGEST_MS + 2);
    expect(run?.daily.mails).toBeGreaterThanOrEqual(1);
    expect(mailsTo(dan)).toHaveLength(2);
    expect(mailsTo(wes)).toHaveLength(1);
    await mails.sendDigests('weekly', start + WEEKLY_DIGEST_MS + 1);
    expect(mailsTo(wes)).toHaveLength(2);
    await mails.sendDigests('weekly', start + 2 * WEEKLY_DIGEST_MS + 2);
    expect(mailsTo(wes)).toHaveLength(2);
  });

  it('sends one digest to a member when two runs go at once', async () => {
    const fay = await member('daily');
    await spotChanged();
    const mails = ctx.container.notificationMails;
    const now = Date.now() + 1_000;
    await Promise.all([mails.sendDigests('daily', now), mails.sendDigests('daily', now)]);
    expect(mailsTo(fay)).toHaveLength(1);
  });

  it('turns the mails off with a one-click POST of the signed link, and only then', async () => {
    const eve = await member('instant');
    await spotChanged();
    await vi.waitFor(() => expect(mailsTo(eve)).toHaveLength(1), { timeout: 5_000 });
    const link = UNSUBSCRIBE.exec(mailsTo(eve)[0]!.headers!['List-Unsubscribe']!)!;
    const url = new URL(link[1]!);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/unsubscribe?u=${eve.id}&sig=${'A'.repeat(43)}`,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(403);
    expect(await emailNews(eve.id)).toBe(1);

    const done = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await emailNews(eve.id)).toBe(0);
    // The unsubscribe page still reads the same link.
    const check = await get(`/api/unsubscribe/check${url.search}`);
    expect(check.json()).toMatchObject({ emailNews: false });

    await spotChanged();
    await ctx.container.notificationMails.mailCreated([eve.id], Date.now() + INSTANT_MAIL_GAP_MS);
    expect(mailsTo(eve)).toHaveLength(1);
  });
});
