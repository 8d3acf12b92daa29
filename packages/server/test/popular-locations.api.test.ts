import { FeaturedPhotos, HEADER_PHOTO_COUNT, PopularLocationList } from '@vantage/shared';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests } from './support/members';

describeEachEngine('popular locations and featured photos on %s', (ctx) => {
  let admin: SignedInUser;
  let member: SignedInUser;
  let bestId: number;
  let lakeId: number;
  const photoIds: number[] = [];

  beforeAll(async () => {
    admin = await ctx.make.signedIn({ admin: true });
    member = await ctx.make.signedIn();
    const seceda = await ctx.make.spot({
      title: 'Seceda',
      place: ['Italy', 'Trentino-South Tyrol', 'Dolomites'],
    });
    bestId = await ctx.make.photo({ spotId: seceda, userId: member.id, rating: 9 });
    const carezza = await ctx.make.spot({
      title: 'Lago di Carezza',
      place: ['Italy', 'Trentino-South Tyrol', 'Dolomites'],
      tags: ['Lake'],
    });
    lakeId = await ctx.make.photo({ spotId: carezza, userId: member.id, rating: 2 });
    photoIds.push(bestId, lakeId);
    for (let i = 0; i < HEADER_PHOTO_COUNT; i++) {
      photoIds.push(await ctx.make.photo({ spotId: carezza, userId: member.id, rating: 0 }));
    }
    await ctx.container.repositories.tags.refreshCounts();
  });

  const { call } = memberRequests(ctx);

  it('lets administrators add, reorder and remove Popular Locations and choose their photos', async () => {
    const empty = await call('GET', '/api/popularLocations', null);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual([]);

    const body = {
      locations: [{ tag: 'Dolomites' }, { tag: 'lake', idPhoto: lakeId }, { tag: 'Italy' }],
    };
    expect((await call('POST', '/api/popularLocations', null, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/popularLocations', member, body)).statusCode).toBe(403);
    const saved = await call('POST', '/api/popularLocations', admin, body);
    expect(saved.statusCode, saved.body).toBe(200);

    const list = PopularLocationList.parse(
      (await call('GET', '/api/popularLocations', null)).json(),
    );
    expect(list.map((entry) => entry.tag)).toEqual(['Dolomites', 'Lake', 'Italy']);
    const [dolomites, lake] = list;
    expect(dolomites!.locHier).toEqual(['Italy', 'Trentino-South Tyrol']);
    expect(dolomites!.locCnt).toBe(2);
    // Without a chosen photo the tag's best photo stands in, with its blurhash.
    expect(dolomites!.idPhoto).toBe(bestId);
    expect(dolomites!.blurhash).toBe(dolomites!.image?.blurhash ?? null);
    expect(lake!.idPhoto).toBe(lakeId);

    const reordered = await call('POST', '/api/popularLocations', admin, {
      locations: [{ tag: 'Italy' }, { tag: 'Dolomites', idPhoto: lakeId }],
    });
    const after = PopularLocationList.parse(reordered.json());
    expect(after.map((entry) => [entry.tag, entry.idPhoto])).toEqual([
      ['Italy', bestId],
      ['Dolomites', lakeId],
    ]);
  });

  it('names the field of a bad Popular Locations list', async () => {
    const cases: [object, string][] = [
      [{ locations: [{ tag: 'Nowhere at all' }] }, 'locations.0.tag'],
      [{ locations: [{ tag: 'Italy' }, { tag: 'italy' }] }, 'locations.1.tag'],
      [{ locations: [{ tag: 'Italy', idPhoto: 999999 }] }, 'locations.0.idPhoto'],
      [{ locations: [{ tag: '' }] }, 'tag'],
      [{ locations: 'Italy' }, 'locations'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/api/popularLocations', admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
  });

  it('features photos in the home header for administrators, the best rated by default', async () => {
    const initial = FeaturedPhotos.parse((await call('GET', '/api/photos/featured', null)).json());
    expect(initial.chosen).toBe(false);
    expect(initial.photos[0]!.id).toBe(bestId);
    expect(initial.photos).toHaveLength(HEADER_PHOTO_COUNT);

    const url = `/api/photo/${lakeId}/featured`;
    expect((await call('POST', url, null, { featured: true })).statusCode).toBe(401);
    expect((await call('POST', url, member, { featured: true })).statusCode).toBe(403);
    expect((await call('POST', url, admin, { featured: 'yes' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/photo/999999/featured', admin, { featured: true })).statusCode,
    ).toBe(404);
    const chosen = FeaturedPhotos.parse(
      (await call('POST', url, admin, { featured: true })).json(),
    );
    expect(chosen).toMatchObject({ chosen: true, featuredIds: [lakeId] });
    expect(chosen.photos.map((photo) => photo.id)).toEqual([lakeId]);
    // Featuring twice changes nothing.
    await call('POST', url, admin, { featured: true });

    for (const id of photoIds.slice(2, 1 + HEADER_PHOTO_COUNT)) {
      expect(
        (await call('POST', `/api/photo/${id}/featured`, admin, { featured: true })).statusCode,
      ).toBe(200);
    }
    const full = await call('POST', `/api/photo/${bestId}/featured`, admin, { featured: true });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json().error.message).toContain('featured');

    const fewer = FeaturedPhotos.parse(
      (await call('POST', url, admin, { featured: false })).json(),
    );
    expect(fewer.featuredIds).not.toContain(lakeId);
    expect(fewer.photos).toHaveLength(HEADER_PHOTO_COUNT - 1);
  });
});
