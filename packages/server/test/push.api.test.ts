import {
  NotificationPushSettings,
  PushKeyAnswer,
  type ErrorBody,
  type PushMessage,
} from '@vantage/shared';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import {
  FakePushService,
  makeBrowserPushKeys,
  type BrowserPushKeys,
} from './support/fake-push-service';
import { memberRequests } from './support/members';
import { useTestContext } from './support/test-context';

const push = await new FakePushService().start();
afterAll(() => push.close());

/** The longest a push may take to reach the push service after the event. */
const PUSHED_WITHIN_MS = 5_000;

describe.each(engines)('web push on %s', (engine) => {
  const ctx = useTestContext(engine, () => ({ PUSH_ALLOW_HOSTS: new URL(push.url).host }));
  const { call, get, post } = memberRequests(ctx);
  let voter: SignedInUser;

  beforeAll(async () => {
    voter = await ctx.make.signedIn({ displayName: 'Voter' });
  });

  /** A browser of `who` subscribed through the API: its endpoint at the fake and its keys. */
  async function subscribedBrowser(who: SignedInUser) {
    const keys = makeBrowserPushKeys();
    const endpoint = push.subscribe(keys);
    const res = await post('/api/push/subscriptions', who, {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { endpoint, keys };
  }

  /**
   * A photo of `who`, voted up by the voter through the API: a photoVoted notification (and,
   * for the member's first photo, the Photographer badge, which `votesOnly` turns off).
   */
  async function photoVoted(who: SignedInUser, title = 'Quarry Rim') {
    const spotId = await ctx.make.spot({ title });
    const photoId = await ctx.make.photo({ spotId, userId: who.id });
    const res = await post(`/api/point/${spotId}/img/${photoId}/rateUp`, voter);
    expect(res.statusCode, res.body).toBe(200);
    return photoId;
  }

  /** Only votes are pushed to `who`: the badge their first voted photo earns is not. */
  const votesOnly = (who: SignedInUser) =>
    post('/api/notifications/push', who, { photoVoted: true, badgeEarned: false });

  const subscriptionsOf = (userId: number) =>
    ctx.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', userId)
      .execute();

  /** Another event and its push arrive, so a push that was not sent would have been by now. */
  async function settled(who: SignedInUser, endpoint: string, before: number) {
    const spotId = await ctx.make.spot({ title: 'Settling Point' });
    await post(`/api/follow/spot/${spotId}`, who, { following: true });
    await ctx.container.notifications.notify({ type: 'spotChanged', spotId, actorId: voter.id });
    await vi.waitFor(() => expect(push.receivedBy(endpoint).length).toBe(before + 1), {
      timeout: PUSHED_WITHIN_MS,
    });
  }

  it('answers the VAPID public key to anyone: made once and kept, or the configured one', async () => {
    const first = PushKeyAnswer.parse((await get('/api/push/key')).json());
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(PushKeyAnswer.parse((await get('/api/push/key')).json())).toEqual(first);
    // Another process on the same database signs with the same pair.
    const other = await ctx.appWith({ PUSH_ALLOW_HOSTS: new URL(push.url).host });
    expect((await other.inject('/api/push/key')).json()).toEqual(first);
    const configured = webPush.generateVAPIDKeys();
    const own = await ctx.appWith({
      VAPID_PUBLIC_KEY: configured.publicKey,
      VAPID_PRIVATE_KEY: configured.privateKey,
    });
    expect((await own.inject('/api/push/key')).json()).toEqual({
      publicKey: configured.publicKey,
    });
  });

  it('keeps subscriptions of members only, refusing bad ones with the field named', async () => {
    const ann = await ctx.make.signedIn();
    const keys: BrowserPushKeys = makeBrowserPushKeys();
    const good = { endpoint: push.subscribe(keys), keys: { p256dh: keys.p256dh, auth: keys.auth } };
    expect((await post('/api/push/subscriptions', null, good)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/push/subscriptions', null, good)).statusCode).toBe(401);
    expect((await get('/api/notifications/push', null)).statusCode).toBe(401);

    const refused = async (body: object, field: RegExp) => {
      const res = await post('/api/push/subscriptions', ann, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorBody>().error.message).toMatch(field);
    };
    await refused({ ...good, endpoint: 'not a url' }, /^endpoint/);
    await refused({ ...good, endpoint: 'ftp://push.example.com/x' }, /^endpoint/);
    // The server POSTs to the endpoint: never to a private address, nor plain http.
    await refused({ ...good, endpoint: 'https://10.0.0.7/push/x' }, /^endpoint: .*not allowed/);
    await refused({ ...good, endpoint: 'https://localhost/push/x' }, /^endpoint: .*not allowed/);
    await refused({ ...good, endpoint: 'http://push.example.com/x' }, /^endpoint: .*https/);
    await refused({ ...good, keys: { ...good.keys, p256dh: 'abc' } }, /^keys\.p256dh/);
    // 65 bytes starting 0x04, but not a point of the curve.
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    await refused(
      { ...good, keys: { ...good.keys, p256dh: offCurve.toString('base64url') } },
      /^keys\.p256dh: is not a point/,
    );
    await refused({ ...good, keys: { ...good.keys, auth: 'short' } }, /^keys\.auth/);
    await refused({ endpoint: good.endpoint }, /^keys/);

    expect((await post('/api/push/subscriptions', ann, good)).json()).toEqual({ subscribed: true });
    expect(await subscriptionsOf(ann.id)).toEqual([{ endpoint: good.endpoint }]);
    // Another member cannot forget it; its member can.
    await call('DELETE', '/api/push/subscriptions', voter, { endpoint: good.endpoint });
    expect(await subscriptionsOf(ann.id)).toHaveLength(1);
    const gone = await call('DELETE', '/api/push/subscriptions', ann, { endpoint: good.endpoint });
    expect(gone.json()).toEqual({ subscribed: false });
    expect(await subscriptionsOf(ann.id)).toEqual([]);
  });

  it('reads and changes the push choices, votes off by default, naming a bad field', async () => {
    const ann = await ctx.make.signedIn();
    const defaults = NotificationPushSettings.parse(
      (await get('/api/notifications/push', ann)).json(),
    );
    expect(defaults).toMatchObject({ photoVoted: false, descriptionVoted: false, newPhoto: true });
    const changed = await post('/api/notifications/push', ann, {
      photoVoted: true,
      newPhoto: false,
    });
    expect(changed.json()).toMatchObject({ photoVoted: true, newPhoto: false, spotChanged: true });
    const bad = await post('/api/notifications/push', ann, { photoVoted: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.message).toMatch(/photoVoted/);
    expect((await post('/api/notifications/push', ann, { replies: true })).statusCode).toBe(400);
  });

  it('pushes a notification to every browser of the member: VAPID-signed, decryptable, with its title and link', async () => {
    const ann = await ctx.make.signedIn();
    await votesOnly(ann);
    const phone = await subscribedBrowser(ann);
    const laptop = await subscribedBrowser(ann);
    const photoId = await photoVoted(ann, 'Quarry Rim');
    const { publicKey } = PushKeyAnswer.parse((await get('/api/push/key')).json());
    for (const browser of [phone, laptop]) {
      await vi.waitFor(() => expect(push.receivedBy(browser.endpoint)).toHaveLength(1), {
        timeout: PUSHED_WITHIN_MS,
      });
      const [received] = push.receivedBy(browser.endpoint);
      expect(received!.vapid).toMatchObject({ aud: push.url, publicKey });
      expect(received!.ttl).toBeGreaterThan(0);
      expect(JSON.parse(received!.payload) as PushMessage).toEqual({
        title: 'New vote on your photo',
        body: 'A vote on your photo at “Quarry Rim”',
        url: `/photo/${photoId}`,
        tag: `photoVoted:photo:${photoId}`,
      });
    }
  });

  it('pushes nothing of a kind the member turned off', async () => {
    const ann = await ctx.make.signedIn();
    const { endpoint } = await subscribedBrowser(ann);
    await post('/api/notifications/push', ann, { badgeEarned: false });
    // Votes are off by default.
    await photoVoted(ann);
    await settled(ann, endpoint, 0);
    expect(
      push.receivedBy(endpoint).map((pushed) => JSON.parse(pushed.payload) as PushMessage),
    ).toEqual([expect.objectContaining({ title: 'A spot you follow changed' })]);
  });

  it('forgets a subscription its push service answers 410 Gone', async () => {
    const ann = await ctx.make.signedIn();
    await votesOnly(ann);
    const kept = await subscribedBrowser(ann);
    const expired = await subscribedBrowser(ann);
    push.expire(expired.endpoint);
    await photoVoted(ann);
    await vi.waitFor(
      async () => expect(await subscriptionsOf(ann.id)).toEqual([{ endpoint: kept.endpoint }]),
      { timeout: PUSHED_WITHIN_MS },
    );
    expect(push.receivedBy(kept.endpoint)).toHaveLength(1);
  });

  it('pushes nothing to a suspended member nor to an unconfirmed address', async () => {
    const suspended = await ctx.make.signedIn();
    const { endpoint } = await subscribedBrowser(suspended);
    await ctx.database.db
      .updateTable('users')
      .set({ suspension_reason: 'Spam', suspended_until: null, suspended_at: Date.now() })
      .where('id', '=', suspended.id)
      .execute();
    const unconfirmed = await ctx.make.signedIn({ emailVerified: false });
    const unconfirmedKeys = makeBrowserPushKeys();
    const unconfirmedEndpoint = push.subscribe(unconfirmedKeys);
    // An unconfirmed account may not act yet: its subscription is written directly.
    await ctx.database.db
      .insertInto('push_subscriptions')
      .values({
        endpoint: unconfirmedEndpoint,
        user_id: unconfirmed.id,
        p256dh: unconfirmedKeys.p256dh,
        auth: unconfirmedKeys.auth,
        created_at: Date.now(),
      })
      .execute();
    const spotId = await ctx.make.spot({ title: 'Closed Gate' });
    for (const who of [suspended, unconfirmed]) {
      await ctx.database.db
        .insertInto('follows')
        .values({ user_id: who.id, target_type: 'spot', target_id: spotId, created_at: 1 })
        .execute();
    }
    const watcher = await ctx.make.signedIn();
    const watching = await subscribedBrowser(watcher);
    await post(`/api/follow/spot/${spotId}`, watcher, { following: true });
    await ctx.container.notifications.notify({ type: 'spotChanged', spotId, actorId: voter.id });
    // The confirmed follower's push arrived: the others' would have gone beside it.
    await vi.waitFor(() => expect(push.receivedBy(watching.endpoint)).toHaveLength(1), {
      timeout: PUSHED_WITHIN_MS,
    });
    await ctx.container.notificationPushes.pushCreated([suspended.id, unconfirmed.id]);
    expect(push.receivedBy(endpoint)).toEqual([]);
    expect(push.receivedBy(unconfirmedEndpoint)).toEqual([]);
  });

  it('answers the request that notified before the push service answers', async () => {
    const ann = await ctx.make.signedIn();
    await votesOnly(ann);
    const { endpoint } = await subscribedBrowser(ann);
    push.delayMs = 1_500;
    try {
      await photoVoted(ann);
      // The vote was answered; its push is still waiting on the slow push service.
      await vi.waitFor(() => expect(push.pending).toBe(1), { timeout: PUSHED_WITHIN_MS });
      expect(push.receivedBy(endpoint)).toEqual([]);
      await vi.waitFor(() => expect(push.receivedBy(endpoint)).toHaveLength(1), {
        timeout: PUSHED_WITHIN_MS,
      });
    } finally {
      push.delayMs = 0;
    }
  });
});
