import { Photo } from '@vantage/shared';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';

/** The spot, and the photographer's home 700 km away where the camera recorded the photo. */
const SPOT = { lat: 46.6186, lng: 12.3028 };
const HOME = { lat: 48.1371, lng: 11.5754 + 8.5 };

describeEachEngine('where a photo was taken, on %s', (ctx) => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;
  let photoId: number;

  beforeAll(async () => {
    owner = await ctx.make.signedIn({ username: 'galen' });
    stranger = await ctx.make.signedIn();
    admin = await ctx.make.signedIn({ admin: true });
    const spotId = await ctx.make.spot({ title: 'Tre Cime', ...SPOT });
    photoId = await ctx.make.photo({ spotId, userId: owner.id, title: 'Dawn' });
    await ctx.database.db
      .updateTable('photos')
      .set({ lat: HOME.lat, lng: HOME.lng })
      .where('id', '=', photoId)
      .execute();
  });

  const get = async (url: string, who: SignedInUser | null) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url,
      headers: who ? who.bearerHeaders : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const photo = async (who: SignedInUser | null) =>
    Photo.parse((await get(`/api/photo/${photoId}`, who)).json());
  const everyAnswer = async (who: SignedInUser | null) => [
    (await get(`/api/photo/${photoId}`, who)).body,
    (await get('/api/photos/latest', who)).body,
    (await get('/api/photos/recentAll', who)).body,
    (await get('/api/photos/fav', who)).body,
    (await get(`/api/user/${owner.id}/photos`, who)).body,
    (await get(`/api/user/${owner.id}/stats`, who)).body,
    (await get(`/api/point/${(await photo(owner)).idSpot}`, who)).body,
    (await get(`/photo/${photoId}`, who)).body,
  ];

  it('shows visitors and other members the spot’s position, in every answer', async () => {
    for (const who of [null, stranger]) {
      expect(await photo(who)).toMatchObject({
        lat: SPOT.lat,
        long: SPOT.lng,
        positionPublic: false,
      });
      for (const body of await everyAnswer(who)) {
        expect(body).not.toContain(String(HOME.lat));
        expect(body).not.toContain(String(HOME.lng));
      }
    }
  });

  it('shows the owner and administrators where it was taken', async () => {
    for (const who of [owner, admin]) {
      expect(await photo(who)).toMatchObject({ lat: HOME.lat, long: HOME.lng });
    }
  });

  it('lets the owner publish it, and hide it again; nobody else may', async () => {
    const edit = (who: SignedInUser, positionPublic: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/img/${photoId}`,
        headers: who.bearerHeaders,
        payload: { positionPublic },
      });
    expect((await edit(stranger, true)).statusCode).toBe(403);
    expect((await edit(owner, 'yes')).statusCode).toBe(400);
    const published = await edit(owner, true);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ positionPublic: true, lat: HOME.lat });
    expect(await photo(null)).toMatchObject({
      lat: HOME.lat,
      long: HOME.lng,
      positionPublic: true,
    });
    await edit(owner, false);
    expect(await photo(stranger)).toMatchObject({ lat: SPOT.lat, positionPublic: false });
  });
});
