import { expect, it } from 'vitest';
import {
  AuditLog,
  hourlyLimits,
  ModerationQueue,
  NotificationsAnswer,
  Spot,
  TagPage,
} from '@vantage/shared';
import { demoMember } from '../src/seed/demo-member';
import { DEMO_LOCATIONS } from '../src/seed/demo-locations';
import { seedDemoIfEmpty } from '../src/seed/seed';
import { describeEachEngine } from './support/engine-suite';

describeEachEngine('demo seed on %s', (ctx) => {
  const locations = DEMO_LOCATIONS.slice(0, 3);

  it('loads the demo content into an empty database once, and never again', async () => {
    const log: string[] = [];
    expect(await seedDemoIfEmpty(ctx.container, (m) => log.push(m), locations)).toBe(true);
    expect(await ctx.container.repositories.spots.count()).toBe(3);
    expect(await seedDemoIfEmpty(ctx.container, (m) => log.push(m), locations)).toBe(false);
    expect(await ctx.container.repositories.spots.count()).toBe(3);
    expect(log[0]).toMatch(/^Loading demo content: 3 spots/);
  });

  it('gives each demo spot its hierarchy, tags, time zone, description and processed photos', async () => {
    const first = locations[0]!;
    const spot = (await ctx.app.inject({ method: 'GET', url: '/api/point/1' })).json();
    expect(spot).toMatchObject({ title: first.title, hier: first.place.join('\\') });
    expect(spot.tags.length).toBeGreaterThanOrEqual(2);
    expect(spot.tags.length).toBeLessThanOrEqual(5);
    expect(spot.tz.name).toMatch(/^[A-Z][a-z]+\//);
    expect(spot.descriptions[0].text).toBe(first.description);
    expect(spot.images).toHaveLength(first.photos.length);
    for (const image of spot.images) {
      expect(image.blurhash).toEqual(expect.any(String));
      expect(image.ar).toBeGreaterThan(1);
      // Plausible EXIF: the camera, the settings and when it was taken.
      expect(image.exif).toMatchObject({ Make: expect.any(String), Date: expect.any(Number) });
      expect((await ctx.app.inject({ method: 'GET', url: image.urls.thumb })).statusCode).toBe(200);
    }
  });
});

describeEachEngine('demo community content on %s', (ctx) => {
  const titles = [
    'Hallstatt Postcard View',
    'Santa Maddalena, Val di Funes',
    'Lake Bled',
    'Alpe di Siusi',
  ];
  const locations = DEMO_LOCATIONS.filter((location) => titles.includes(location.title));

  it('leaves open proposals to vote on and second descriptions, made through the services', async () => {
    expect(locations).toHaveLength(4);
    await seedDemoIfEmpty(
      { ...ctx.container, collections: ctx.container, community: ctx.container.demoCommunity() },
      () => {},
      locations,
    );
    const spot = async (title: string) => {
      const id = locations.findIndex((location) => location.title === title) + 1;
      return Spot.parse((await ctx.app.inject({ method: 'GET', url: `/api/point/${id}` })).json());
    };
    const hallstatt = await spot('Hallstatt Postcard View');
    expect(hallstatt.title).toBe('Hallstatt Postcard View');
    expect(hallstatt.newTitle).toMatchObject({ title: 'Hallstatt from the Postcard Viewpoint' });
    expect(hallstatt.newTitle?.rating).toBeGreaterThan(0);
    expect((await spot('Santa Maddalena, Val di Funes')).newLocation).not.toBeNull();
    const bled = await spot('Lake Bled');
    expect(bled.tags.filter((tag) => tag.request === 'add').map((tag) => tag.tag)).toEqual([
      'Blue hour',
      'Castle',
    ]);
    expect(bled.tags.some((tag) => tag.request === 'delete')).toBe(false);
    const siusi = await spot('Alpe di Siusi');
    expect(siusi.descriptions).toHaveLength(2);
    expect(siusi.tags.find((tag) => tag.tag === 'Hay barns')).toMatchObject({ request: null });
    // Every tag page says how many spots it lists, the one voted onto Alpe di Siusi too.
    const hayBarns = TagPage.parse((await ctx.app.inject('/api/tag/Hay_barns')).json());
    expect(hayBarns.locCnt).toBe(1);
    const db = ctx.container.database.db;
    const counted = await db.selectFrom('tags').select(['name', 'loc_cnt']).execute();
    const carried = await db
      .selectFrom('spot_tags')
      .innerJoin('tags', 'tags.id', 'spot_tags.tag_id')
      .select('tags.name')
      .where('spot_tags.status', '!=', 'pending_add')
      .execute();
    for (const tag of counted) {
      const spots = carried.filter((row) => row.name === tag.name).length;
      expect(Number(tag.loc_cnt), tag.name).toBe(spots);
    }
    const funes = await spot('Santa Maddalena, Val di Funes');
    expect(funes.images.some((photo) => photo.newSpot?.idSpot === siusi.id)).toBe(true);
    const earned = await ctx.container.database.db
      .selectFrom('users')
      .select('impact')
      .where('impact', '>', 0)
      .execute();
    expect(earned.length).toBeGreaterThan(1);
  });

  it('gives the demo member read and unread notifications of several kinds, and a spot and a tag they follow', async () => {
    const lena = demoMember(1);
    const { items, unread } = await ctx.container.notifications.list(lena, { limit: 50 });
    const kinds = new Set(items.map((item) => item.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['spotChanged', 'badgeEarned']));
    expect(kinds.size).toBeGreaterThanOrEqual(3);
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(items.length);
    expect(items.find((item) => item.kind === 'spotChanged')?.text).toMatch(/Alpe di Siusi/);
    // A member's question under Lena's guide waits unread in her bell, and shows on the guide.
    const replied = items.find((item) => item.kind === 'guideReply');
    expect(replied).toMatchObject({
      read: false,
      text: 'Mariana Luz replied to your guide “Photographing the Dolomites in Summer”',
      link: expect.stringMatching(/^\/guide\/Photographing_the_Dolomites_in_Summer#reply-\d+$/),
    });
    const replies = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/guide/Photographing_the_Dolomites_in_Summer/replies',
      })
    ).json().replies;
    expect(
      replies.map((reply: { user: { displayName: string } }) => reply.user.displayName),
    ).toEqual(['Mariana Luz', 'Lena Hofer']);
    const siusi = locations.findIndex((location) => location.title === 'Alpe di Siusi') + 1;
    expect(await ctx.container.follows.state(lena, 'spot', siusi)).toEqual({ following: true });
    expect(await ctx.container.follows.state(lena, 'tag', 'Lake')).toEqual({ following: true });
  });

  it("sets the demo member's notification mails to a mix, so the settings show each choice", async () => {
    const choices = await ctx.container.notificationMails.settings(demoMember(1));
    expect(new Set(Object.values(choices))).toEqual(new Set(['off', 'instant', 'daily', 'weekly']));
    expect(choices.spotChanged).toBe('instant');
  });

  it("sets the demo member's push choices, both on and off, with no browser subscribed", async () => {
    const choices = await ctx.container.notificationPushes.settings(demoMember(1));
    expect(new Set(Object.values(choices))).toEqual(new Set([true, false]));
    expect(choices).toMatchObject({ photoVoted: true, spotChanged: false, newPhoto: true });
    const subscriptions = await ctx.container.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .execute();
    expect(subscriptions).toEqual([]);
  });

  it("counts none of its proposals and votes against the demo members' hourly limits", async () => {
    // The limits are kept in Redis beside the database: a database made again, whose demo
    // members take the same numbers, must not find their hours already spent.
    const members = await ctx.container.database.db.selectFrom('users').select('id').execute();
    expect(members.length).toBeGreaterThan(1);
    const { engine } = ctx.container.proposals;
    const allowed = hourlyLimits(0);
    for (const { id } of members) {
      const member = demoMember(id, { emailVerified: true });
      for (let made = 0; made < allowed.proposals; made += 1)
        await engine.limit(member, 'proposals');
      for (let made = 0; made < allowed.votes; made += 1) await engine.limit(member, 'votes');
      await expect(engine.limit(member, 'votes')).rejects.toMatchObject({ statusCode: 429 });
    }
  });
});

