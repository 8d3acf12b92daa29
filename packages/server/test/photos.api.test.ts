import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';

describeEachEngine('photos API on %s', (ctx) => {
  let spot: number;
  let best: number;
  let newest: number;
  let test: number;

  beforeAll(async () => {
    const user = await ctx.make.user({ username: 'vivian' });
    spot = await ctx.make.spot({
      title: 'Horseshoe Bend',
      lat: 36.879,
      lng: -111.51,
      tags: ['Canyon'],
    });
    best = await ctx.make.photo({
      spotId: spot,
      userId: user,
      rating: 9,
      createdAt: Date.now() - 3000,
    });
    newest = await ctx.make.photo({
      spotId: spot,
      userId: user,
      rating: 1,
      createdAt: Date.now() - 1000,
    });
    test = await ctx.make.photo({ spotId: spot, userId: user, imgType: 1, createdAt: Date.now() });
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('answers one photo with its spot, owner and media URLs', async () => {
    const res = await get(`/api/photo/${best}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: best,
      idSpot: spot,
      spotTitle: 'Horseshoe Bend',
      spotTags: ['Canyon'],
      user: { username: 'vivian' },
      imgType: 0,
      width: 640,
      height: 427,
      newSpot: null,
    });
    expect(res.json().blurhash).toEqual(expect.any(String));
    expect(res.json().ar).toBeCloseTo(640 / 427, 3);
  });

  it('serves the derivatives without metadata and with long cache headers, never the original', async () => {
    const photo = (await get(`/api/photo/${best}`)).json();
    const urls: string[] = Object.values(photo.urls);
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.exif, url).toBeUndefined();
    }
    expect((await get(`/media/originals/${best}.jpg`)).statusCode).toBe(404);
    expect((await get('/media/photos/..%2F..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await get('/media/photos/../../../etc/passwd')).body).not.toContain('root:');
  });

  it('lists recent uploads newest first, with test shots only in recentAll', async () => {
    const latest = (await get('/api/photos/latest')).json().map((p: { id: number }) => p.id);
    expect(latest).toEqual([newest, best]);
    const all = (await get('/api/photos/recentAll')).json().map((p: { id: number }) => p.id);
    expect(all).toEqual([test, newest, best]);
    expect(
      (await get('/api/photos/latest?limit=1&offset=1')).json().map((p: { id: number }) => p.id),
    ).toEqual([best]);
  });

  it('lists favorite photos best rated first', async () => {
    const fav = (await get('/api/photos/fav')).json().map((p: { id: number }) => p.id);
    expect(fav).toEqual([best, newest]);
  });

  it("lists a user's photos and test shots separately", async () => {
    const user = (await get(`/api/photo/${best}`)).json().user.id;
    const normal = (await get(`/api/user/${user}/photos`)).json().map((p: { id: number }) => p.id);
    expect(normal).toEqual([newest, best]);
    const tests = (await get(`/api/user/${user}/photos?type=test`))
      .json()
      .map((p: { id: number }) => p.id);
    expect(tests).toEqual([test]);
    expect((await get(`/api/user/${user}/photos?type=other`)).json().error.message).toMatch(
      /^type: /,
    );
    expect((await get('/api/user/999999/photos')).json()).toEqual([]);
  });

  it('rejects bad paging and unknown photos', async () => {
    expect((await get('/api/photos/latest?limit=0')).json().error.message).toMatch(/^limit: /);
    expect((await get('/api/photos/latest?limit=1000')).statusCode).toBe(400);
    expect((await get('/api/photos/fav?offset=-1')).json().error.message).toMatch(/^offset: /);
    expect((await get('/api/photo/77777')).statusCode).toBe(404);
    expect((await get('/api/photo/x')).statusCode).toBe(400);
  });
});
