import { expect, it } from 'vitest';
import {
  GUIDE_REPLY_MAX,
  GuideRepliesAnswer,
  GuideReply,
  LINKS_REVOKED_MESSAGE,
  ModerationQueue,
} from '@vantage/shared';
import { REPLY_LIMITS } from '../src/modules/guides/guide-reply.service';
import { keptHtml } from '../src/modules/pages/rendered-page-cache';
import { describeEachEngine } from './support/engine-suite';
import { memberRequests } from './support/members';
import type { SignedInUser } from './support/factories';

const LINKED = 'Tickets for the cable car: [the shop](https://tickets.example/buy)';
const plainDoc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describeEachEngine('replies to guides on %s', (ctx) => {
  let regions = 0;
  const { call } = memberRequests(ctx);
  /** A member with public posts (not new), or a new one with `fresh`. */
  const member = async (options: { impact?: number; admin?: boolean; fresh?: boolean } = {}) => {
    const user = await ctx.make.signedIn(options.admin ? { admin: true } : {});
    if (options.impact) {
      await ctx.container.repositories.users.update(user.id, { impact: options.impact });
    }
    if (!options.fresh) for (let i = 0; i < 3; i++) await ctx.make.photo({ userId: user.id });
    return user;
  };
  const guideOf = async (author: SignedInUser, title = `Guide ${++regions}`) => {
    const region = `Region ${regions}-${Date.now()}`;
    await ctx.make.spot({ place: ['Italy', region] });
    const res = await call('POST', '/api/guide/', author, {
      id: -2,
      tag: region,
      title,
      doc: plainDoc('Start early; the light is best before nine.'),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json().id as number, perma: res.json().perma as string, title };
  };
  const reply = (who: SignedInUser | null, perma: string, text: unknown) =>
    call('POST', `/api/guide/${encodeURIComponent(perma)}/replies`, who, { text });
  const replyIds = async (perma: string, who: SignedInUser | null) => {
    const res = await call('GET', `/api/guide/${encodeURIComponent(perma)}/replies`, who);
    expect(res.statusCode, res.body).toBe(200);
    return GuideRepliesAnswer.parse(res.json()).replies.map((entry) => entry.id);
  };
  const notificationsOf = async (who: SignedInUser) => {
    const res = await call('GET', '/api/notifications', who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { kind: string; text: string; link: string }[]).filter(
      (item) => item.kind === 'guideReply',
    );
  };

  it('creates, lists oldest first with the author, edits and deletes a reply', async () => {
    const author = await member();
    const guide = await guideOf(author);
    const replier = await member();
    const first = await reply(
      replier,
      guide.perma,
      '  Go **early**: the car park fills by eight.  ',
    );
    expect(first.statusCode, first.body).toBe(200);
    const created = GuideReply.parse(first.json());
    expect(created).toMatchObject({
      guideId: guide.id,
      text: 'Go **early**: the car park fills by eight.',
      edited: null,
      user: { id: replier.id },
    });
    expect(created.held).toBeUndefined();
    const second = await reply(author, guide.perma, 'Thank you, added to the guide.');
    expect(second.statusCode).toBe(200);

    const listed = await call('GET', `/api/guide/${guide.perma}/replies`, null);
    expect(listed.headers['cache-control']).toContain('no-store');
    const replies = GuideRepliesAnswer.parse(listed.json()).replies;
    expect(replies.map((entry) => entry.id)).toEqual([created.id, second.json().id]);
    expect(replies[0]!.user).toMatchObject({ id: replier.id, displayName: expect.any(String) });
    expect(replies[0]!.user).toHaveProperty('picture');

    const edited = await call('PUT', `/api/guide/replies/${created.id}`, replier, {
      text: 'Go early: the car park fills by half past seven.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().text).toBe('Go early: the car park fills by half past seven.');

    const deleted = await call('DELETE', `/api/guide/replies/${created.id}`, replier);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await replyIds(guide.perma, null)).toEqual([second.json().id]);
    expect((await call('DELETE', `/api/guide/replies/${created.id}`, replier)).statusCode).toBe(
      404,
    );
  });

  it("makes visitors' kept guide pages afresh when a reply is published, edited or deleted", async () => {
    const author = await member();
    const guide = await guideOf(author);
    let renderings = 0;
    const page = () =>
      ctx.container.renderedPages.getOrRender(
        { url: `http://localhost/guide/${guide.perma}`, viewportWidth: null },
        async () => ({ status: 200, rendered: true, html: keptHtml(`<p>${++renderings}</p>`) }),
      );
    await page();
    await page();
    expect(renderings).toBe(1);
    const replier = await member();
    const created = await reply(replier, guide.perma, 'Is the hut open in June?');
    await page();
    expect(renderings).toBe(2);
    const id = created.json().id as number;
    // Only its author edits a reply: a refused edit changes nothing.
    expect((await call('PUT', `/api/guide/replies/${id}`, author, { text: 'x' })).statusCode).toBe(
      403,
    );
    await page();
    expect(renderings).toBe(2);
    await call('PUT', `/api/guide/replies/${id}`, replier, { text: 'Is the hut open in May?' });
    await page();
    expect(renderings).toBe(3);
    await call('DELETE', `/api/guide/replies/${id}`, replier);
    await page();
    expect(renderings).toBe(4);
  });

  it('lets only the author edit, the author or a moderator delete; visitors get 401', async () => {
    const guide = await guideOf(await member());
    const replier = await member();
    const other = await member();
    const id = (await reply(replier, guide.perma, 'Crampons needed until May.')).json()
      .id as number;

    expect((await reply(null, guide.perma, 'Hello')).statusCode).toBe(401);
    expect((await call('PUT', `/api/guide/replies/${id}`, null, { text: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call('DELETE', `/api/guide/replies/${id}`, null)).statusCode).toBe(401);
    const foreignEdit = await call('PUT', `/api/guide/replies/${id}`, other, { text: 'Mine now' });
    expect(foreignEdit.statusCode).toBe(403);
    expect((await call('DELETE', `/api/guide/replies/${id}`, other)).statusCode).toBe(403);
    // Administrators moderate, but a reply's words stay its author's.
    const admin = await member({ admin: true });
    expect((await call('PUT', `/api/guide/replies/${id}`, admin, { text: 'x' })).statusCode).toBe(
      403,
    );
    const steward = await member({ impact: 1_000 });
    expect((await call('DELETE', `/api/guide/replies/${id}`, steward)).statusCode).toBe(200);
    expect(await replyIds(guide.perma, null)).not.toContain(id);
  });

  it('refuses unconfirmed and suspended accounts', async () => {
    const guide = await guideOf(await member());
    const unconfirmed = await ctx.make.signedIn({ emailVerified: false });
    const refused = await reply(unconfirmed, guide.perma, 'Hello');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('unconfirmed');

    const admin = await member({ admin: true });
    const suspended = await member();
    const suspend = await call('PUT', `/api/user/${suspended.id}/suspension`, admin, {
      days: 3,
      reason: 'Rude replies',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const write = await reply(suspended, guide.perma, 'Still here');
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('suspended');
    expect(await replyIds(guide.perma, null)).toEqual([]);
  });

  it('names the field of hostile or malformed input in 400s', async () => {
    const guide = await guideOf(await member());
    const replier = await member();
    const cases: [unknown, RegExp][] = [
      ['', /^text: must not be empty/],
      ['   \n  ', /^text: must not be empty/],
      [42, /^text:/],
      [null, /^text:/],
      [{ $gt: '' }, /^text:/],
      ['x'.repeat(GUIDE_REPLY_MAX + 1), new RegExp(`^text: must be at most ${GUIDE_REPLY_MAX}`)],
      ['<script>alert(1)</script>', /^text: must not contain scripts/],
      ['[click](javascript:alert(document.cookie))', /^text: must not contain scripts/],
      ['<img src=x onerror="alert(1)">', /^text: must not contain scripts/],
      ['bad\u0000byte', /^text:/],
    ];
    for (const [text, message] of cases) {
      const res = await reply(replier, guide.perma, text);
      expect(res.statusCode, `${JSON.stringify(text).slice(0, 40)}: ${res.body}`).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const noBody = await call('POST', `/api/guide/${guide.perma}/replies`, replier, {});
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error.message).toMatch(/^text:/);
    const badId = await call('DELETE', '/api/guide/replies/abc', replier);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toMatch(/^id:/);
    expect((await reply(replier, 'no-such-guide', 'Hello')).statusCode).toBe(404);
    expect((await call('GET', '/api/guide/no-such-guide/replies', null)).statusCode).toBe(404);
    expect(await replyIds(guide.perma, null)).toEqual([]);
  });

  it("holds a new member's reply with a link: 404 and absent for others, shown to its author", async () => {
    const guideAuthor = await member();
    const guide = await guideOf(guideAuthor);
    const newcomer = await member({ fresh: true });
    const res = await reply(newcomer, guide.perma, LINKED);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ held: true, text: LINKED });
    const id = res.json().id as number;

    expect(await replyIds(guide.perma, null)).not.toContain(id);
    expect(await replyIds(guide.perma, guideAuthor)).not.toContain(id);
    const other = await member();
    expect((await call('DELETE', `/api/guide/replies/${id}`, other)).statusCode).toBe(404);
    const own = (await call('GET', `/api/guide/${guide.perma}/replies`, newcomer)).json();
    expect(own.replies).toContainEqual(expect.objectContaining({ id, held: true }));
    // Held: nobody hears of it yet.
    expect(await notificationsOf(guideAuthor)).toEqual([]);

    const admin = await member({ admin: true });
    expect(await replyIds(guide.perma, admin)).toContain(id);
    const queue = ModerationQueue.parse((await call('GET', '/api/moderation/queue', admin)).json());
    const item = queue.items.find((entry) => entry.kind === 'reply' && entry.id === id);
    expect(item).toMatchObject({ held: true, title: `Reply to ${guide.title}` });
    expect(item?.link).toBe(`/guide/${guide.perma}#reply-${id}`);

    const approved = await call('POST', `/api/moderation/items/reply/${id}`, admin, {
      action: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await replyIds(guide.perma, null)).toContain(id);
    expect(await notificationsOf(guideAuthor)).toHaveLength(1);
  });

  it('refuses links from a member who lost the right to post them', async () => {
    const guide = await guideOf(await member());
    const spammer = await member();
    await ctx.container.repositories.heldPosts.setLinksRevoked(
      ctx.container.database.db,
      spammer.id,
      Date.now(),
    );
    const res = await reply(spammer, guide.perma, LINKED);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'links_revoked',
      message: `text: ${LINKS_REVOKED_MESSAGE}`,
    });
    expect((await reply(spammer, guide.perma, 'No links here.')).statusCode).toBe(200);
  });

  it('is reported and hidden by a moderator: left out for others, kept for its author', async () => {
    const guide = await guideOf(await member());
    const replier = await member();
    const id = (await reply(replier, guide.perma, 'Buy my prints!')).json().id as number;
    const reporter = await member();
    const own = await call('POST', '/api/reports', replier, {
      targetKind: 'reply',
      targetId: id,
      reason: 'spam',
    });
    expect(own.statusCode).toBe(403);
    const report = await call('POST', '/api/reports', reporter, {
      targetKind: 'reply',
      targetId: id,
      reason: 'spam',
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().hidden).toBe(false);

    const steward = await member({ impact: 1_000 });
    const queue = ModerationQueue.parse(
      (await call('GET', '/api/moderation/queue', steward)).json(),
    );
    const item = queue.items.find((entry) => entry.kind === 'reply' && entry.id === id);
    expect(item).toMatchObject({ excerpt: 'Buy my prints!', reports: [{ reason: 'spam' }] });
    expect(item?.link).toBe(`/guide/${guide.perma}#reply-${id}`);

    const hide = await call('POST', `/api/moderation/items/reply/${id}`, steward, {
      action: 'hide',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await replyIds(guide.perma, null)).not.toContain(id);
    expect(await replyIds(guide.perma, reporter)).not.toContain(id);
    const mine = (await call('GET', `/api/guide/${guide.perma}/replies`, replier)).json();
    expect(mine.replies).toContainEqual(expect.objectContaining({ id, hidden: true }));
    expect(await replyIds(guide.perma, steward)).toContain(id);

    const decided = (await call('GET', '/api/notifications', reporter)).json().items as {
      kind: string;
      text: string;
    }[];
    expect(decided).toContainEqual(
      expect.objectContaining({
        kind: 'reportDecided',
        text: `Your report of a reply to “${guide.title}” was reviewed: the reply was removed`,
      }),
    );
  });

  it("tells the guide's author and earlier repliers, never the replier", async () => {
    const author = await member();
    const guide = await guideOf(author, 'Seceda at sunrise');
    const lena = await ctx.make.signedIn({ displayName: 'Lena Hofer' });
    for (let i = 0; i < 3; i++) await ctx.make.photo({ userId: lena.id });
    const ana = await member();

    const first = (await reply(lena, guide.perma, 'The ridge path is closed in June.')).json();
    const toAuthor = await notificationsOf(author);
    expect(toAuthor).toEqual([
      expect.objectContaining({
        text: 'Lena Hofer replied to your guide “Seceda at sunrise”',
        link: `/guide/${guide.perma}#reply-${first.id}`,
      }),
    ]);
    expect(await notificationsOf(lena)).toEqual([]);

    await reply(ana, guide.perma, 'It opened again last week.');
    expect(await notificationsOf(lena)).toEqual([
      expect.objectContaining({
        text: expect.stringMatching(/ also replied to the guide “Seceda at sunrise”$/),
      }),
    ]);
    expect(await notificationsOf(ana)).toEqual([]);
    // Unread replies gather into one line for the author.
    expect(await notificationsOf(author)).toEqual([
      expect.objectContaining({ text: '2 replies to your guide “Seceda at sunrise”' }),
    ]);

    // The author replying to their own guide tells the repliers, not the author.
    await reply(author, guide.perma, 'Thanks, both of you.');
    expect((await notificationsOf(author))[0]!.text).toBe(
      '2 replies to your guide “Seceda at sunrise”',
    );
    expect((await notificationsOf(ana))[0]!.text).toMatch(/also replied/);
  });

  it('answers 404 about the replies of a hidden guide to those who cannot see it', async () => {
    const author = await member();
    const guide = await guideOf(author);
    const replier = await member();
    const id = (await reply(replier, guide.perma, 'Lovely guide.')).json().id as number;
    const steward = await member({ impact: 1_000 });
    const hide = await call('POST', `/api/moderation/items/guide/${guide.id}`, steward, {
      action: 'hide',
    });
    expect(hide.statusCode, hide.body).toBe(200);

    expect((await call('GET', `/api/guide/${guide.perma}/replies`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/guide/${guide.perma}/replies`, replier)).statusCode).toBe(404);
    expect((await reply(replier, guide.perma, 'Hello?')).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/guide/replies/${id}`, replier, { text: 'Edited' })).statusCode,
    ).toBe(404);
    expect(await replyIds(guide.perma, author)).toEqual([id]);
    expect(await replyIds(guide.perma, steward)).toEqual([id]);
  });

  it('limits a member to a few replies a minute, with Retry-After; moderators are not counted', async () => {
    const author = await member();
    const guide = await guideOf(author);
    const chatty = await member();
    for (let i = 1; i <= REPLY_LIMITS.burst.limit; i++) {
      const res = await reply(chatty, guide.perma, `Thought number ${i}.`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await reply(chatty, guide.perma, 'One more thought.');
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json().error.message).toMatch(/^text: You wrote 5 replies within a minute/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await replyIds(guide.perma, null)).toHaveLength(REPLY_LIMITS.burst.limit);
    // Another member, and a moderator, still reply.
    expect((await reply(author, guide.perma, 'Thanks, all.')).statusCode).toBe(200);
    const admin = await member({ admin: true });
    for (let i = 0; i <= REPLY_LIMITS.burst.limit; i++) {
      expect((await reply(admin, guide.perma, `Note ${i}.`)).statusCode).toBe(200);
    }
  });
});
