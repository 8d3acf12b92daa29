import {
  FlickrDecisionAnswer,
  FlickrImageAnswer,
  FlickrImagesAnswer,
  Photo,
  type FlickrDecisionBody,
} from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import {
  FAKE_FLICKR_USERNAME,
  FakeFlickr,
  FLICKR_TEST_KEY,
  FLICKR_TEST_SECRET,
} from './support/fake-flickr';
import { guardOutboundDuring } from './support/outbound-guard';
import { useTestContext } from './support/test-context';
import { useStartedFake } from './support/use-fake';

describe.each(engines)('Flickr import on %s', (engine) => {
  guardOutboundDuring();

  const flickr = useStartedFake(new FakeFlickr());
  const ctx = useTestContext(engine, () => ({
    FLICKR_KEY: FLICKR_TEST_KEY,
    FLICKR_SECRET: FLICKR_TEST_SECRET,
    FLICKR_API_URL: flickr.url,
    FLICKR_WWW_URL: flickr.url,
    URL_FETCH_ALLOW_HOSTS: '127.0.0.1',
  }));

  const as = (member: SignedInUser) => ({ headers: member.cookieHeaders });
  const images = async (member: SignedInUser) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/flickrImages', ...as(member) });
    expect(res.statusCode).toBe(200);
    return FlickrImagesAnswer.parse(res.json());
  };
  const decide = (member: SignedInUser, payload: FlickrDecisionBody) =>
    ctx.app.inject({ method: 'POST', url: '/api/flickrImage', payload, ...as(member) });

  /** Connects the member's Flickr account the way a browser does: out to Flickr and back. */
  const connect = async (member: SignedInUser) => {
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/flickr/connect',
      ...as(member),
    });
    expect(started.statusCode).toBe(200);
    const authorize = new URL(started.json<{ authorizeURL: string }>().authorizeURL);
    expect(authorize.pathname).toBe('/services/oauth/authorize');
    expect(authorize.searchParams.get('perms')).toBe('read');
    const back = flickr.approve(authorize.searchParams.get('oauth_token')!);
    expect(back.pathname).toBe('/import');
    const payload = {
      oauth_token: back.searchParams.get('oauth_token'),
      oauth_verifier: back.searchParams.get('oauth_verifier'),
    };
    const access = await ctx.app.inject({
      method: 'POST',
      url: '/api/flickr/access',
      payload,
      ...as(member),
    });
    expect(access.statusCode).toBe(200);
    expect(access.json()).toEqual({ username: FAKE_FLICKR_USERNAME });
    return payload;
  };

  it('is hidden when the site has no Flickr key, and asks visitors to log in', async () => {
    const member = await ctx.make.signedIn();
    const app = await ctx.appWith({ FLICKR_KEY: '', FLICKR_SECRET: '' });
    const listed = await app.inject({ method: 'GET', url: '/api/flickrImages', ...as(member) });
    expect(FlickrImagesAnswer.parse(listed.json())).toMatchObject({ available: false, images: [] });
    const decided = await app.inject({
      method: 'POST',
      url: '/api/flickrImage',
      payload: { id: '53001', skip: true },
      ...as(member),
    });
    expect(decided.statusCode).toBe(404);
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/flickrImages' });
    expect(visitor.statusCode).toBe(401);
  });

  it('connects with OAuth 1.0a and imports three photos: to the nearest spot and as new spots', async () => {
    const member = await ctx.make.signedIn();
    const before = await images(member);
    expect(before).toMatchObject({ available: true, account: null, images: [] });
    const used = await connect(member);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/flickr/access',
      payload: used,
      ...as(member),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/^oauth_token: /);

    const listed = await images(member);
    expect(listed.account).toEqual({ username: FAKE_FLICKR_USERNAME });
    expect(listed.withoutPosition).toBe(1);
    expect(listed.images.map((image) => [image.id, image.license, image.status])).toEqual([
      ['53003', 'All Rights Reserved', 'pending'],
      ['53002', 'CC BY-NC-SA 2.0', 'pending'],
      ['53001', 'CC BY 2.0', 'pending'],
    ]);
    expect(listed.images[2]).toMatchObject({
      title: 'Seceda ridge at sunrise',
      date: Date.UTC(2023, 6, 14, 5, 32, 10),
      lat: 46.598611,
      long: 11.724167,
      linkURL: `${flickr.url}/photos/98765432@N01/53001`,
    });
    const rest = flickr.requests.find((request) => request.path === '/services/rest')!;
    expect(rest.query.get('method')).toBe('flickr.people.getPhotos');
    expect(rest.query.get('extras')).toContain('geo,license,date_taken');
    expect(rest.query.get('extras')).toContain('url_o');

    const next = FlickrImageAnswer.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/flickrImage', ...as(member) })).json(),
    );
    expect(next.image?.id).toBe('53003');
    expect(next.remaining).toBe(3);

    const far = await decide(member, { id: '53001', import: true });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toMatch(/^import: no spot within 1 km/);
    const seceda = await ctx.make.spot({ title: 'Seceda', lat: 46.5985, lng: 11.7245 });
    const first = await decide(member, { id: '53001', import: true, tags: ['Ridge'] });
    expect(first.statusCode).toBe(200);
    const firstAnswer = FlickrDecisionAnswer.parse(first.json());
    expect(firstAnswer).toMatchObject({
      status: 'imported',
      photo: { spotId: seceda, spotTitle: 'Seceda' },
      next: { id: '53003' },
    });
    const second = FlickrDecisionAnswer.parse(
      (
        await decide(member, {
          id: '53002',
          importNew: true,
          tags: ['Lake'],
          title: 'Lago di Braies boathouse',
          lat: 46.6947,
          long: 12.0856,
        })
      ).json(),
    );
    const third = await decide(member, {
      id: '53003',
      importNew: true,
      tags: [],
      title: 'Tre Cime from the north',
      lat: 46.6186,
      long: 12.3028,
    });
    expect(third.statusCode).toBe(200);
    expect(FlickrDecisionAnswer.parse(third.json()).next).toBeNull();

    const photo = async (id: number) =>
      Photo.parse((await ctx.app.inject({ method: 'GET', url: `/api/photo/${id}` })).json());
    const fromOriginal = await photo(firstAnswer.photo!.id);
    expect(fromOriginal).toMatchObject({
      title: 'Seceda ridge at sunrise',
      author: 'Anna Alps',
      authorUrl: `${flickr.url}/people/98765432@N01`,
      license: 'CC BY 2.0',
      linkURL: `${flickr.url}/photos/98765432@N01/53001`,
      idSpot: seceda,
    });
    const fromLarge = await photo(second.photo!.id);
    expect(fromLarge.spotTitle).toBe('Lago di Braies boathouse');
    expect(fromLarge.license).toBe('CC BY-NC-SA 2.0');
    // No original to read: the EXIF is Flickr's.
    expect(fromLarge.exif).toMatchObject({
      Model: 'ILCE-7RM4',
      Lens: 'FE 24-70mm F2.8 GM',
      FNumber: 8,
      ISO: 100,
      Focal: 24,
      Exposure: 0.004,
    });
    const gotExif = flickr.requests.filter(
      (r) => r.query.get('method') === 'flickr.photos.getExif',
    );
    expect(gotExif.map((r) => r.query.get('photo_id'))).toEqual(['53002', '53003']);
    const spot = await ctx.app.inject({ method: 'GET', url: `/api/point/${seceda}` });
    expect(spot.json().tags.map((tag: { tag: string }) => tag.tag)).toContain('Ridge');

    // Nothing is imported twice.
    const twice = await decide(member, {
      id: '53001',
      importNew: true,
      title: 'x',
      lat: 1,
      long: 1,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('id: this Flickr photo was already imported');
    const after = await images(member);
    expect(after.images.every((image) => image.status === 'imported' && image.photoId)).toBe(true);
  });

  it('refuses a photo without a position, and skips, ignores and ignores all', async () => {
    const member = await ctx.make.signedIn();
    await connect(member);
    await images(member);
    const unplaced = await decide(member, { id: '53004', import: true });
    expect(unplaced.statusCode).toBe(400);
    expect(unplaced.json().error.message).toMatch(/^id: this Flickr photo has no position/);
    const unknown = await decide(member, { id: '99999', skip: true });
    expect(unknown.statusCode).toBe(404);
    const both = await decide(member, { id: '53001', skip: true, ignore: true } as never);
    expect(both.statusCode).toBe(400);

    const skipped = FlickrDecisionAnswer.parse(
      (await decide(member, { id: '53003', skip: true })).json(),
    );
    expect(skipped).toMatchObject({ status: 'skipped', next: { id: '53002' } });
    const all = FlickrDecisionAnswer.parse(
      (await decide(member, { id: '53002', ignoreAll: true, preserve: true })).json(),
    );
    // 53002 and 53001 are ignored; the skipped 53003 is kept for later.
    expect(all).toMatchObject({ status: 'ignored', decided: 2, next: { id: '53003' } });
    const rest = FlickrDecisionAnswer.parse(
      (await decide(member, { id: '53003', ignoreAll: true, preserve: false })).json(),
    );
    expect(rest).toMatchObject({ decided: 1, next: null });
  });

  it('resumes a listing and an import that failed halfway, without duplicates', async () => {
    const member = await ctx.make.signedIn();
    await connect(member);
    flickr.perPageCap = 2;
    flickr.failPhotosPage = 2;
    try {
      const partial = await images(member);
      expect(partial.warning).toMatch(/^Flickr stopped answering after 2 photos/);
      expect(partial.images.map((image) => image.id)).toEqual(['53002', '53001']);
      flickr.failPhotosPage = null;
      expect((await images(member)).images).toHaveLength(3);
    } finally {
      flickr.perPageCap = 500;
      flickr.failPhotosPage = null;
    }
    const payload = {
      id: '53003',
      importNew: true,
      title: 'Tre Cime',
      lat: 46.62,
      long: 12.3,
    } as const;
    flickr.failImages = true;
    const failed = await decide(member, payload);
    flickr.failImages = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toMatch(/^Flickr's image could not be fetched/);
    expect((await images(member)).images.find((image) => image.id === '53003')?.status).toBe(
      'pending',
    );
    const retried = await decide(member, payload);
    expect(retried.statusCode).toBe(200);
    const count = await ctx.database.db
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('flickr_id', '=', '53003')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('says so clearly when the member revoked the permission at Flickr', async () => {
    const member = await ctx.make.signedIn();
    await connect(member);
    await images(member);
    flickr.revokeAll();
    const listed = await images(member);
    expect(listed.account).toBeNull();
    expect(listed.warning).toBe(
      'Flickr no longer lets this site read your photos: connect your Flickr account again.',
    );
    const imported = await decide(member, {
      id: '53002',
      importNew: true,
      title: 'Lake',
      lat: 46.69,
      long: 12.08,
    });
    expect(imported.statusCode).toBe(409);
    expect(imported.json().error.message).toBe('Connect your Flickr account first.');
  });
});
