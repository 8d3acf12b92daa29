import {
  Description,
  EditTagsAnswer,
  EditTitleAnswer,
  MovePointAnswer,
  ProposalList,
  SpotHistoryAnswer,
  Spot,
  TitleVoteAnswer,
  UserImpactAnswer,
  BadgesAnswer,
  TagPage,
} from '@vantage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests, setUserImpact, userColumn } from './support/members';
import type { TestContext } from './support/test-context';

describeEachEngine('community proposals, votes and descriptions on %s', (ctx) => {
  /** An administrator (the admin flag). */
  let admin: SignedInUser;
  let author: SignedInUser;

  beforeAll(async () => {
    admin = await ctx.make.signedIn({ admin: true });
    author = await ctx.make.signedIn();
  });

  const member = (overrides: Parameters<TestContext['make']['signedIn']>[0] = {}) =>
    ctx.make.signedIn(overrides);
  const members = async (n: number) => {
    const list: SignedInUser[] = [];
    for (let i = 0; i < n; i++) list.push(await member());
    return list;
  };
  const { post } = memberRequests(ctx);
  const spotAnswer = async (id: number) =>
    Spot.parse((await ctx.app.inject(`/api/point/${id}`)).json());
  const setImpact = (userId: number, impact: number) => setUserImpact(ctx, userId, impact);
  const impactOf = (userId: number) => userColumn(ctx, userId, 'impact');

  it('asks a visitor to log in on every proposal and vote call', async () => {
    const spotId = await ctx.make.spot();
    for (const [url, payload] of [
      [`/api/editTitle/${spotId}`, { newTitle: 'X' }],
      [`/api/editTitle/${spotId}/rateUp`, undefined],
      [`/api/movePoint/${spotId}`, { lat: 46.5, long: 11.5 }],
      [`/api/point/${spotId}/moveRateDown`, undefined],
      [`/api/point/${spotId}/editTags`, { tags: ['a'] }],
      [`/api/point/${spotId}/rateTag`, { tag: 'a', value: 1 }],
      [`/api/point/${spotId}/desc`, { description: 'Text' }],
      [`/api/point/${spotId}/desc/1/rateUp`, undefined],
    ] as const) {
      const res = await post(url, null, payload);
      expect(res.statusCode, url).toBe(401);
    }
  });

  describe('titles', () => {
    it('shows a proposed title as pending, refuses its author’s vote, and applies it at +3', async () => {
      const spotId = await ctx.make.spot({ title: 'Old Harbour Wall' });
      const res = await post(`/api/editTitle/${spotId}`, author, {
        newTitle: '  Lighthouse Pier ',
      });
      expect(res.statusCode).toBe(200);
      expect(EditTitleAnswer.parse(res.json())).toEqual({
        ok: true,
        status: 'pending',
        newSpot: { title: 'Lighthouse Pier' },
        title: 'Old Harbour Wall',
        newTitle: { title: 'Lighthouse Pier', rating: 0 },
      });
      expect((await spotAnswer(spotId)).newTitle).toEqual({ title: 'Lighthouse Pier', rating: 0 });

      const own = await post(`/api/editTitle/${spotId}/rateUp`, author);
      expect(own.statusCode).toBe(403);
      expect(own.json().error.code).toBe('own_proposal');

      const [b, c, d] = await members(3);
      const first = TitleVoteAnswer.parse(
        (await post(`/api/editTitle/${spotId}/rateUp`, b!)).json(),
      );
      expect(first).toEqual({
        status: 'pending',
        title: 'Old Harbour Wall',
        newTitle: { title: 'Lighthouse Pier', rating: 1 },
      });
      await post(`/api/editTitle/${spotId}/rateUp`, c!);
      const last = TitleVoteAnswer.parse(
        (await post(`/api/editTitle/${spotId}/rateUp`, d!)).json(),
      );
      expect(last).toEqual({ status: 'applied', title: 'Lighthouse Pier', newTitle: null });

      const spot = await spotAnswer(spotId);
      expect(spot.title).toBe('Lighthouse Pier');
      expect(spot.slug).toBe('Lighthouse_Pier');
      expect(spot.newTitle).toBeNull();
      const search = await ctx.app.inject(`/api/search/${encodeURIComponent('Lighthouse Pier')}`);
      expect(JSON.stringify(search.json())).toContain(`"id":${spotId}`);

      const history = SpotHistoryAnswer.parse(
        (await ctx.app.inject(`/api/point/${spotId}/history`)).json(),
      );
      expect(history.changes[0]).toMatchObject({
        kind: 'renamed',
        user: { id: author.id },
        before: { title: 'Old Harbour Wall' },
        after: { title: 'Lighthouse Pier' },
        proposal: { rating: 3 },
      });
      expect(await impactOf(author.id)).toBeGreaterThanOrEqual(5);

      const decided = await post(`/api/editTitle/${spotId}/rateDown`, b!);
      expect(decided.statusCode).toBe(404);
    });

    it('counts the same title from another member as their vote and answers 409 for a different one', async () => {
      const spotId = await ctx.make.spot({ title: 'Misty Ridge' });
      const [a, b, c] = await members(3);
      await post(`/api/editTitle/${spotId}`, a!, { newTitle: 'Misty Ridge Overlook' });
      const same = EditTitleAnswer.parse(
        (await post(`/api/editTitle/${spotId}`, b!, { newTitle: 'misty ridge overlook' })).json(),
      );
      expect(same.newTitle).toEqual({ title: 'Misty Ridge Overlook', rating: 1 });
      const other = await post(`/api/editTitle/${spotId}`, c!, { newTitle: 'Foggy Ridge' });
      expect(other.statusCode).toBe(409);
      expect(other.json().error.message).toContain('Misty Ridge Overlook');
    });

    it('lets an administrator decide at once, and a steward rename directly', async () => {
      const spotId = await ctx.make.spot({ title: 'Quarry' });
      const a = await member();
      await post(`/api/editTitle/${spotId}`, a, { newTitle: 'Old Quarry' });
      const down = TitleVoteAnswer.parse(
        (await post(`/api/editTitle/${spotId}/rateDown`, admin)).json(),
      );
      expect(down).toEqual({ status: 'rejected', title: 'Quarry', newTitle: null });
      const steward = await member();
      await setImpact(steward.id, 1000);
      const direct = EditTitleAnswer.parse(
        (await post(`/api/editTitle/${spotId}`, steward, { newTitle: 'Blue Quarry' })).json(),
      );
      expect(direct.status).toBe('applied');
      expect((await spotAnswer(spotId)).title).toBe('Blue Quarry');
    });

    it('weighs votes by trust tier and refuses them while the e-mail is unconfirmed', async () => {
      const spotId = await ctx.make.spot({ title: 'Cliff' });
      await post(`/api/editTitle/${spotId}`, author, { newTitle: 'Tall Cliff' });
      const unconfirmed = await member({ emailVerified: false });
      const refused = await post(`/api/editTitle/${spotId}/rateUp`, unconfirmed);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('unconfirmed');
      const trusted = await member();
      await setImpact(trusted.id, 200);
      const two = TitleVoteAnswer.parse(
        (await post(`/api/editTitle/${spotId}/rateUp`, trusted)).json(),
      );
      expect(two.newTitle?.rating).toBe(2);
      // Changing a vote takes back its weight: +2 becomes −2.
      const changed = TitleVoteAnswer.parse(
        (await post(`/api/editTitle/${spotId}/rateDown`, trusted)).json(),
      );
      expect(changed.newTitle?.rating).toBe(-2);
    });

    it('answers 400 naming the field for empty and overlong titles, 404 for unknown spots', async () => {
      const spotId = await ctx.make.spot();
      const a = await member();
      for (const newTitle of ['', '   ', 'x'.repeat(1000)]) {
        const res = await post(`/api/editTitle/${spotId}`, a, { newTitle });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toMatch(/^newTitle: /);
      }
      expect((await post(`/api/editTitle/999999`, a, { newTitle: 'Name' })).statusCode).toBe(404);
      expect((await post(`/api/editTitle/abc`, a, { newTitle: 'Name' })).statusCode).toBe(400);
    });
  });

  describe('votes under concurrency', () => {
    /** The spot's one proposal and the votes cast on it, as the database holds them. */
    const proposalAndVotes = async (spotId: number) => {
      const proposal = await ctx.database.db
        .selectFrom('proposals')
        .selectAll()
        .where('spot_id', '=', spotId)
        .executeTakeFirstOrThrow();
      const votes = await ctx.database.db
        .selectFrom('votes')
        .select('value')
        .where('target_type', '=', 'proposal')
        .where('target_id', '=', proposal.id)
        .execute();
      return { proposal, votes };
    };

    it('counts 50 concurrent votes of one member once', async () => {
      const spotId = await ctx.make.spot({ title: 'Bridge' });
      await post(`/api/editTitle/${spotId}`, author, { newTitle: 'Stone Bridge' });
      const voter = await member();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => post(`/api/editTitle/${spotId}/rateUp`, voter)),
      );
      for (const res of answers) expect([200, 409]).toContain(res.statusCode);
      expect((await spotAnswer(spotId)).newTitle?.rating).toBe(1);
      const votes = await ctx.database.db
        .selectFrom('votes')
        .selectAll()
        .where('user_id', '=', voter.id)
        .execute();
      expect(votes).toHaveLength(1);
    });

    it('gives concurrent members exactly the right score', async () => {
      const spotId = await ctx.make.spot({ title: 'Dune' });
      await post(`/api/editTitle/${spotId}`, author, { newTitle: 'Great Dune' });
      // Four votes, two each way: in any order the score stays short of a decision.
      const crowd = await members(4);
      const answers = await Promise.all(
        crowd.map((who, i) =>
          post(`/api/editTitle/${spotId}/${i % 2 ? 'rateUp' : 'rateDown'}`, who),
        ),
      );
      for (const res of answers) expect(res.statusCode).toBe(200);
      const { proposal, votes } = await proposalAndVotes(spotId);
      expect(proposal.rating).toBe(votes.reduce((sum, v) => sum + v.value, 0));
      expect(proposal.rating).toBe(0);
    });

    it('applies a proposal exactly once when 200 members vote on it at once', async () => {
      const spotId = await ctx.make.spot({ title: 'Crowded Pier' });
      await post(`/api/editTitle/${spotId}`, author, { newTitle: 'Old Pier' });
      const crowd = await members(200);
      const answers = await Promise.all(
        crowd.map((who) => post(`/api/editTitle/${spotId}/rateUp`, who)),
      );
      // A vote that finds the proposal decided answers 404 (no open title) or 409.
      for (const res of answers) expect([200, 404, 409]).toContain(res.statusCode);
      const { proposal, votes } = await proposalAndVotes(spotId);
      expect(proposal.status).toBe('applied');
      expect(proposal.rating).toBe(3);
      expect(proposal.rating).toBe(votes.reduce((sum, v) => sum + v.value, 0));
      const history = await ctx.database.db
        .selectFrom('spot_changes')
        .select('id')
        .where('spot_id', '=', spotId)
        .where('kind', '=', 'renamed')
        .execute();
      expect(history).toHaveLength(1);
      expect((await spotAnswer(spotId)).title).toBe('Old Pier');
    }, 60_000);
  });

  describe('positions', () => {
    it('records a move, shows it beside the current position, and moves the spot when voted in', async () => {
      const spotId = await ctx.make.spot({ lat: 46.5, lng: 11.5 });
      const tileBefore = await ctx.app.inject('/api/pspots/10/544/361');
      expect(tileBefore.statusCode).toBe(200);
      const res = await post(`/api/movePoint/${spotId}`, author, { lat: 46.5004, long: 11.5005 });
      expect(res.statusCode).toBe(200);
      expect(MovePointAnswer.parse(res.json())).toMatchObject({
        status: 'pending',
        message: 'The request to move the location was recorded',
        newLocation: { lat: 46.5004, long: 11.5005, rating: 0 },
      });
      expect((await spotAnswer(spotId)).newLocation).toEqual({
        lat: 46.5004,
        long: 11.5005,
        rating: 0,
      });
      const [b, c, d] = await members(3);
      await post(`/api/point/${spotId}/moveRateUp`, b!);
      await post(`/api/point/${spotId}/moveRateUp`, c!);
      const last = MovePointAnswer.parse(
        (await post(`/api/point/${spotId}/moveRateUp`, d!)).json(),
      );
      expect(last).toMatchObject({ status: 'applied', rating: 3, lat: 46.5004, long: 11.5005 });
      const spot = await spotAnswer(spotId);
      expect([spot.lat, spot.long, spot.newLocation]).toEqual([46.5004, 11.5005, null]);
      const near = await ctx.app.inject('/api/near/46.5004/11.5005');
      expect(near.json()[0].id).toBe(spotId);
    });

    it('gives a moved spot the automatic tags of its new place, keeping the tags members gave', async () => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/point',
        headers: author.cookieHeaders,
        payload: { lat: 46.5, long: 11.5, title: 'Border Meadow', tags: ['Sunrise'] },
      });
      expect(created.statusCode).toBe(201);
      const spotId = Spot.parse(created.json()).id;
      const names = async () => (await spotAnswer(spotId)).tags.map((tag) => tag.tag);
      expect(await names()).toEqual(expect.arrayContaining(['Italy', 'Sunrise']));
      const moved = await post(`/api/movePoint/${spotId}`, admin, { lat: 47.26, long: 11.39 });
      expect(moved.json().status).toBe('applied');
      const after = await names();
      expect(after).toEqual(expect.arrayContaining(['Austria', 'Sunrise']));
      expect(after).not.toContain('Italy');
      expect((await spotAnswer(spotId)).tags.find((tag) => tag.tag === 'Austria')?.auto).toBe(true);
      const history = SpotHistoryAnswer.parse(
        (await ctx.app.inject(`/api/point/${spotId}/history`)).json(),
      );
      expect(history.changes.map((change) => change.kind).slice(0, 2)).toEqual([
        'retagged',
        'moved',
      ]);
      const search = await ctx.app.inject(
        `/api/search/${encodeURIComponent('Border Meadow Austria')}`,
      );
      expect(JSON.stringify(search.json())).toContain('Border Meadow');
    });

    it('refuses moves beyond 2 km without an administrator, and bad coordinates', async () => {
      const spotId = await ctx.make.spot({ lat: 46.5, lng: 11.5 });
      const a = await member();
      const far = await post(`/api/movePoint/${spotId}`, a, { lat: 46.6, long: 11.5 });
      expect(far.statusCode).toBe(400);
      expect(far.json().error.message).toMatch(/^lat: .*2 km/);
      const bad = await post(`/api/movePoint/${spotId}`, a, { lat: 200, long: 11.5 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^lat: /);
      const missing = await post(`/api/movePoint/${spotId}`, a, { lat: 46.5 });
      expect(missing.json().error.message).toMatch(/^long: /);
      const byAdmin = MovePointAnswer.parse(
        (await post(`/api/movePoint/${spotId}`, admin, { lat: 46.6, long: 11.5 })).json(),
      );
      expect(byAdmin).toMatchObject({ status: 'applied', lat: 46.6 });
    });

    it('gives the spot’s creator points when a move is voted down', async () => {
      const creator = await member();
      const spotId = await ctx.make.spot({ userId: creator.id });
      await post(`/api/movePoint/${spotId}`, author, { lat: 46.501, long: 11.5 });
      for (const who of await members(3)) await post(`/api/point/${spotId}/moveRateDown`, who);
      expect((await spotAnswer(spotId)).lat).toBe(46.5);
      expect(await impactOf(creator.id)).toBe(3);
    });
  });

  describe('tags', () => {
    it('turns a tag list into requests to add and delete, voted on by tag', async () => {
      const spotId = await ctx.make.spot({ tags: ['Sunset', 'Beach'] });
      const a = await member();
      const res = await post(`/api/point/${spotId}/editTags`, a, {
        tags: [' Sunset ', 'Cliffs', 'cliffs', '', 'Tide Pools'],
      });
      expect(res.statusCode).toBe(200);
      const tags = EditTagsAnswer.parse(res.json());
      expect(tags.map((t) => [t.tag, t.request, t.isNew, t.toDelete])).toEqual([
        ['Sunset', null, false, false],
        ['Beach', 'delete', false, true],
        ['Cliffs', 'add', true, false],
        ['Tide Pools', 'add', true, false],
      ]);
      const tagSpotCount = async (tag: string) =>
        TagPage.parse((await ctx.app.inject(`/api/tag/${tag}`)).json()).locCnt;
      expect(await tagSpotCount('Cliffs')).toBe(0);
      const voters = await members(3);
      for (const who of voters) {
        const vote = await post(`/api/point/${spotId}/rateTag`, who, { tag: 'cliffs', value: 1 });
        expect(vote.statusCode).toBe(200);
      }
      for (const who of voters) {
        await post(`/api/point/${spotId}/rateTag`, who, { tag: 'Tide Pools', value: -1 });
        await post(`/api/point/${spotId}/rateTag`, who, { tag: 'Beach', value: 1 });
      }
      const spot = await spotAnswer(spotId);
      expect(spot.tags.map((t) => [t.tag, t.request])).toEqual([
        ['Sunset', null],
        ['Cliffs', null],
      ]);
      // A tag page counts the spots it lists, once the tag is voted in.
      expect(await tagSpotCount('Cliffs')).toBe(1);
      const found = await ctx.app.inject('/api/search/Cliffs');
      expect(JSON.stringify(found.json())).toContain(`"id":${spotId}`);
      const own = await post(`/api/point/${spotId}/rateTag`, voters[0]!, { tag: 'Nope', value: 1 });
      expect(own.statusCode).toBe(404);
      const tooLong = await post(`/api/point/${spotId}/editTags`, a, { tags: ['x'.repeat(1000)] });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.message).toMatch(/^tags/);
    });
  });

  describe('descriptions', () => {
    it('keeps one description per member, edited by its author alone, voted by others', async () => {
      const spotId = await ctx.make.spot();
      const writer = await member();
      // A trusted member: a new member's first post with a link waits for review (spam.api.test).
      await ctx.container.repositories.users.update(writer.id, { impact: 200 });
      const first = await post(`/api/point/${spotId}/desc`, writer, {
        description: 'Park at the **lower** lot. See https://example.com/trail',
      });
      expect(first.statusCode).toBe(200);
      const created = Description.parse(first.json());
      const again = Description.parse(
        (await post(`/api/point/${spotId}/desc`, writer, { description: 'Second text' })).json(),
      );
      expect(again.id).toBe(created.id);
      expect((await spotAnswer(spotId)).descriptions.map((d) => d.text)).toEqual(['Second text']);

      const other = await member();
      const stranger = await post(`/api/point/${spotId}/desc/${created.id}`, other, {
        description: 'Mine now',
      });
      expect(stranger.statusCode).toBe(403);
      const script = await post(`/api/point/${spotId}/desc`, other, {
        description: 'Hello <script>alert(1)</script>',
      });
      expect(script.statusCode).toBe(400);
      expect(script.json().error.message).toMatch(/^description: /);

      const ownVote = await post(`/api/point/${spotId}/desc/${created.id}/rateUp`, writer);
      expect(ownVote.statusCode).toBe(403);
      const up = await post(`/api/point/${spotId}/desc/${created.id}/rateUp`, other);
      expect(up.json()).toEqual({ rating: 1 });
      expect(await impactOf(writer.id)).toBe(200 + 2);
      const down = await post(`/api/point/${spotId}/desc/${created.id}/rateDown`, other);
      expect(down.json()).toEqual({ rating: -1 });
      const elsewhere = await post(
        `/api/point/${await ctx.make.spot()}/desc/${created.id}/rateUp`,
        other,
      );
      expect(elsewhere.statusCode).toBe(404);
    });
  });

  describe('history, review, impact and badges', () => {
    it('lets an administrator revert an applied change, recording the revert', async () => {
      const spotId = await ctx.make.spot({ title: 'Mill Pond' });
      await post(`/api/editTitle/${spotId}`, admin, { newTitle: 'Mill Lake' });
      const history = SpotHistoryAnswer.parse(
        (await ctx.app.inject(`/api/point/${spotId}/history`)).json(),
      );
      const renamed = history.changes.find((c) => c.kind === 'renamed')!;
      const a = await member();
      const refused = await post(`/api/point/${spotId}/history/${renamed.id}/revert`, a);
      expect(refused.statusCode).toBe(403);
      const reverted = await post(`/api/point/${spotId}/history/${renamed.id}/revert`, admin);
      expect(reverted.statusCode).toBe(200);
      const after = SpotHistoryAnswer.parse(reverted.json());
      expect(after.changes[0]).toMatchObject({
        kind: 'renamed',
        before: { title: 'Mill Lake' },
        after: { title: 'Mill Pond' },
        revertOf: renamed.id,
      });
      expect((await spotAnswer(spotId)).title).toBe('Mill Pond');
    });

    it('lists open proposals nearest first, and a member’s proposals with their outcome', async () => {
      const near = await ctx.make.spot({ title: 'Near', lat: 10, lng: 10 });
      const far = await ctx.make.spot({ title: 'Far', lat: 10.5, lng: 10.5 });
      const proposer = await member();
      await post(`/api/editTitle/${far}`, proposer, { newTitle: 'Far Away' });
      await post(`/api/editTitle/${near}`, proposer, { newTitle: 'Near By' });
      await post(`/api/movePoint/${near}`, proposer, { lat: 10.001, long: 10 });
      const review = ProposalList.parse(
        (await ctx.app.inject('/api/review?lat=10&long=10')).json(),
      );
      const ours = review.filter((p) => p.user?.id === proposer.id);
      expect(ours.map((p) => [p.spot.id, p.kind])).toEqual([
        [near, 'title'],
        [near, 'location'],
        [far, 'title'],
      ]);
      expect(ours[1]!.newLocation).toEqual({ lat: 10.001, long: 10 });
      const bad = await ctx.app.inject('/api/review?lat=100&long=10');
      expect(bad.statusCode).toBe(400);
      const impact = UserImpactAnswer.parse(
        (await ctx.app.inject(`/api/user/${proposer.id}/impact`)).json(),
      );
      expect(impact.proposals.map((p) => [p.kind, p.status])).toEqual([
        ['location', 'pending'],
        ['title', 'pending'],
        ['title', 'pending'],
      ]);
      expect(impact.tier).toBe('Member');
      expect(impact.voteWeight).toBe(1);
      // Once one is voted in, the profile's figures say where the impact came from.
      for (const who of await members(3)) await post(`/api/editTitle/${far}/rateUp`, who);
      const after = UserImpactAnswer.parse(
        (await ctx.app.inject(`/api/user/${proposer.id}/impact`)).json(),
      );
      expect(after.impact).toBe(5);
      expect(after.points).toEqual({ proposals: 5, photos: 0, descriptions: 0, spots: 0 });
      expect(after.proposals.find((p) => p.spot.id === far)?.status).toBe('applied');
      const user = (await ctx.app.inject(`/api/user/${proposer.id}`)).json();
      expect(user.impact).toBe(5);
      expect((await ctx.app.inject('/api/user/999999/impact')).statusCode).toBe(404);
    });

    it('lists every badge with the members who hold it', async () => {
      const writer = await member();
      await post(`/api/point/${await ctx.make.spot()}/desc`, writer, { description: 'A text' });
      const badges = BadgesAnswer.parse((await ctx.app.inject('/api/badges')).json());
      const storyteller = badges.find((b) => b.id === 'storyteller')!;
      expect(storyteller.holders.map((h) => h.id)).toContain(writer.id);
      const row = await ctx.database.db
        .selectFrom('users')
        .select('badge_bronze')
        .where('id', '=', writer.id)
        .executeTakeFirstOrThrow();
      expect(row.badge_bronze).toBeGreaterThanOrEqual(1);
    });

    it('answers 429 with the wait past the hourly proposal limit', async () => {
      const busy = await member();
      let last = await post(`/api/editTitle/${await ctx.make.spot()}`, busy, { newTitle: 'T0' });
      for (let i = 1; i <= 10; i++) {
        last = await post(`/api/editTitle/${await ctx.make.spot()}`, busy, { newTitle: `T${i}` });
      }
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
