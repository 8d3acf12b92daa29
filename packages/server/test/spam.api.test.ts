import { expect, it } from 'vitest';
import {
  DAILY_LINK_POSTS,
  HELD_FOR_REVIEW_MESSAGE,
  LINKS_REVOKED_MESSAGE,
  ModerationQueue,
  NEW_MEMBER_DAILY_PHOTO_UPLOADS,
  PROFILE_LINKS_NEW_MEMBER_MESSAGE,
} from '@vantage/shared';
import { describeEachEngine } from './support/engine-suite';
import { memberRequests } from './support/members';
import type { SignedInUser } from './support/factories';
import { initialData } from './support/page-data';
import { jpeg, multipartFile } from './support/test-images';

const SPAM = 'Cheapest watches at [our shop](https://cheap-watches.example/buy) — visit now!';

describeEachEngine('new members’ links held for review on %s', (ctx) => {
  const { call } = memberRequests(ctx);
  const member = async (impact = 0, extra: { admin?: boolean } = {}) => {
    const user = await ctx.make.signedIn(extra);
    if (impact) await ctx.container.repositories.users.update(user.id, { impact });
    return user;
  };
  const describeSpot = (who: SignedInUser, spotId: number, description: string) =>
    call('POST', `/api/point/${spotId}/desc`, who, { description });
  const descriptionIds = async (spotId: number, who: SignedInUser | null) =>
    (await call('GET', `/api/point/${spotId}`, who))
      .json()
      .descriptions.map((entry: { id: number }) => entry.id);
  const queue = async (who: SignedInUser) => {
    const res = await call('GET', '/api/moderation/queue', who);
    expect(res.statusCode, res.body).toBe(200);
    return ModerationQueue.parse(res.json()).items;
  };
  const act = (who: SignedInUser | null, kind: string, id: number, body: object) =>
    call('POST', `/api/moderation/items/${kind}/${id}`, who, body);
  const auditActions = async (admin: SignedInUser, targetUserId: number) =>
    (await call('GET', '/api/moderation/log', admin))
      .json()
      .entries.filter(
        (entry: { targetUserId: number | null }) => entry.targetUserId === targetUserId,
      )
      .map((entry: { action: string }) => entry.action);

  it("holds a new member's description with a link: only its author and moderators see it", async () => {
    const author = await member();
    const spotId = await ctx.make.spot({ title: 'Seceda' });
    const res = await describeSpot(author, spotId, SPAM);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ held: true, text: SPAM });
    const id = res.json().id as number;

    expect(await descriptionIds(spotId, null)).not.toContain(id);
    expect(await descriptionIds(spotId, await member())).not.toContain(id);
    const own = (await call('GET', `/api/point/${spotId}`, author)).json();
    expect(own.descriptions).toContainEqual(expect.objectContaining({ id, held: true }));
    // The author's page carries the spot as the author sees it, so it shows the held line at once.
    const page = await call('GET', `/l/seceda/${spotId}`, author);
    expect(page.statusCode).toBe(200);
    expect(initialData(page.body)).toMatchObject({
      point: { descriptions: [expect.objectContaining({ id, held: true })] },
    });
    const steward = await member(1_000);
    expect(await descriptionIds(spotId, steward)).toContain(id);

    const item = (await queue(steward)).find(
      (entry) => entry.kind === 'description' && entry.id === id,
    );
    expect(item).toMatchObject({
      held: true,
      hidden: true,
      reports: [],
      author: { id: author.id },
    });
    expect(item?.excerpt).toContain('Cheapest watches');
    expect(item?.link).toMatch(new RegExp(`^/l/[^/]+/${spotId}$`));
    expect(HELD_FOR_REVIEW_MESSAGE).toMatch(/Held for review/);
  });

  it('publishes posts without links, and links of trusted members, moderators and members with public posts', async () => {
    const spotId = await ctx.make.spot();
    const newcomer = await member();
    const plain = await describeSpot(newcomer, spotId, 'Arrive before sunrise; the path is steep.');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().held).toBeUndefined();
    expect(await descriptionIds(spotId, null)).toContain(plain.json().id);

    const trusted = await member(200);
    const admin = await member(0, { admin: true });
    const seasoned = await member();
    for (let i = 0; i < 3; i++) await ctx.make.photo({ userId: seasoned.id });
    for (const who of [trusted, admin, seasoned]) {
      const res = await describeSpot(who, spotId, 'Parking: https://parking.example/seceda');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().held).toBeUndefined();
      expect(await descriptionIds(spotId, null)).toContain(res.json().id);
    }
  });

  it('holds guides and public galleries with links too, 404 to others', async () => {
    await ctx.make.spot({ place: ['Italy', 'Dolomites'] });
    const author = await member();
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Tickets here',
              marks: [{ type: 'link', attrs: { href: 'https://tickets.example/' } }],
            },
          ],
        },
      ],
    };
    const guide = await call('POST', '/api/guide/', author, {
      id: -2,
      tag: 'Dolomites',
      title: 'Dolomites on a budget',
      doc,
    });
    expect(guide.statusCode, guide.body).toBe(200);
    expect(guide.json().held).toBe(true);
    const perma = guide.json().perma as string;
    expect((await call('GET', `/api/guide/${perma}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/guide/${perma}`, author)).json().held).toBe(true);
    expect((await call('GET', `/guide/${perma}`, null)).statusCode).toBe(404);
    const guidePage = await call('GET', `/guide/${perma}`, author);
    expect(guidePage.statusCode).toBe(200);
    expect(initialData(guidePage.body)).toMatchObject({ guideData: { perma, held: true } });
    const tagPage = (await call('GET', '/api/tag/Dolomites', null)).json();
    expect(tagPage.guides.map((entry: { perma: string }) => entry.perma)).not.toContain(perma);

    const created = await call('POST', '/api/spotlist/new', author, { title: 'Favourites' });
    expect(created.json().held).toBeUndefined();
    const galleryId = created.json().spotList.id as number;
    const updated = await call('POST', '/api/spotlist/update', author, {
      id: galleryId,
      title: 'Favourites',
      description: 'More at www.cheap-prints.example',
      isPublic: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().held).toBe(true);
    const { username } = (await ctx.container.repositories.users.findById(author.id))!;
    const listed = async (who: SignedInUser | null) =>
      (await call('GET', `/api/spotlist/${username}`, who))
        .json()
        .map((entry: { id: number }) => entry.id);
    expect(await listed(null)).not.toContain(galleryId);
    expect(await listed(author)).toContain(galleryId);
    const admin = await member(0, { admin: true });
    const kinds = (await queue(admin)).filter((entry) => entry.held).map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['guide', 'gallery']));
  });

  it('approves a held post: it is published, and the approval is audited', async () => {
    const author = await member();
    const spotId = await ctx.make.spot();
    const id = (await describeSpot(author, spotId, SPAM)).json().id as number;
    const admin = await member(0, { admin: true });

    expect((await act(author, 'description', id, { action: 'approve' })).statusCode).toBe(403);
    expect((await act(null, 'description', id, { action: 'approve' })).statusCode).toBe(401);
    const res = await act(admin, 'description', id, { action: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await descriptionIds(spotId, null)).toContain(id);
    expect(
      (await queue(admin)).some((entry) => entry.kind === 'description' && entry.id === id),
    ).toBe(false);
    expect(await auditActions(admin, author.id)).toContain('approve_held');
    // Approving what is not held is a conflict, not a silent success.
    expect((await act(admin, 'description', id, { action: 'approve' })).statusCode).toBe(409);
  });

  it('removes a held post as spam: it stays hidden and its author loses the right to post links', async () => {
    const author = await member();
    const spotId = await ctx.make.spot();
    const id = (await describeSpot(author, spotId, SPAM)).json().id as number;
    const steward = await member(1_000);
    const admin = await member(0, { admin: true });

    const res = await act(steward, 'description', id, { action: 'remove_spam' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await descriptionIds(spotId, null)).not.toContain(id);
    expect(
      (await queue(admin)).some((entry) => entry.kind === 'description' && entry.id === id),
    ).toBe(false);
    expect(await auditActions(admin, author.id)).toEqual(
      expect.arrayContaining(['remove_spam', 'revoke_links']),
    );

    const other = await ctx.make.spot();
    const refused = await describeSpot(author, other, 'See http://cheap.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(`description: ${LINKS_REVOKED_MESSAGE}`);
    // Text without links still goes through.
    expect((await describeSpot(author, other, 'Nice light at dawn.')).statusCode).toBe(200);
    // Nor may their profile carry links.
    const about = await call('POST', '/api/user', author, {
      id: author.id,
      about: 'Prints at www.cheap-prints.example',
    });
    expect(about.statusCode).toBe(403);
    expect(about.json().error.message).toBe(`about: ${LINKS_REVOKED_MESSAGE}`);

    // The right comes back from an administrator alone, audited.
    expect((await call('GET', `/api/user/${author.id}/links`, admin)).json()).toMatchObject({
      allowed: false,
    });
    const restoreBody = { allowed: true, reason: 'Talked to them' };
    expect(
      (await call('PUT', `/api/user/${author.id}/links`, steward, restoreBody)).statusCode,
    ).toBe(403);
    const restored = await call('PUT', `/api/user/${author.id}/links`, admin, restoreBody);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ allowed: true, revokedAt: null });
    expect(await auditActions(admin, author.id)).toContain('restore_links');
    expect((await call('PUT', `/api/user/${author.id}/links`, admin, restoreBody)).statusCode).toBe(
      409,
    );
    expect((await describeSpot(author, other, 'See http://fair.example')).json().held).toBe(true);
  });

  it('takes the right to post links after a spam report ends in hiding', async () => {
    const author = await member();
    const spotId = await ctx.make.spot();
    const admin = await member(0, { admin: true });
    const id = (await describeSpot(author, spotId, 'A plain description.')).json().id as number;
    const reporter = await member();
    const reported = await call('POST', '/api/reports', reporter, {
      targetKind: 'description',
      targetId: id,
      reason: 'spam',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect((await act(admin, 'description', id, { action: 'hide' })).statusCode).toBe(200);
    expect((await call('GET', `/api/user/${author.id}/links`, admin)).json().allowed).toBe(false);
    expect(await auditActions(admin, author.id)).toContain('revoke_links');

    // A report for another reason keeps the right.
    const other = await member();
    const otherId = (await describeSpot(other, spotId, 'Mine.')).json().id as number;
    await call('POST', '/api/reports', reporter, {
      targetKind: 'description',
      targetId: otherId,
      reason: 'offensive',
    });
    expect((await act(admin, 'description', otherId, { action: 'hide' })).statusCode).toBe(200);
    expect((await call('GET', `/api/user/${other.id}/links`, admin)).json().allowed).toBe(true);
  });

  it("keeps links out of a new member's profile until they are no longer new", async () => {
    const newcomer = await member();
    const aboutWith = (who: SignedInUser, about: string) =>
      call('POST', '/api/user', who, { id: who.id, about });
    const refused = await aboutWith(newcomer, 'Landscape prints: [shop](https://prints.example)');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(`about: ${PROFILE_LINKS_NEW_MEMBER_MESSAGE}`);
    const { about } = (await ctx.container.repositories.users.findById(newcomer.id))!;
    expect(about).not.toContain('prints.example');
    // Words without links are saved at once.
    expect((await aboutWith(newcomer, 'Landscape photographer from Graz.')).statusCode).toBe(200);

    // A trusted member's links are saved, and saving them again unchanged passes.
    const trusted = await member(1_000);
    const linked = 'Portfolio: https://portfolio.example';
    expect((await aboutWith(trusted, linked)).statusCode).toBe(200);
    expect((await aboutWith(trusted, linked)).statusCode).toBe(200);
    const profile = (await call('GET', `/api/user/${trusted.id}`, null)).json();
    expect(profile.about).toBe(linked);
  });

  it("limits a new member's posts with links per day: 429 with Retry-After", async () => {
    const author = await member();
    for (let i = 0; i < DAILY_LINK_POSTS.newMember; i++) {
      const res = await describeSpot(
        author,
        await ctx.make.spot(),
        `Tip ${i}: https://x.example/${i}`,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await describeSpot(author, await ctx.make.spot(), 'One more: https://x.example/');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().error.message).toMatch(/^description: You posted 5 posts with links today/);
    // Posts without links are not counted against it.
    expect((await describeSpot(author, await ctx.make.spot(), 'No links here.')).statusCode).toBe(
      200,
    );
  });

  it("limits a new member's photo uploads per day", async () => {
    const newcomer = await member();
    const image = await jpeg(32, 32);
    const upload = (who: SignedInUser) => {
      const body = multipartFile(image);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/photo',
        payload: body.payload,
        headers: { ...who.bearerHeaders, ...body.headers },
      });
    };
    for (let i = 0; i < NEW_MEMBER_DAILY_PHOTO_UPLOADS; i++) {
      expect((await upload(newcomer)).statusCode).toBe(200);
    }
    const over = await upload(newcomer);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().error.message).toMatch(/^photo: New members upload at most 10/);
    const trusted = await member(200);
    for (let i = 0; i <= NEW_MEMBER_DAILY_PHOTO_UPLOADS; i++) {
      expect((await upload(trusted)).statusCode).toBe(200);
    }
  });

  it('finds disguised links and refuses bad actions and bodies naming the field', async () => {
    const spotId = await ctx.make.spot();
    for (const text of [
      'ｈｔｔｐｓ：／／cheap.example',
      'go to http\u200b://cheap.example',
      '<https://cheap.example>',
      '[shop]: https://cheap.example',
    ]) {
      const res = await describeSpot(await member(), spotId, text);
      expect(res.statusCode, text).toBe(200);
      expect(res.json().held, text).toBe(true);
    }
    const admin = await member(0, { admin: true });
    const plainId = (await describeSpot(await member(), spotId, 'plain')).json().id as number;
    expect((await act(admin, 'description', plainId, { action: 'approve' })).statusCode).toBe(409);
    expect((await act(admin, 'spot', spotId, { action: 'approve' })).statusCode).toBe(404);
    const bad = await act(admin, 'description', plainId, { action: 'publish' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^action:/);
    const badRestore = await call('PUT', `/api/user/${admin.id}/links`, admin, { allowed: 'yes' });
    expect(badRestore.statusCode).toBe(400);
    expect(badRestore.json().error.message).toMatch(/^allowed:/);
    expect((await call('PUT', '/api/user/999999/links', admin, { allowed: true })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/user/${admin.id}/links`, null)).statusCode).toBe(401);
  });
});
