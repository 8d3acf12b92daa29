import type http from 'node:http';
import { NewImageAnswer, Photo, Spot, UploadAnswer } from '@vantage/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { FakeHttpService } from './support/fake-http-service';
import { guardOutboundDuring } from './support/outbound-guard';
import { GPS_SPOT, HTML_PAGE, jpeg, multipartFile } from './support/test-images';
import { useTestContext } from './support/test-context';
import { useStartedFake } from './support/use-fake';

/** A photo site on 127.0.0.1: images and a page by path. */
class FakePhotoSite extends FakeHttpService {
  files = new Map<string, { type: string; body: Buffer }>();

  protected answer(request: http.IncomingMessage, _body: string, response: http.ServerResponse) {
    const file = this.files.get(request.url ?? '');
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  }
}

describe.each(engines)('photo edits, deletion, new spots and links on %s', (engine) => {
  let root: SignedInUser;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;
  let spotId: number;
  let linkApp: FastifyInstance;
  guardOutboundDuring();

  const site = useStartedFake(new FakePhotoSite());
  const ctx = useTestContext(engine);

  beforeAll(async () => {
    linkApp = await ctx.appWith({ URL_FETCH_ALLOW_HOSTS: '127.0.0.1' });
    root = await ctx.make.signedIn({ displayName: 'First User' });
    owner = await ctx.make.signedIn({ displayName: 'Galen Rowell' });
    stranger = await ctx.make.signedIn();
    admin = await ctx.make.signedIn({ admin: true });
    spotId = await ctx.make.spot({ title: 'Mesa Arch', lat: 38.3893, lng: -109.8677 });
  });

  const post = (url: string, payload: object, headers: Record<string, string>, app = ctx.app) =>
    app.inject({ method: 'POST', url, payload, headers });
  const newPhoto = async (more: object = {}, user = owner): Promise<NewImageAnswer> => {
    const body = multipartFile(await jpeg(900, 600, { position: GPS_SPOT }));
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/photo',
      payload: body.payload,
      headers: { ...user.bearerHeaders, ...body.headers },
    });
    expect(up.statusCode, up.body).toBe(200);
    const { imageID } = UploadAnswer.parse(up.json());
    const res = await post(
      '/api/img',
      { id: imageID, title: 'Arch at dawn', idSpot: spotId, ...more },
      user.bearerHeaders,
    );
    expect(res.statusCode, res.body).toBe(201);
    return NewImageAnswer.parse(res.json());
  };
  const spotOf = async (id: number) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/point/${id}` });
    expect(res.statusCode).toBe(200);
    return Spot.parse(res.json());
  };
  const photoCount = async (id: number) => {
    const row = await ctx.database.db
      .selectFrom('spots')
      .select('photo_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.photo_count);
  };

  it('creates a new spot with the photo, shown on the spot page', async () => {
    const { photo, spot } = await newPhoto({
      idSpot: undefined,
      newSpot: { lat: 46.6186, long: 12.3028, title: 'Tre Cime North Face', tags: ['Dolomites'] },
    });
    expect(spot).toMatchObject({ title: 'Tre Cime North Face', lat: 46.6186, long: 12.3028 });
    expect(photo.idSpot).toBe(spot.id);
    const page = await spotOf(spot.id);
    expect(page.images.map((image) => image.id)).toEqual([photo.id]);
    expect(await photoCount(spot.id)).toBe(1);
    expect(page.tags.map((tag) => tag.tag)).toContain('Dolomites');
  });

  it('applies the EXIF editing rules on save and answers the updated photo', async () => {
    const { photo } = await newPhoto();
    expect(photo.exif).toMatchObject({ Make: 'Nikon', Focal: 24, Focal35: 24 });
    const res = await post(
      `/api/img/${photo.id}`,
      {
        title: ' Arch, first light ',
        description: 'Shot from the rim.',
        exif: JSON.stringify({ ...photo.exif, Focal: 48, Exposure: '1/125', ISO: 200 }),
      },
      owner.cookieHeaders,
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = Photo.parse(res.json());
    expect(edited).toMatchObject({ title: 'Arch, first light', description: 'Shot from the rim.' });
    expect(edited.exif).toEqual({
      Model: 'NIKON Z 6',
      Lens: 'NIKKOR Z 24-70mm f/4 S',
      Date: photo.exif!.Date,
      Focal: 48,
      Focal35: 48,
      FNumber: 8,
      Exposure: 0.008,
      ISO: 200,
    });
    const again = await ctx.app.inject({ method: 'GET', url: `/api/photo/${photo.id}` });
    expect(Photo.parse(again.json()).exif).toEqual(edited.exif);
  });

  it('counts a photo turned into a test shot no more for its spot', async () => {
    const { photo } = await newPhoto();
    const before = await photoCount(spotId);
    const res = await post(`/api/img/${photo.id}`, { imgType: 1 }, owner.bearerHeaders);
    expect(res.json().imgType).toBe(1);
    expect(await photoCount(spotId)).toBe(before - 1);
  });

  it('lets only the owner or an administrator edit, not the first user for being first', async () => {
    const { photo } = await newPhoto();
    const edit = (headers: Record<string, string>, title: string) =>
      post(`/api/img/${photo.id}`, { title }, headers);
    expect((await edit({}, 'x')).statusCode).toBe(401);
    const refused = await edit(stranger.bearerHeaders, 'Mine now');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(root.id).toBe(1);
    expect((await edit(root.bearerHeaders, 'By user 1')).statusCode).toBe(403);
    expect((await edit(admin.bearerHeaders, 'By admin')).json().title).toBe('By admin');
    expect((await edit(owner.bearerHeaders, '   ')).statusCode).toBe(400);
    expect((await post('/api/img/999999', { title: 'x' }, owner.bearerHeaders)).statusCode).toBe(
      404,
    );
  });

  it('deletes a photo with all its files, for the owner or an administrator only', async () => {
    const { photo } = await newPhoto();
    const row = await ctx.database.db
      .selectFrom('photos')
      .select('original_key')
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    const keys = [
      row.original_key!,
      ...Object.values(photo.urls).map((url) => url.replace(/^\/media\//, '')),
    ];
    for (const key of keys) expect(await ctx.media.get(key)).not.toBeNull();
    const before = await photoCount(spotId);

    const remove = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/photo/${photo.id}`, headers });
    expect((await remove({})).statusCode).toBe(401);
    expect((await remove(stranger.bearerHeaders)).statusCode).toBe(403);
    const res = await remove(owner.cookieHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    for (const key of keys) expect(await ctx.media.get(key)).toBeNull();
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/photo/${photo.id}` });
    expect(gone.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: photo.urls.large })).statusCode).toBe(404);
    expect(await photoCount(spotId)).toBe(before - 1);
    const spotRow = await ctx.database.db
      .selectFrom('spots')
      .select('cover_photo_id')
      .where('id', '=', spotId)
      .executeTakeFirstOrThrow();
    expect(spotRow.cover_photo_id).not.toBe(photo.id);
    expect((await remove(owner.bearerHeaders)).statusCode).toBe(404);

    const other = (await newPhoto()).photo;
    const byAdmin = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/photo/${other.id}`,
      headers: admin.bearerHeaders,
    });
    expect(byAdmin.json()).toEqual({ ok: true });
  });

  it('makes a photo from an image on the web, keeping its author and licence', async () => {
    site.files.set('/shots/arch.jpg', {
      type: 'image/jpeg',
      body: await jpeg(800, 533, { position: GPS_SPOT }),
    });
    const res = await post(
      '/api/img',
      {
        linkImgURL: `${site.url}/shots/arch.jpg`,
        linkURL: `${site.url}/gallery/arch`,
        author: 'Jane Doe',
        authorUrl: `${site.url}/jane`,
        license: 'CC BY 4.0',
        title: 'Mesa Arch from the web',
        idSpot: spotId,
      },
      owner.bearerHeaders,
      linkApp,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { photo } = NewImageAnswer.parse(res.json());
    expect(photo).toMatchObject({
      author: 'Jane Doe',
      authorUrl: `${site.url}/jane`,
      license: 'CC BY 4.0',
      linkURL: `${site.url}/gallery/arch`,
      linkImgURL: `${site.url}/shots/arch.jpg`,
      width: 800,
      height: 533,
    });
    expect(photo.exif?.Model).toBe('NIKON Z 6');
    const row = await ctx.database.db
      .selectFrom('photos')
      .select('original_key')
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(row.original_key).toBe(`originals/${photo.id}.jpg`);
  });

  it('answers 4xx for a linked image that is blocked, missing or not an image', async () => {
    site.files.set('/page.html', { type: 'text/html', body: HTML_PAGE });
    site.files.set('/fake.jpg', { type: 'image/jpeg', body: HTML_PAGE });
    const link = (url: string, app = linkApp) =>
      post('/api/img', { linkImgURL: url, title: 'Web', idSpot: spotId }, owner.bearerHeaders, app);
    // Without the tests' allow-list, a private address is never fetched.
    const blocked = await link(`${site.url}/shots/arch.jpg`, ctx.app);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error.message).toMatch(/^linkImgURL: /);
    expect((await link(`${site.url}/page.html`)).statusCode).toBe(415);
    expect((await link(`${site.url}/fake.jpg`)).statusCode).toBe(415);
    expect((await link(`${site.url}/missing.jpg`)).statusCode).toBe(502);
    expect((await link('ftp://example.com/a.jpg')).statusCode).toBe(400);
  });
});
