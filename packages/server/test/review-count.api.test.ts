import { ProposalList, ReviewCountAnswer } from '@vantage/shared';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests } from './support/members';

describeEachEngine('the Review link’s count of open proposals on %s', (ctx) => {
  let proposer: SignedInUser;
  let voter: SignedInUser;
  let unconfirmed: SignedInUser;
  let from: number;
  let to: number;
  let photoId: number;

  beforeAll(async () => {
    proposer = await ctx.make.signedIn();
    voter = await ctx.make.signedIn();
    unconfirmed = await ctx.make.signedIn({ emailVerified: false });
    const owner = await ctx.make.signedIn();
    from = await ctx.make.spot({ title: 'Lake Tekapo Church', lat: -44.0, lng: 170.48 });
    to = await ctx.make.spot({ title: 'Mount John', lat: -43.99, lng: 170.46 });
    photoId = await ctx.make.photo({ spotId: from, userId: owner.id });
    await post(`/api/editTitle/${from}`, proposer, { newTitle: 'Church of the Good Shepherd' });
    await post(`/api/movePhoto/${photoId}`, proposer, { newIdSpot: to });
  });

  const { post } = memberRequests(ctx);
  const count = async (who: SignedInUser | null, query = '?lat=-44&long=170.5') => {
    const res = await ctx.app.inject({
      url: `/api/review/count${query}`,
      headers: who?.cookieHeaders ?? {},
    });
    return { status: res.statusCode, body: res.json<unknown>() };
  };
  const open = async (who: SignedInUser, query?: string) =>
    ReviewCountAnswer.parse((await count(who, query)).body).open;

  it('asks a visitor to log in, and counts nothing for an account not confirmed yet', async () => {
    expect((await count(null)).status).toBe(401);
    expect(await count(unconfirmed)).toEqual({ status: 200, body: { open: 0 } });
  });

  it('counts what the member can vote on near a position, or anywhere without one', async () => {
    expect(await open(voter)).toBe(2);
    expect(await open(voter, '')).toBeGreaterThanOrEqual(2);
    // Far from the proposals: none near.
    expect(await open(voter, '?lat=46.5&long=11.5')).toBe(0);
    // Proposers cannot vote on their own proposals.
    expect(await open(proposer)).toBe(0);
    expect((await count(voter, '?lat=100&long=10')).status).toBe(400);
  });

  it('lists a photo move with its photo and the spot it leads to', async () => {
    const review = ProposalList.parse(
      (await ctx.app.inject('/api/review?lat=-44&long=170.5')).json(),
    );
    const move = review.find((proposal) => proposal.kind === 'photo_move')!;
    expect(move.spot).toMatchObject({ id: from, lat: -44, long: 170.48 });
    expect(move.photo).toMatchObject({ id: photoId });
    expect(move.photo!.urls.thumb).toMatch(/^\/media\//);
    expect(move.newSpot).toEqual({
      id: to,
      title: 'Mount John',
      slug: 'Mount_John',
      lat: -43.99,
      long: 170.46,
    });
    const title = review.find((proposal) => proposal.kind === 'title')!;
    expect(title.photo).toBeNull();
    expect(title.newSpot).toBeNull();
  });

  it('counts one fewer after each of the member’s votes', async () => {
    expect((await post(`/api/editTitle/${from}/rateUp`, voter)).statusCode).toBe(200);
    expect(await open(voter)).toBe(1);
    expect((await post(`/api/movePhoto/${photoId}/rateDown`, voter)).statusCode).toBe(200);
    expect(await open(voter)).toBe(0);
    // Another member's count is untouched by these votes.
    const other = await ctx.make.signedIn();
    expect(await open(other)).toBe(2);
  });
});
