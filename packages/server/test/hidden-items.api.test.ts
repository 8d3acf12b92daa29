import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests, userColumn } from './support/members';

/** What moderation hides, by kind, each named by a word no other item of the suite holds. */
const MARKS = {
  spot: 'Quillwort',
  photo: 'Samphire',
  guide: 'Thriftwalk',
  gallery: 'Seakale',
  member: 'Oysterplant',
  description: 'Glasswort',
} as const;
type Kind = keyof typeof MARKS;

describeEachEngine('items hidden by moderation on %s', (ctx) => {
  const { call, get } = memberRequests(ctx);
  let admin: SignedInUser;
  let author: SignedInUser;
  let other: SignedInUser;
  let hiddenMember: SignedInUser;
  let authorName: string;
  let memberName: string;
  let otherName: string;
  let photographer: SignedInUser;
  let covePhoto: number;
  const ids = {} as Record<Kind, number>;
  let shownSpot: number;

  beforeAll(async () => {
    admin = await ctx.make.signedIn({ admin: true });
    author = await ctx.make.signedIn();
    other = await ctx.make.signedIn();
    hiddenMember = await ctx.make.signedIn({ displayName: `${MARKS.member} Lee` });
    authorName = (await userColumn(ctx, author.id, 'username'))!;
    memberName = (await userColumn(ctx, hiddenMember.id, 'username'))!;
    const tags = ['Marram'];
    shownSpot = await ctx.make.spot({
      title: 'Dune Crest',
      tags,
      userId: author.id,
      lat: 53.2,
      lng: 4.9,
      description: `${MARKS.description} flats at low tide.`,
    });
    await ctx.make.photo({ spotId: shownSpot, userId: other.id, title: 'Dune light', rating: 1 });
    await ctx.make.photo({ spotId: shownSpot, userId: hiddenMember.id, title: 'Dune grass' });
    ids.spot = await ctx.make.spot({
      title: `${MARKS.spot} Cove`,
      tags,
      userId: author.id,
      lat: 53.21,
      lng: 4.91,
    });
    // A photo at the spot that gets hidden: it goes with its spot, but not for its photographer.
    photographer = await ctx.make.signedIn();
    covePhoto = await ctx.make.photo({
      spotId: ids.spot,
      userId: photographer.id,
      title: `${MARKS.spot} rocks`,
    });
    await ctx.container.repositories.tags.refreshCounts();
    ids.photo = await ctx.make.photo({
      spotId: shownSpot,
      userId: author.id,
      title: `${MARKS.photo} dawn`,
      rating: 50,
    });
    ids.description = (await get(`/api/point/${shownSpot}`)).json().descriptions[0].id;
    ids.member = hiddenMember.id;

    const guide = await call('POST', '/api/guide/', author, {
      id: -2,
      tag: 'Marram',
      title: `${MARKS.guide} along the dunes`,
      doc: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Go at dawn.' }] }],
      },
    });
    expect(guide.statusCode, guide.body).toBe(200);
    ids.guide = guide.json().id;

    const gallery = await call('POST', '/api/spotlist/new', author, {
      title: `${MARKS.gallery} shores`,
      isPublic: true,
    });
    expect(gallery.statusCode, gallery.body).toBe(200);
    ids.gallery = gallery.json().spotList.id;
    for (const [idSpot, idImg] of [
      [ids.spot, null],
      [shownSpot, ids.photo],
    ]) {
      const added = await call('POST', '/api/spotlist', author, {
        idSpotlist: ids.gallery,
        idSpot,
        idImg,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    // Another member's gallery holds the photo too, and stays shown.
    const kept = await call('POST', '/api/spotlist/new', other, {
      title: 'Tideline',
      isPublic: true,
    });
    const otherGallery = kept.json().spotList.id;
    const added = await call('POST', '/api/spotlist', other, {
      idSpotlist: otherGallery,
      idSpot: shownSpot,
      idImg: ids.photo,
    });
    expect(added.statusCode, added.body).toBe(200);
    const addedCove = await call('POST', '/api/spotlist', other, {
      idSpotlist: otherGallery,
      idSpot: ids.spot,
      idImg: covePhoto,
    });
    expect(addedCove.statusCode, addedCove.body).toBe(200);
    otherName = (await userColumn(ctx, other.id, 'username'))!;
  });

  /** The places each kind is listed or counted for everyone, as a viewer asks for them. */
  const channels: Record<Kind, string[]> = {
    spot: [
      '/api/pspots/0/0/0',
      '/api/pspots/popular',
      '/api/pspots/mostPhotographed',
      '/api/search/quillwort',
      '/api/search/marram',
      '/api/tag/Marram',
      '/api/tagSpots/Marram',
      '/api/near/53.2/4.9',
      '/api/range/53.205/4.905/0.05/0.05',
      '/sitemap.xml',
      // Its photos, by their titles.
      '/api/photos/latest',
      'photographer-photos',
      'cove-photo',
      'other-gallery',
    ],
    photo: [
      '/api/photos/latest',
      '/api/photos/recentAll',
      '/api/photos/fav',
      '/api/tag/Marram',
      '/api/tagPhotos/Marram',
      'point',
      'author-photos',
      'author-stats',
      'other-gallery',
    ],
    guide: ['/api/tag/Marram', '/sitemap.xml'],
    gallery: ['author-galleries', '/sitemap.xml'],
    member: ['tag-contributors', '/sitemap.xml'],
    description: ['point'],
  };
  /** Channels named by what they show, their addresses made once the items exist. */
  const address = (channel: string) =>
    ({
      point: `/api/point/${shownSpot}`,
      'author-photos': `/api/user/${author.id}/photos`,
      'author-stats': `/api/user/${author.id}/stats`,
      'author-galleries': `/api/spotlist/${authorName}`,
      'other-gallery': `/api/spotlist/Tideline/${otherName}`,
      'tag-contributors': '/api/tag/Marram',
      'photographer-photos': `/api/user/${photographer.id}/photos`,
      'cove-photo': `/api/photo/${covePhoto}`,
    })[channel] ?? channel;

  async function shows(who: SignedInUser | null, kind: Kind, channel: string): Promise<boolean> {
    const res = await get(address(channel), who);
    if (channel === 'cove-photo' && res.statusCode === 404) return false;
    expect(res.statusCode, `${channel}: ${res.body.slice(0, 200)}`).toBe(200);
    if (channel === 'author-stats') {
      const stats = res.json<{ photos: number; topImages: { id: number }[] }>();
      return stats.topImages.some((image) => image.id === ids.photo);
    }
    // A search answer repeats the words searched: only the spots it found count.
    const listed = channel.startsWith('/api/search/')
      ? JSON.stringify(res.json<{ spots: unknown[] }>().spots)
      : channel === 'tag-contributors'
        ? JSON.stringify(res.json<{ contribs: unknown[] }>().contribs)
        : res.body;
    // A profile is listed by its address, which holds the member's username.
    if (kind === 'member' && listed.includes(`/by/${memberName}<`)) return true;
    return listed.toLowerCase().includes(MARKS[kind].toLowerCase());
  }

  /** A spot as the map's lists show it: its cover and how many photos it has. */
  async function summary(id: number) {
    const range = (await get('/api/range/53.205/4.905/0.05/0.05')).json<{
      spots: { id: number; image: { id: number } | null; photoCount: number }[];
    }>();
    return range.spots.find((spot) => spot.id === id)!;
  }

  /** How many spots the tag page counts for Marram. */
  async function marramSpots() {
    const page = (await get('/api/tag/Marram')).json<{ locCnt: number }>();
    return page.locCnt;
  }

  async function act(kind: Kind, action: 'hide' | 'dismiss') {
    const res = await call('POST', `/api/moderation/items/${kind}/${ids[kind]}`, admin, {
      action,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('lists every item everywhere while it is shown', async () => {
    const spot = await summary(shownSpot);
    // The best photo is the spot's cover, and counted.
    expect(spot.image?.id).toBe(ids.photo);
    expect(spot.photoCount).toBe(3);
    for (const kind of Object.keys(channels) as Kind[]) {
      for (const channel of channels[kind]) {
        expect(await shows(null, kind, channel), `${kind} in ${channel}`).toBe(true);
      }
    }
  });

  it('leaves a hidden item out of every list and count for visitors and other members', async () => {
    const statsBefore = (await get(address('author-stats'), other)).json();
    const tagSpotsBefore = await marramSpots();
    for (const kind of Object.keys(channels) as Kind[]) await act(kind, 'hide');
    for (const kind of Object.keys(channels) as Kind[]) {
      for (const channel of channels[kind]) {
        for (const who of [null, other]) {
          expect(await shows(who, kind, channel), `${kind} in ${channel}`).toBe(false);
        }
      }
    }
    // Counted no more: the author's photo count, and the spot whose cover it was.
    const statsAfter = (await get(address('author-stats'), other)).json();
    expect(statsAfter.photos).toBe(statsBefore.photos - 1);
    const spot = await summary(shownSpot);
    expect(spot.image?.id).not.toBe(ids.photo);
    expect(spot.photoCount).toBe(2);
    // The hidden spot no longer counts for its tag.
    expect(await marramSpots()).toBe(tagSpotsBefore - 1);
  });

  it('still lists its own items to their author, and what moderators review to them', async () => {
    expect(await shows(author, 'photo', 'author-photos')).toBe(true);
    expect(await shows(admin, 'photo', 'author-photos')).toBe(true);
    const photos = async (who: SignedInUser | null) =>
      (await get(address('author-stats'), who)).json<{ photos: number }>().photos;
    expect(await photos(author)).toBe((await photos(other)) + 1);
    expect(await photos(admin)).toBe(await photos(author));
    expect(await shows(author, 'gallery', 'author-galleries')).toBe(true);
    expect(await shows(admin, 'gallery', 'author-galleries')).toBe(true);
    expect(await shows(author, 'description', 'point')).toBe(true);
    expect(await shows(admin, 'description', 'point')).toBe(true);
    expect((await get(`/api/point/${ids.spot}`, author)).statusCode).toBe(200);
    expect((await get(`/api/point/${ids.spot}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/point/${ids.spot}`, other)).statusCode).toBe(404);
    // The photos of a hidden spot stay in their photographer's profile for them.
    expect(await shows(photographer, 'spot', 'photographer-photos')).toBe(true);
    expect(await shows(photographer, 'spot', 'cove-photo')).toBe(true);
    expect(await shows(admin, 'spot', 'photographer-photos')).toBe(true);
    // The spot's author still sees its page whole, the photos of others at it included.
    const hiddenSpotPage = await get(`/api/point/${ids.spot}`, author);
    expect(hiddenSpotPage.body).toContain(`${MARKS.spot} rocks`);
    expect(await shows(author, 'spot', 'cove-photo')).toBe(true);
    expect(await shows(other, 'spot', 'cove-photo')).toBe(false);
    // And counted for them alone.
    const photographerPhotos = async (who: SignedInUser | null) =>
      (await get(`/api/user/${photographer.id}/stats`, who)).json<{ photos: number }>().photos;
    expect(await photographerPhotos(photographer)).toBe(1);
    expect(await photographerPhotos(other)).toBe(0);
    expect(await photographerPhotos(null)).toBe(0);
  });

  it('lists every item everywhere again once its reports are dismissed', async () => {
    const tagSpotsHidden = await marramSpots();
    for (const kind of Object.keys(channels) as Kind[]) await act(kind, 'dismiss');
    expect(await marramSpots()).toBe(tagSpotsHidden + 1);
    for (const kind of Object.keys(channels) as Kind[]) {
      for (const channel of channels[kind]) {
        for (const who of [null, other]) {
          expect(await shows(who, kind, channel), `${kind} in ${channel}`).toBe(true);
        }
      }
    }
    const spot = await summary(shownSpot);
    expect(spot.image?.id).toBe(ids.photo);
    expect(spot.photoCount).toBe(3);
  });
});
