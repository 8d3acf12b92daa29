import { IMPACT_POINTS, MovePhotoAnswer, Photo, RatingAnswer, TRUST_TIERS } from '@vantage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests, userColumn } from './support/members';
import { useTestContext } from './support/test-context';

describe.each(engines)('photo votes and moves on %s', (engine) => {
  const ctx = useTestContext(engine, () => ({ ADMIN_EMAILS: 'chief@example.com' }));
  /** An administrator named by ADMIN_EMAILS. */
  let first: SignedInUser;
  let flaggedAdmin: SignedInUser;
  let owner: SignedInUser;
  let voters: SignedInUser[];

  beforeAll(async () => {
    first = await ctx.make.signedIn({ email: 'chief@example.com' });
    flaggedAdmin = await ctx.make.signedIn({ admin: true });
    owner = await ctx.make.signedIn();
    voters = [];
    for (let i = 0; i < 12; i++) voters.push(await ctx.make.signedIn());
  });

  const { post } = memberRequests(ctx);
  const ratePhoto = (spotId: number, photoId: number, who: SignedInUser, up = true) =>
    post(`/api/point/${spotId}/img/${photoId}/${up ? 'rateUp' : 'rateDown'}`, who);
  const requestMove = (photoId: number, newIdSpot: unknown, who: SignedInUser) =>
    post(`/api/movePhoto/${photoId}`, who, { newIdSpot });
  const rateMove = (photoId: number, who: SignedInUser, up = true) =>
    post(`/api/movePhoto/${photoId}/${up ? 'rateUp' : 'rateDown'}`, who);

  const photoRow = (id: number) =>
    ctx.database.db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const spotRow = (id: number) =>
    ctx.database.db.selectFrom('spots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const voteRows = (targetType: 'photo' | 'proposal', targetId: number) =>
    ctx.database.db
      .selectFrom('votes')
      .select(['user_id', 'value'])
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .orderBy('user_id')
      .execute();
  const moves = (photoId: number) =>
    ctx.database.db
      .selectFrom('proposals')
      .select(['status', 'rating', 'new_spot_id', 'spot_id', 'user_id'])
      .where('photo_id', '=', photoId)
      .orderBy('id')
      .execute();
  const impactOf = (id: number) => userColumn(ctx, id, 'impact');
  const sumOfVotes = async (targetType: 'photo' | 'proposal', id: number) =>
    (await voteRows(targetType, id)).reduce((sum, vote) => sum + vote.value, 0);

  async function spotWithPhoto() {
    const spotId = await ctx.make.spot();
    const photoId = await ctx.make.photo({ spotId, userId: owner.id });
    return { spotId, photoId };
  }

  describe('votes on a photo', () => {
    it('asks a visitor to log in on every vote and move call', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      for (const url of [
        `/api/point/${spotId}/img/${photoId}/rateUp`,
        `/api/point/${spotId}/img/${photoId}/rateDown`,
        `/api/movePhoto/${photoId}`,
        `/api/movePhoto/${photoId}/rateUp`,
        `/api/movePhoto/${photoId}/rateDown`,
      ]) {
        const res = await post(url, null, { newIdSpot: spotId });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().error.code).toBe('unauthorized');
      }
      expect((await photoRow(photoId)).rating).toBe(0);
    });

    it('counts one vote per user: the same vote again changes nothing, the other replaces it', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      const [ann, bob] = voters;
      const rating = async (res: Awaited<ReturnType<typeof ratePhoto>>) => {
        expect(res.statusCode).toBe(200);
        return RatingAnswer.parse(res.json()).rating;
      };
      expect(await rating(await ratePhoto(spotId, photoId, ann!))).toBe(1);
      expect(await rating(await ratePhoto(spotId, photoId, ann!))).toBe(1);
      expect(await rating(await ratePhoto(spotId, photoId, bob!))).toBe(2);
      expect(await rating(await ratePhoto(spotId, photoId, ann!, false))).toBe(0);
      expect(await rating(await ratePhoto(spotId, photoId, ann!, false))).toBe(0);
      expect(await voteRows('photo', photoId)).toEqual([
        { user_id: ann!.id, value: -1 },
        { user_id: bob!.id, value: 1 },
      ]);
      expect((await photoRow(photoId)).rating).toBe(await sumOfVotes('photo', photoId));
      const shown = Photo.parse((await ctx.app.inject(`/api/photo/${photoId}`)).json());
      expect(shown.rating).toBe(0);
    });

    it('earns the photo’s author impact for votes of confirmed members only', async () => {
      const author = await ctx.make.signedIn();
      const spotId = await ctx.make.spot();
      const photoId = await ctx.make.photo({ spotId, userId: author.id });
      const unconfirmed = await ctx.make.signedIn({ emailVerified: false });
      expect((await ratePhoto(spotId, photoId, unconfirmed)).statusCode).toBe(403);
      expect(await impactOf(author.id)).toBe(0);
      await ratePhoto(spotId, photoId, voters[0]!);
      await ratePhoto(spotId, photoId, voters[0]!);
      expect(await impactOf(author.id)).toBe(IMPACT_POINTS.photoUpVoted);
      await ratePhoto(spotId, photoId, voters[1]!, false);
      expect(await impactOf(author.id)).toBe(
        IMPACT_POINTS.photoUpVoted + IMPACT_POINTS.photoDownVoted,
      );
    });

    it('refuses a vote for your own photograph', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      const res = await ratePhoto(spotId, photoId, owner);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'own_photo',
        message: 'You cannot vote for your own photograph.',
      });
      expect(await voteRows('photo', photoId)).toEqual([]);
    });

    it('answers 404 for a photo not at that spot, and 400 for bad ids', async () => {
      const { photoId } = await spotWithPhoto();
      const otherSpot = await ctx.make.spot();
      const elsewhere = await ratePhoto(otherSpot, photoId, voters[0]!);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().error).toEqual({ code: 'not_found', message: 'photo not found' });
      expect((await ratePhoto(otherSpot, 999_999, voters[0]!)).statusCode).toBe(404);
      const bad = await post(`/api/point/${otherSpot}/img/abc/rateUp`, voters[0]!);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^imgId: /);
    });

    it('keeps the rating equal to the sum of votes under concurrent votes', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      // Ten users at once, one of them sending eight identical votes at once, and another
      // flipping between up and down at once.
      const [repeat, flipper, ...others] = voters;
      const results = await Promise.all([
        ...others.slice(0, 8).map((who) => ratePhoto(spotId, photoId, who)),
        ...Array.from({ length: 8 }, () => ratePhoto(spotId, photoId, repeat!)),
        ...Array.from({ length: 6 }, (_, i) => ratePhoto(spotId, photoId, flipper!, i % 2 === 0)),
      ]);
      expect(results.map((res) => res.statusCode).every((status) => status === 200)).toBe(true);
      const rows = await voteRows('photo', photoId);
      expect(rows).toHaveLength(10);
      const { rating } = await photoRow(photoId);
      expect(rating).toBe(await sumOfVotes('photo', photoId));
      expect([8, 10]).toContain(rating);
    });

    it('makes the best rated photo the spot cover', async () => {
      const { spotId, photoId: first } = await spotWithPhoto();
      const second = await ctx.make.photo({ spotId, userId: owner.id });
      expect((await spotRow(spotId)).cover_photo_id).toBe(first);
      await ratePhoto(spotId, second, voters[0]!);
      expect((await spotRow(spotId)).cover_photo_id).toBe(second);
    });
  });

  describe('moves of a photo to another spot: proposals of the one engine', () => {
    it('records a request as pending with no score and shows it on the photo', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      const target = await ctx.make.spot();
      const res = await requestMove(photoId, target, voters[0]!);
      expect(res.statusCode).toBe(200);
      expect(MovePhotoAnswer.parse(res.json())).toEqual({
        status: 'pending',
        idSpot: spotId,
        newSpot: { idSpot: target, rating: 0 },
      });
      expect(await voteRows('proposal', (await pendingId(photoId))!)).toEqual([]);
      const shown = Photo.parse((await ctx.app.inject(`/api/photo/${photoId}`)).json());
      expect(shown.newSpot).toEqual({ idSpot: target, rating: 0 });
      expect(shown.idSpot).toBe(spotId);
      // The requester does not vote on their own request.
      const own = await rateMove(photoId, voters[0]!);
      expect(own.statusCode).toBe(403);
      expect(own.json().error.code).toBe('own_proposal');
    });

    it('applies the move at +3 from other members, updating both spots and the requester’s impact', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      const stays = await ctx.make.photo({ spotId, userId: owner.id, rating: -1 });
      const target = await ctx.make.spot();
      expect((await spotRow(spotId)).photo_count).toBe(2);
      expect((await spotRow(spotId)).cover_photo_id).toBe(photoId);
      const impactBefore = await impactOf(voters[0]!.id);
      await requestMove(photoId, target, voters[0]!);
      await rateMove(photoId, voters[1]!);
      const twice = await rateMove(photoId, voters[2]!);
      expect(twice.json()).toEqual({
        status: 'pending',
        idSpot: spotId,
        newSpot: { idSpot: target, rating: 2 },
      });
      // The same voter again changes nothing.
      expect((await rateMove(photoId, voters[2]!)).json().newSpot.rating).toBe(2);
      const third = await rateMove(photoId, voters[3]!);
      expect(third.json()).toEqual({ status: 'applied', idSpot: target, newSpot: null });
      expect((await photoRow(photoId)).spot_id).toBe(target);
      expect(await spotRow(spotId)).toMatchObject({ photo_count: 1, cover_photo_id: stays });
      expect(await spotRow(target)).toMatchObject({ photo_count: 1, cover_photo_id: photoId });
      expect(await moves(photoId)).toEqual([
        {
          status: 'applied',
          rating: 3,
          new_spot_id: target,
          spot_id: spotId,
          user_id: voters[0]!.id,
        },
      ]);
      expect(await impactOf(voters[0]!.id)).toBe(impactBefore + IMPACT_POINTS.proposalApplied);
      const shown = Photo.parse((await ctx.app.inject(`/api/photo/${photoId}`)).json());
      expect(shown).toMatchObject({ idSpot: target, newSpot: null });
      const after = await rateMove(photoId, voters[4]!);
      expect(after.statusCode).toBe(404);
    });

    it('weighs votes by trust tier, refuses them while the e-mail is unconfirmed, and withdraws none', async () => {
      const { photoId } = await spotWithPhoto();
      const target = await ctx.make.spot();
      const trusted = await ctx.make.signedIn();
      await ctx.database.db
        .updateTable('users')
        .set({ impact: TRUST_TIERS[1]!.minImpact })
        .where('id', '=', trusted.id)
        .execute();
      const unconfirmed = await ctx.make.signedIn({ emailVerified: false });
      await requestMove(photoId, target, voters[0]!);
      const refused = await rateMove(photoId, unconfirmed);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('unconfirmed');
      expect((await rateMove(photoId, trusted)).json().newSpot.rating).toBe(2);
      expect((await rateMove(photoId, voters[1]!, false)).json().newSpot.rating).toBe(1);
      // A changed vote takes back exactly what it gave.
      expect((await rateMove(photoId, voters[1]!)).json().status).toBe('applied');
    });

    it('drops the move at −3 and leaves the photo where it is', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      const target = await ctx.make.spot();
      await requestMove(photoId, target, voters[0]!);
      const ratings: number[] = [];
      for (const who of voters.slice(1, 3)) {
        ratings.push((await rateMove(photoId, who, false)).json().newSpot.rating);
      }
      expect(ratings).toEqual([-1, -2]);
      const last = await rateMove(photoId, voters[3]!, false);
      expect(last.json()).toEqual({ status: 'dropped', idSpot: spotId, newSpot: null });
      expect((await photoRow(photoId)).spot_id).toBe(spotId);
      expect((await moves(photoId)).map((move) => [move.status, move.rating])).toEqual([
        ['dropped', -3],
      ]);
      expect((await rateMove(photoId, voters[4]!)).statusCode).toBe(404);
    });

    it('lets an administrator (by ADMIN_EMAILS or the admin flag) or the owner move a photo at once', async () => {
      for (const who of [first, flaggedAdmin, owner]) {
        const { spotId, photoId } = await spotWithPhoto();
        const target = await ctx.make.spot();
        const res = await requestMove(photoId, target, who);
        expect(res.json()).toEqual({ status: 'applied', idSpot: target, newSpot: null });
        expect((await photoRow(photoId)).spot_id).toBe(target);
        expect((await spotRow(spotId)).photo_count).toBe(0);
        expect((await spotRow(target)).photo_count).toBe(1);
      }
    });

    it('lets an administrator or the photo’s owner decide a pending move with one vote', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      const target = await ctx.make.spot();
      await requestMove(photoId, target, voters[0]!);
      const down = await rateMove(photoId, flaggedAdmin, false);
      expect(down.json()).toEqual({ status: 'dropped', idSpot: spotId, newSpot: null });
      await requestMove(photoId, target, voters[1]!);
      const up = await rateMove(photoId, owner);
      expect(up.json()).toEqual({ status: 'applied', idSpot: target, newSpot: null });
      expect((await photoRow(photoId)).spot_id).toBe(target);
    });

    it('counts the same request from another member as their vote and answers 409 for another spot', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      const [right, wrong] = [await ctx.make.spot(), await ctx.make.spot()];
      await requestMove(photoId, right, voters[0]!);
      const joined = await requestMove(photoId, right, voters[1]!);
      expect(joined.json()).toEqual({
        status: 'pending',
        idSpot: spotId,
        newSpot: { idSpot: right, rating: 1 },
      });
      const refused = await requestMove(photoId, wrong, voters[2]!);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('proposal_open');
      expect(refused.json().error.message).toMatch(/^A move of this photograph to “.+” is waiting/);
      expect((await moves(photoId)).map((move) => [move.status, move.new_spot_id])).toEqual([
        ['pending', right],
      ]);
    });

    it('answers 400 and 404 for moves that cannot be', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      const same = await requestMove(photoId, spotId, voters[11]!);
      expect(same.statusCode).toBe(400);
      expect(same.json().error.message).toBe('newIdSpot: the photograph is already at this spot');
      const noSpot = await requestMove(photoId, 999_999, voters[11]!);
      expect(noSpot.statusCode).toBe(404);
      expect(noSpot.json().error.message).toBe('newIdSpot: spot not found');
      expect((await requestMove(999_999, spotId, voters[11]!)).statusCode).toBe(404);
      const bad = await requestMove(photoId, 'north', voters[11]!);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^newIdSpot: /);
      const none = await rateMove(photoId, voters[11]!);
      expect(none.statusCode).toBe(404);
      expect(none.json().error.message).toBe('pending move of this photograph not found');
    });

    it('applies a move exactly once when many vote at the same moment', async () => {
      const { spotId, photoId } = await spotWithPhoto();
      const target = await ctx.make.spot();
      await requestMove(photoId, target, voters[0]!);
      const results = await Promise.all(voters.slice(1, 9).map((who) => rateMove(photoId, who)));
      const answers = results.filter((res) => res.statusCode === 200).map((res) => res.json());
      expect(
        results.every((res) => [200, 404, 409].includes(res.statusCode)),
        results.map((res) => res.body).join('\n'),
      ).toBe(true);
      expect(answers.filter((answer) => answer.status === 'applied')).toHaveLength(1);
      expect((await photoRow(photoId)).spot_id).toBe(target);
      expect((await moves(photoId)).map((move) => [move.status, move.rating])).toEqual([
        ['applied', 3],
      ]);
      const proposal = (
        await ctx.database.db
          .selectFrom('proposals')
          .select('id')
          .where('photo_id', '=', photoId)
          .executeTakeFirstOrThrow()
      ).id;
      expect(await sumOfVotes('proposal', proposal)).toBe(3);
      expect((await spotRow(spotId)).photo_count).toBe(0);
      expect((await spotRow(target)).photo_count).toBe(1);
    });
  });

  it('documents the vote, move and link-from-web calls in the OpenAPI document', async () => {
    const { paths } = (await ctx.app.inject('/api/docs/json')).json();
    for (const path of [
      '/api/point/{spotId}/img/{imgId}/rateUp',
      '/api/point/{spotId}/img/{imgId}/rateDown',
      '/api/tools/urlImages',
    ]) {
      expect(paths[path]?.post?.tags, path).toEqual(['photos']);
    }
    // Moves of photos are proposals of the community's engine.
    for (const path of ['/api/movePhoto/{id}', '/api/movePhoto/{id}/rateUp']) {
      expect(paths[path]?.post?.tags, path).toEqual(['community']);
    }
  });

  async function pendingId(photoId: number): Promise<number | undefined> {
    const row = await ctx.database.db
      .selectFrom('proposals')
      .select('id')
      .where('photo_id', '=', photoId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return row?.id;
  }
});