describeEachEngine('demo moderation content on %s', (ctx) => {
  it('gives the demo administrator a queue with open reports, a hidden photo, a suspended member and an audit log', async () => {
    await seedDemoIfEmpty(
      {
        ...ctx.container,
        moderation: { ...ctx.container.repositories, notify: ctx.container.notifications },
      },
      () => {},
      DEMO_LOCATIONS.slice(0, 3),
    );
    // The demo's first user administers it.
    const token = await ctx.container.sessions.create(1, 'vitest');
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const queue = ModerationQueue.parse((await get('/api/moderation/queue')).json());
    expect(queue.items.map((item) => item.kind).sort()).toEqual([
      'description',
      'description',
      'member',
      'photo',
      'photo',
    ]);
    // A new member's first description with links waits for review, unseen by visitors.
    const held = queue.items.find((item) => item.held)!;
    expect(held).toMatchObject({ kind: 'description', reports: [] });
    expect(held.excerpt).toContain('alpine-photo-tours.example');
    const spotPath = held.link!.split('/').at(-1);
    const seen = (await ctx.app.inject(`/api/point/${spotPath}`)).json();
    expect(seen.descriptions.map((entry: { id: number }) => entry.id)).not.toContain(held.id);
    const hidden = queue.items.find((item) => item.hidden && !item.held)!;
    expect(hidden.kind).toBe('photo');
    expect((await ctx.app.inject(`/api/photo/${hidden.id}`)).statusCode).toBe(404);
    const member = queue.items.find((item) => item.kind === 'member')!;
    expect(member.authorHistory).toMatchObject({ suspended: true, reportsReceived: 2 });
    expect(member.authorLinksRevoked).toBe(true);

    const log = AuditLog.parse((await get('/api/moderation/log')).json());
    expect(log.entries.map((entry) => entry.action)).toEqual([
      'auto_hide',
      'suspend',
      'revoke_links',
      'warn',
      'dismiss',
    ]);
    // The demo member hears how their own earlier report ended.
    const notes = NotificationsAnswer.parse((await get('/api/notifications')).json()).items;
    expect(notes.filter((note) => note.kind === 'reportDecided')).toEqual([
      expect.objectContaining({
        text: expect.stringMatching(
          /^Your report of the photo “.+” was reviewed: no action was needed$/,
        ),
        actor: null,
      }),
    ]);
    const suspended = await ctx.container.repositories.users.findById(member.id);
    await expect(ctx.container.sessions.create(suspended!.id, 'vitest')).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
