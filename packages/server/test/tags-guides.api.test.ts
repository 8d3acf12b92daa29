import { Guide, TagPage } from '@vantage/shared';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests } from './support/members';

const paragraph = (text: string, marks: object[] = []) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, marks }],
});

describeEachEngine('tag pages and guides on %s', (ctx) => {
  let admin: SignedInUser;
  let author: SignedInUser;
  let reader: SignedInUser;
  let photoId: number;

  beforeAll(async () => {
    admin = await ctx.make.signedIn({ admin: true });
    author = await ctx.make.signedIn();
    reader = await ctx.make.signedIn();
    // Trusted members: a new member's guide with links waits for review (spam.api.test).
    for (const { id } of [author, reader]) {
      await ctx.container.repositories.users.update(id, { impact: 200 });
    }
    const place = ['Italy', 'Trentino-South Tyrol', 'Dolomites'];
    const best = await ctx.make.spot({ title: 'Seceda', place, tags: ['Ridge'] });
    photoId = await ctx.make.photo({ spotId: best, userId: author.id, rating: 9 });
    await ctx.make.photo({ spotId: best, userId: reader.id, rating: 1 });
    const second = await ctx.make.spot({ title: 'Lago di Carezza', place, tags: ['Lake'] });
    await ctx.make.photo({ spotId: second, userId: author.id, rating: 2 });
    await ctx.make.spot({ title: 'Lago di Garda', place: ['Italy', 'Lombardy'], tags: ['Lake'] });
    await ctx.container.repositories.tags.refreshCounts();
  });

  const { call } = memberRequests(ctx);

  it('answers a tag page in one call: hierarchy, best spots and photos, sub-tags, people', async () => {
    const res = await call('GET', '/api/tag/Trentino-South_Tyrol', null);
    expect(res.statusCode, res.body).toBe(200);
    const page = TagPage.parse(res.json());
    expect(page.tag).toBe('Trentino-South Tyrol');
    expect(page.locHier).toEqual(['Italy']);
    expect(page.locCnt).toBe(2);
    expect(page.photoCnt).toBe(3);
    expect(page.imgHeadOffset).toBe(66);
    expect(page.bestTags).toEqual([{ tag: 'Dolomites', count: 2 }]);
    expect(page.bestSpots[0]!.title).toBe('Seceda');
    expect(page.bestPhotos[0]!.id).toBe(photoId);
    expect(page.contribs.map((c) => [c.u.id, c.d])).toEqual([
      [author.id, 2],
      [reader.id, 1],
    ]);
    // A header falls back to the best spot's photo.
    expect(page.imgHead?.id).toBe(photoId);

    const lake = TagPage.parse((await call('GET', '/api/tag/lake', null)).json());
    expect(lake.bestSpots.map((s) => s.title).sort()).toEqual(['Lago di Carezza', 'Lago di Garda']);
    const more = await call('GET', '/api/tagSpots/Lake?offset=1&limit=1', null);
    expect(more.json()).toHaveLength(1);
    const photos = await call('GET', '/api/tagPhotos/Dolomites?limit=2', null);
    expect(photos.json().map((p: { id: number }) => p.id)[0]).toBe(photoId);
    expect((await call('GET', '/api/tag/Nowhere_at_all', null)).statusCode).toBe(404);
  });

  it('keeps a tag page until one of its spots changes, and answers 304 to its ETag', async () => {
    const spotId = await ctx.make.spot({ title: 'Upper Falls', tags: ['Waterfall'] });
    const first = await call('GET', '/api/tag/Waterfall', null);
    expect(TagPage.parse(first.json()).bestSpots.map((s) => s.title)).toEqual(['Upper Falls']);
    const etag = first.headers.etag as string;
    const again = await ctx.app.inject({
      url: '/api/tag/waterfall',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    // An administrator's new title applies at once, through the "spot changed" path.
    const renamed = await call('POST', `/api/editTitle/${spotId}`, admin, {
      newTitle: 'Lower Falls',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await call('GET', '/api/tag/Waterfall', null);
    expect(after.headers.etag).not.toBe(etag);
    expect(TagPage.parse(after.json()).bestSpots.map((s) => s.title)).toEqual(['Lower Falls']);

    // A new photo at the spot is a change of its photos.
    const newPhoto = await ctx.make.photo({ spotId, userId: reader.id, rating: 3 });
    const withPhoto = TagPage.parse((await call('GET', '/api/tag/Waterfall', null)).json());
    expect(withPhoto.bestPhotos.map((p) => p.id)).toEqual([newPhoto]);
  });

  it('lets administrators edit a tag, its map rectangle and delete it, and no one else', async () => {
    const page = TagPage.parse((await call('GET', '/api/tag/Dolomites', null)).json());
    const update = {
      idTag: page.idTag,
      newData: {
        imgHead: photoId,
        imgHeadOffset: 30,
        infoText: 'Pale mountains of the Southern Alps.',
        idOSM: 2697960,
        osmType: 'relation',
        parentTag: 'Trentino-South_Tyrol',
      },
    };
    expect((await call('POST', '/api/tag/update', null, update)).statusCode).toBe(401);
    expect((await call('POST', '/api/tag/update', reader, update)).statusCode).toBe(403);
    const res = await call('POST', '/api/tag/update', admin, update);
    expect(res.statusCode, res.body).toBe(200);
    expect(TagPage.parse(res.json())).toMatchObject({
      imgHeadOffset: 30,
      infoText: 'Pale mountains of the Southern Alps.',
      idOSM: 2697960,
      osmType: 'relation',
      parentTag: 'Trentino-South Tyrol',
      locHier: ['Italy', 'Trentino-South Tyrol'],
    });

    for (const [newData, field] of [
      [{ imgHeadOffset: 0 }, 'imgHeadOffset'],
      [{ imgHeadOffset: 101 }, 'imgHeadOffset'],
      [{ imgHead: 999999 }, 'imgHead'],
      [{ parentTag: 'Dolomites' }, 'parentTag'],
      [{ parentTag: 'No such tag' }, 'parentTag'],
    ] as const) {
      const bad = await call('POST', '/api/tag/update', admin, { idTag: page.idTag, newData });
      expect(bad.statusCode, JSON.stringify(newData)).toBe(400);
      expect(bad.json().error.message).toContain(field);
    }
    // Italy cannot become a child of its own descendant.
    const italy = TagPage.parse((await call('GET', '/api/tag/Italy', null)).json());
    const loop = await call('POST', '/api/tag/update', admin, {
      idTag: italy.idTag,
      newData: { parentTag: 'Dolomites' },
    });
    expect(loop.statusCode).toBe(400);

    const rect = [11.4, 46.2, 12.4, 46.8];
    expect(
      (await call('POST', '/api/tag/updateMapRect', reader, { idTag: page.idTag, rect }))
        .statusCode,
    ).toBe(403);
    const rectRes = await call('POST', '/api/tag/updateMapRect', admin, {
      idTag: page.idTag,
      rect,
    });
    expect(TagPage.parse(rectRes.json()).rect).toEqual(rect);
    const badRect = await call('POST', '/api/tag/updateMapRect', admin, {
      idTag: page.idTag,
      rect: [11, 47, 12, 46],
    });
    expect(badRect.statusCode).toBe(400);

    const ridge = TagPage.parse((await call('GET', '/api/tag/Ridge', null)).json());
    expect((await call('DELETE', `/api/tag/${ridge.idTag}`, reader)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/tag/${ridge.idTag}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/tag/Ridge', null)).statusCode).toBe(404);
    const seceda = await ctx.database.db
      .selectFrom('spots')
      .select(['id', 'tags_text'])
      .where('title', '=', 'Seceda')
      .executeTakeFirstOrThrow();
    expect(seceda.tags_text).not.toContain('Ridge');
    const history = await ctx.database.db
      .selectFrom('spot_changes')
      .select('kind')
      .where('spot_id', '=', seceda.id)
      .where('kind', '=', 'retagged')
      .execute();
    expect(history).toHaveLength(1);
    expect((await call('DELETE', `/api/tag/${ridge.idTag}`, admin)).statusCode).toBe(404);
  });

  it('writes, reads, edits and votes a guide with an embedded photo, sanitized', async () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'When to go' }] },
        paragraph('Golden hour <b>on</b> the ridge.', [{ type: 'bold' }]),
        paragraph('Bad link', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
        paragraph('Data link', [{ type: 'link', attrs: { href: 'data:text/html,<script>' } }]),
        paragraph('Good link', [
          { type: 'link', attrs: { href: 'https://example.com/x?a=1&b=2' } },
        ]),
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [paragraph('Bring a tripod')] }],
        },
        { type: 'blockquote', content: [paragraph('Worth the climb.')] },
        {
          type: 'sitePhoto',
          attrs: {
            id: `https://vantage.example/photo/${photoId}`,
            comment: 'Dawn',
            align: 'center',
            size: 2,
            onerror: 'x',
          },
        },
      ],
    };
    const body = { id: -2, tag: 'Dolomites', title: 'Photographing the Dolomites', doc };
    expect((await call('POST', '/api/guide/', null, body)).statusCode).toBe(401);
    const res = await call('POST', '/api/guide/', author, body);
    expect(res.statusCode, res.body).toBe(200);
    const guide = Guide.parse(res.json());
    expect(guide.perma).toBe('Photographing_the_Dolomites');
    expect(guide.idUser).toBe(author.id);
    expect(guide.locHier).toBe('Italy\\Trentino-South Tyrol');
    expect(guide.text).toContain('<h2>When to go</h2>');
    expect(guide.text).toContain('Golden hour &#60;b&#62;on&#60;/b&#62; the ridge.');
    expect(guide.text).not.toMatch(/javascript:|data:|<script|onerror/);
    expect(guide.text).toContain('href="https://example.com/x?a=1&#38;b=2"');
    expect(guide.text).toContain('<blockquote><p>Worth the climb.</p></blockquote>');
    expect(guide.text).toContain('max-width:800px');
    expect(guide.embeds.map((e) => e.id)).toEqual([photoId]);
    expect(guide.imgHead?.id).toBe(photoId);

    const read = Guide.parse((await call('GET', `/api/guide/${guide.perma}`, null)).json());
    expect(read.text).toBe(guide.text);
    const tagPage = TagPage.parse((await call('GET', '/api/tag/Dolomites', null)).json());
    expect(tagPage.guides.map((g) => g.perma)).toEqual([guide.perma]);

    const again = Guide.parse((await call('POST', '/api/guide/', reader, { ...body })).json());
    expect(again.perma).toBe('Photographing_the_Dolomites-2');

    const edit = { ...body, id: guide.id, title: 'Dolomites at Dawn' };
    expect((await call('POST', '/api/guide/', reader, edit)).statusCode).toBe(403);
    const edited = Guide.parse((await call('POST', '/api/guide/', author, edit)).json());
    expect(edited.perma).toBe('Dolomites_at_Dawn');
    // The old permalink is free again; the second guide keeps its own.
    expect((await call('GET', '/api/guide/Photographing_the_Dolomites', null)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/guide/Photographing_the_Dolomites-2', null)).json().id).toBe(
      again.id,
    );

    expect((await call('POST', `/api/guide/${guide.id}/rate/1`, author)).statusCode).toBe(403);
    expect((await call('POST', `/api/guide/${guide.id}/rate/1`, reader)).json()).toEqual({
      rating: 1,
    });
    expect((await call('POST', `/api/guide/${guide.id}/rate/1`, reader)).json()).toEqual({
      rating: 1,
    });
    expect((await call('POST', `/api/guide/${guide.id}/rate/-1`, admin)).json()).toEqual({
      rating: 0,
    });
    expect((await call('POST', `/api/guide/${guide.id}/rate/2`, admin)).statusCode).toBe(400);
  });

  it('refuses bad guides with a clear 4xx', async () => {
    const base = { id: -2, tag: 'Lake', title: 'Lakes' };
    const cases: [object, number, string][] = [
      [{ ...base, doc: { type: 'doc', content: [{ type: 'script', text: 'x' }] } }, 400, 'doc'],
      [{ ...base, doc: { type: 'doc', content: [{ type: 'iframe' }] } }, 400, 'doc'],
      [
        { ...base, doc: { type: 'doc', content: [paragraph('x', [{ type: 'onclick' }])] } },
        400,
        'doc',
      ],
      [
        { ...base, doc: { type: 'doc', content: [{ type: 'sitePhoto', attrs: { id: 999999 } }] } },
        400,
        'doc',
      ],
      [{ ...base, doc: 'not a doc' }, 400, 'doc'],
      [{ ...base, title: '', doc: { type: 'doc', content: [] } }, 400, 'title'],
      [{ ...base, tag: 'No such tag', doc: { type: 'doc', content: [] } }, 400, 'tag'],
      [{ ...base, id: 999999, doc: { type: 'doc', content: [] } }, 404, 'guide'],
      [{ ...base, doc: { type: 'doc', content: [paragraph('x'.repeat(500_000))] } }, 413, 'doc'],
    ];
    for (const [body, status, field] of cases) {
      const res = await call('POST', '/api/guide/', author, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(res.json().error.message).toContain(field);
    }
    const huge = await call('POST', '/api/guide/', author, {
      ...base,
      doc: { type: 'doc', content: [paragraph('x'.repeat(5_000_000))] },
    });
    expect(huge.statusCode).toBe(413);
    expect((await call('GET', '/api/guide/No_such_guide', null)).statusCode).toBe(404);
  });
});
