import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  FollowAnswer,
  NewImageAnswer,
  NotificationsAnswer,
  UnreadAnswer,
  UploadAnswer,
  type Notification,
} from '@vantage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests } from './support/members';
import { TEST_REDIS_URL, testRedis } from './support/redis';
import { createTestContext, useTestContext, type TestContext } from './support/test-context';
import { jpeg, multipartFile } from './support/test-images';

const redis = await testRedis();

/** The longest a notification may take to reach an open page's bell. */
const LIVE_WITHIN_MS = 2_000;

/** An open page's stream of a member's notifications: the unread counts it was sent. */
interface OpenPage {
  counts: number[];
  /** Resolves once the page was sent `unread`; fails after `LIVE_WITHIN_MS`. */
  sent(unread: number): Promise<void>;
  close(): void;
}

/** Opens the notifications stream of `who` on a listening app, as a page's EventSource does. */
async function openPage(app: FastifyInstance, who: SignedInUser): Promise<OpenPage> {
  const { port } = app.server.address() as AddressInfo;
  const counts: number[] = [];
  const waiting: (() => void)[] = [];
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/notifications/stream',
    headers: { cookie: who.cookieHeaders.cookie },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^event: unread\ndata: (.*)$/m.exec(block)?.[1];
      if (data) counts.push((JSON.parse(data) as { unread: number }).unread);
      for (const wake of waiting.splice(0)) wake();
    }
  });
  response.on('error', () => undefined);
  return {
    counts,
    async sent(unread) {
      const deadline = Date.now() + LIVE_WITHIN_MS;
      while (!counts.includes(unread)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the page was sent ${counts.join(', ')}, not ${unread}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => request.destroy(),
  };
}

function requestsOf(ctx: Pick<TestContext, 'app'>) {
  const { get, post } = memberRequests(ctx);
  return {
    get,
    post,
    notifications: async (who: SignedInUser, query = '') => {
      const res = await get(`/api/notifications${query}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return NotificationsAnswer.parse(res.json());
    },
    follow: async (who: SignedInUser, path: string, following = true) => {
      const res = await post(`/api/follow/${path}`, who, { following });
      expect(res.statusCode, res.body).toBe(200);
      return FollowAnswer.parse(res.json()).following;
    },
  };
}

/** The member's notifications of one kind, newest first. */
const ofKind = (answer: NotificationsAnswer, kind: Notification['kind']) =>
  answer.items.filter((item) => item.kind === kind);

describe.each(engines)('notifications and following on %s', (engine) => {
  const ctx = useTestContext(engine, () => ({ ADMIN_EMAILS: 'chief@example.com' }));
  const { get, post, notifications, follow } = requestsOf(ctx);
  let admin: SignedInUser;
  let owner: SignedInUser;
  let voters: SignedInUser[];

  beforeAll(async () => {
    admin = await ctx.make.signedIn({ email: 'chief@example.com', displayName: 'Chief' });
    owner = await ctx.make.signedIn({ displayName: 'Owner' });
    voters = [];
    for (let i = 0; i < 4; i++) voters.push(await ctx.make.signedIn());
  });

  async function newPhotoThroughApi(who: SignedInUser, spotId: number) {
    const body = multipartFile(await jpeg(640, 480));
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/photo',
      payload: body.payload,
      headers: { ...who.cookieHeaders, ...body.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { imageID } = UploadAnswer.parse(uploaded.json());
    const created = await post('/api/img', who, { id: imageID, title: 'At dawn', idSpot: spotId });
    expect(created.statusCode, created.body).toBe(201);
    return NewImageAnswer.parse(created.json()).photo.id;
  }

  describe('permissions and bad input', () => {
    it('asks a visitor to sign in for every notification and follow call', async () => {
      const spotId = await ctx.make.spot();
      for (const [method, url] of [
        ['GET', '/api/notifications'],
        ['GET', '/api/notifications/unread'],
        ['GET', '/api/notifications/stream'],
        ['POST', '/api/notifications/read'],
        ['POST', '/api/notifications/1/read'],
        ['GET', `/api/follow/spot/${spotId}`],
        ['POST', `/api/follow/spot/${spotId}`],
        ['GET', '/api/follow/tag/waterfall'],
        ['POST', `/api/follow/member/${owner.id}`],
      ] as const) {
        const res = await ctx.app.inject({ method, url, payload: { following: true } });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().error.code).toBe('unauthorized');
      }
    });

    it('answers bad input with 400 naming the field, and unknown things with 404', async () => {
      const member = voters[0]!;
      const cases: [string, unknown, number, RegExp][] = [
        ['/api/notifications?limit=0', undefined, 400, /limit/],
        ['/api/notifications?limit=abc', undefined, 400, /limit/],
        ['/api/notifications?before=-1', undefined, 400, /before/],
        ['/api/follow/spot/abc', undefined, 400, /key/],
        ['/api/follow/spot/999999', undefined, 404, /spot/],
        ['/api/follow/member/999999', undefined, 404, /member/],
        ['/api/follow/tag/no%20such%20tag%20here', undefined, 404, /tag/],
      ];
      for (const [url, , status, message] of cases) {
        const res = await get(url, member);
        expect(res.statusCode, url).toBe(status);
        expect(res.json().error.message, url).toMatch(message);
      }
      const spotId = await ctx.make.spot();
      for (const body of [{}, { following: 'yes' }]) {
        const res = await post(`/api/follow/spot/${spotId}`, member, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toMatch(/following/);
      }
      const res = await post('/api/notifications/abc/read', member);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/id/);
    });
  });

  describe('following', () => {
    it('follows and unfollows a spot, a tag and a member, told to the follower alone', async () => {
      const [ann, bob] = voters as [SignedInUser, SignedInUser];
      const spotId = await ctx.make.spot({ tags: ['Lighthouse'] });
      for (const path of [`spot/${spotId}`, 'tag/lighthouse', `member/${owner.id}`]) {
        expect((await get(`/api/follow/${path}`, ann)).json()).toEqual({ following: false });
        expect(await follow(ann, path)).toBe(true);
        // Following twice is following once.
        expect(await follow(ann, path)).toBe(true);
        expect((await get(`/api/follow/${path}`, ann)).json()).toEqual({ following: true });
        // Another member sees only their own following.
        expect((await get(`/api/follow/${path}`, bob)).json()).toEqual({ following: false });
        expect(await follow(ann, path, false)).toBe(false);
        expect((await get(`/api/follow/${path}`, ann)).json()).toEqual({ following: false });
      }
    });

    it('forgets following a member who deleted their account', async () => {
      const [fan, leaver] = [await ctx.make.signedIn(), await ctx.make.signedIn()];
      await follow(fan, `member/${leaver.id}`);
      const gone = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/user/me',
        headers: leaver.cookieHeaders,
        payload: { password: leaver.password },
      });
      expect(gone.statusCode, gone.body).toBeLessThan(300);
      const rows = await ctx.database.db
        .selectFrom('follows')
        .selectAll()
        .where('target_type', '=', 'member')
        .where('target_id', '=', leaver.id)
        .execute();
      expect(rows).toEqual([]);
      expect((await get(`/api/follow/member/${leaver.id}`, fan)).statusCode).toBe(404);
    });

    it('does not let a member follow themselves', async () => {
      expect(await follow(owner, `member/${owner.id}`)).toBe(false);
    });
  });

  describe('events', () => {
    it('tells an author their proposal was applied, and another that theirs was rejected', async () => {
      const [author, other] = [await ctx.make.signedIn(), await ctx.make.signedIn()];
      const spotId = await ctx.make.spot({ title: 'Grey Lake' });
      expect(
        (await post(`/api/editTitle/${spotId}`, author, { newTitle: 'Blue Lake' })).statusCode,
      ).toBe(200);
      expect((await notifications(author)).items).toEqual([]);
      await post(`/api/editTitle/${spotId}/rateUp`, admin);
      const applied = ofKind(await notifications(author), 'proposalApplied');
      expect(applied).toHaveLength(1);
      expect(applied[0]).toMatchObject({
        text: 'Your title proposal for “Blue Lake” was applied',
        link: `/l/Blue_Lake/${spotId}`,
        read: false,
        count: 1,
        actor: { id: admin.id, displayName: 'Chief' },
      });

      await post(`/api/editTitle/${spotId}`, other, { newTitle: 'Green Lake' });
      await post(`/api/editTitle/${spotId}/rateDown`, admin);
      const rejected = ofKind(await notifications(other), 'proposalRejected');
      expect(rejected.map((item) => item.text)).toEqual([
        'Your title proposal for “Blue Lake” was rejected',
      ]);
      // The administrator who decided is not told of their own decision.
      expect((await notifications(admin)).items).toEqual([]);
    });

    it('gathers votes on a photo into one line, and a vote after reading starts a new one', async () => {
      const photographer = await ctx.make.signedIn();
      const spotId = await ctx.make.spot({ title: 'Dune Crest' });
      const photoId = await ctx.make.photo({ spotId, userId: photographer.id });
      for (const voter of voters.slice(0, 3)) {
        const res = await post(`/api/point/${spotId}/img/${photoId}/rateUp`, voter);
        expect(res.statusCode).toBe(200);
      }
      // The same vote again is no new vote.
      await post(`/api/point/${spotId}/img/${photoId}/rateUp`, voters[0]!);
      let votes = ofKind(await notifications(photographer), 'photoVoted');
      expect(votes).toHaveLength(1);
      expect(votes[0]).toMatchObject({
        count: 3,
        text: '3 votes on your photo at “Dune Crest”',
        link: `/photo/${photoId}`,
        actor: { id: voters[2]!.id },
      });
      // Votes on their photo count for the photographer's badges: the first photo's badge.
      expect(ofKind(await notifications(photographer), 'badgeEarned').map((b) => b.text)).toEqual([
        'You earned the Bronze badge “Photographer”',
      ]);
      await post('/api/notifications/read', photographer);
      await post(`/api/point/${spotId}/img/${photoId}/rateUp`, voters[3]!);
      votes = ofKind(await notifications(photographer), 'photoVoted');
      expect(votes.map((item) => [item.count, item.read])).toEqual([
        [1, false],
        [3, true],
      ]);
    });

    it('tells a writer of votes on their description and of the badge their first one earned', async () => {
      const writer = await ctx.make.signedIn();
      const spotId = await ctx.make.spot({ title: 'Salt Flats' });
      const saved = await post(`/api/point/${spotId}/desc`, writer, { description: 'White.' });
      expect(saved.statusCode).toBe(200);
      const descId = saved.json<{ id: number }>().id;
      const badges = ofKind(await notifications(writer), 'badgeEarned');
      expect(badges.map((item) => [item.text, item.link])).toEqual([
        ['You earned the Bronze badge “Storyteller”', '/badges'],
      ]);
      // A badge is told once: a second description earns nothing new.
      await post(`/api/point/${await ctx.make.spot()}/desc`, writer, { description: 'Again.' });
      expect(ofKind(await notifications(writer), 'badgeEarned')).toHaveLength(1);

      await post(`/api/point/${spotId}/desc/${descId}/rateUp`, voters[0]!);
      await post(`/api/point/${spotId}/desc/${descId}/rateDown`, voters[1]!);
      const votes = ofKind(await notifications(writer), 'descriptionVoted');
      expect(votes.map((item) => item.text)).toEqual([
        '2 votes on your description of “Salt Flats”',
      ]);
    });

    it('tells an owner their photo was moved to another spot', async () => {
      const photographer = await ctx.make.signedIn();
      const from = await ctx.make.spot({ title: 'Old Pier' });
      const to = await ctx.make.spot({ title: 'New Pier' });
      const photoId = await ctx.make.photo({ spotId: from, userId: photographer.id });
      const res = await post(`/api/movePhoto/${photoId}`, admin, { newIdSpot: to });
      expect(res.statusCode, res.body).toBe(200);
      const moved = ofKind(await notifications(photographer), 'photoMoved');
      expect(moved.map((item) => [item.text, item.link])).toEqual([
        ['Your photo was moved to “New Pier”', `/photo/${photoId}`],
      ]);
    });

    it('tells followers of a spot, its tag and its changer of a change, not the changer', async () => {
      const [spotFan, tagFan, memberFan, stranger] = [
        await ctx.make.signedIn(),
        await ctx.make.signedIn(),
        await ctx.make.signedIn(),
        await ctx.make.signedIn(),
      ];
      const spotId = await ctx.make.spot({ title: 'Red Cliff', tags: ['Sea Stack'] });
      await follow(spotFan, `spot/${spotId}`);
      await follow(tagFan, 'tag/sea%20stack');
      await follow(memberFan, `member/${admin.id}`);
      await follow(admin, `spot/${spotId}`);
      // An administrator's rename applies at once.
      expect(
        (await post(`/api/editTitle/${spotId}`, admin, { newTitle: 'Red Cliffs' })).statusCode,
      ).toBe(200);
      for (const fan of [spotFan, tagFan, memberFan]) {
        const changed = ofKind(await notifications(fan), 'spotChanged');
        expect(changed.map((item) => [item.text, item.link])).toEqual([
          ['“Red Cliffs”, which you follow, was changed', `/l/Red_Cliffs/${spotId}`],
        ]);
      }
      expect(ofKind(await notifications(admin), 'spotChanged')).toEqual([]);
      expect((await notifications(stranger)).items).toEqual([]);

      // Changes gather while unread; one who stopped following hears no more.
      await follow(tagFan, 'tag/sea%20stack', false);
      await post(`/api/movePoint/${spotId}`, admin, { lat: 46.5001, long: 11.5001 });
      expect(ofKind(await notifications(spotFan), 'spotChanged').map((i) => i.text)).toEqual([
        '2 changes at “Red Cliffs”, which you follow',
      ]);
      expect(ofKind(await notifications(tagFan), 'spotChanged')).toHaveLength(1);
    });

    it('tells followers of a spot and of the photographer of a new photo there', async () => {
      const [spotFan, memberFan] = [await ctx.make.signedIn(), await ctx.make.signedIn()];
      const photographer = await ctx.make.signedIn();
      const spotId = await ctx.make.spot({ title: 'Twin Falls' });
      await follow(spotFan, `spot/${spotId}`);
      await follow(memberFan, `member/${photographer.id}`);
      const photoId = await newPhotoThroughApi(photographer, spotId);
      for (const fan of [spotFan, memberFan]) {
        const added = ofKind(await notifications(fan), 'newPhoto');
        expect(added.map((item) => [item.text, item.link, item.actor?.id])).toEqual([
          ['A new photo at “Twin Falls”, which you follow', `/photo/${photoId}`, photographer.id],
        ]);
      }
      expect(ofKind(await notifications(photographer), 'newPhoto')).toEqual([]);
    });
  });

  describe('reading', () => {
    it('marks one read, refuses another member’s, and marks all read', async () => {
      const member = await ctx.make.signedIn();
      for (let i = 0; i < 3; i++) {
        const spotId = await ctx.make.spot();
        const photoId = await ctx.make.photo({ spotId, userId: member.id });
        await post(`/api/point/${spotId}/img/${photoId}/rateUp`, voters[0]!);
      }
      const before = await notifications(member);
      expect(before.unread).toBe(before.items.length);
      const first = before.items[0]!;
      const other = await post(`/api/notifications/${first.id}/read`, voters[1]!);
      expect(other.statusCode).toBe(404);
      expect((await post('/api/notifications/999999/read', member)).statusCode).toBe(404);
      const read = await post(`/api/notifications/${first.id}/read`, member);
      expect(UnreadAnswer.parse(read.json()).unread).toBe(before.unread - 1);
      const after = await notifications(member);
      expect(after.items.find((item) => item.id === first.id)?.read).toBe(true);
      expect((await get('/api/notifications/unread', member)).json()).toEqual({
        unread: before.unread - 1,
      });
      expect((await post('/api/notifications/read', member)).json()).toEqual({ unread: 0 });
      expect((await notifications(member)).items.every((item) => item.read)).toBe(true);
      // Another member's notifications are none of the reader's business.
      expect((await get('/api/notifications/unread', voters[1])).statusCode).toBe(200);
    });

    it('pages through older notifications, newest first', async () => {
      const member = await ctx.make.signedIn();
      for (let i = 0; i < 5; i++) {
        const spotId = await ctx.make.spot();
        const photoId = await ctx.make.photo({ spotId, userId: member.id });
        await post(`/api/point/${spotId}/img/${photoId}/rateUp`, voters[0]!);
      }
      const all = await notifications(member, '?limit=50');
      const ids = all.items.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(all.next).toBeNull();
      const seen: number[] = [];
      let before: number | null = null;
      do {
        const page: NotificationsAnswer = await notifications(
          member,
          `?limit=2${before === null ? '' : `&before=${before}`}`,
        );
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((item) => item.id));
        before = page.next;
      } while (before !== null);
      expect(seen).toEqual(ids);
    });
  });

  describe('live', () => {
    let page: OpenPage | undefined;
    afterAll(() => page?.close());

    it('pushes the unread count to an open page within 2 s, without Redis', async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const member = await ctx.make.signedIn();
      const spotId = await ctx.make.spot();
      const photoId = await ctx.make.photo({ spotId, userId: member.id });
      page = await openPage(ctx.app, member);
      await page.sent(0);
      await post(`/api/point/${spotId}/img/${photoId}/rateUp`, voters[0]!);
      // A vote and the first photo's badge.
      await page.sent(2);
      await post('/api/notifications/read', member);
      await page.sent(0);
    });
  });
});

describe.runIf(redis).each(engines)('notifications across two server processes on %s', (engine) => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let page: OpenPage | undefined;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { REDIS_URL: TEST_REDIS_URL });
    other = await ctx.appWith({});
    await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    page?.close();
    await ctx?.close();
  });

  it('reaches a page open on one process within 2 s of a vote made through the other', async () => {
    const { post } = memberRequests(ctx);
    const [member, voter] = [await ctx.make.signedIn(), await ctx.make.signedIn()];
    const spotId = await ctx.make.spot();
    const photoId = await ctx.make.photo({ spotId, userId: member.id });
    page = await openPage(other, member);
    await page.sent(0);
    const voted = await post(`/api/point/${spotId}/img/${photoId}/rateUp`, voter);
    expect(voted.statusCode).toBe(200);
    await page.sent(2);
  });
});
