import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import { spotsMatching } from './support/full-text';

const TABLES = [
  'users',
  'sessions',
  'auth_accounts',
  'email_tokens',
  'spots',
  'proposals',
  'tags',
  'spot_tags',
  'descriptions',
  'photos',
  'votes',
  'spot_lists',
  'spot_list_spots',
  'spot_list_photos',
  'guides',
  'views_3d',
  'adjustments_3d',
  'elevation_adjustments',
  'weather_cache',
  'flickr_imports',
];

describeEachEngine('data model on %s', (ctx, engine) => {
  it('has a table for every entity of both specs', async () => {
    const tables = await ctx.database.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(TABLES));
  });

  it('finds spots by title and tag words through the full-text index, by prefix and without accents', async () => {
    const braies = await ctx.make.spot({ title: 'Lago di Braies', tags: ['Reflection'] });
    const cafe = await ctx.make.spot({ title: 'Café Sacher' });
    const find = (text: string) => spotsMatching(ctx, text);
    expect(await find('braies')).toEqual([braies]);
    expect(await find('lago bra')).toEqual([braies]);
    expect(await find('reflection')).toEqual([braies]);
    expect(await find('sacher')).toEqual([cafe]);
    // Query syntax in the user's text is plain words, never an FTS or SQL expression.
    expect(await find('braies" OR title:* ; DROP TABLE spots')).toEqual([]);
    if (engine === 'sqlite') expect(await find('cafe')).toEqual([cafe]);
  });

  it('keeps the spatial index in step with inserts and moves', async () => {
    const id = await ctx.make.spot({ title: 'Mover', lat: 10, lng: 10 });
    const inBox = async (south: number, west: number) => {
      const rows = await ctx.container.repositories.spots.inBoxesBySpatialIndex(
        [{ south, west, north: south + 1, east: west + 1 }],
        10,
      );
      return rows.map((row) => row.id);
    };
    expect(await inBox(9.5, 9.5)).toContain(id);
    await ctx.database.db
      .updateTable('spots')
      .set({ lat: 20, lng: 20 })
      .where('id', '=', id)
      .execute();
    expect(await inBox(9.5, 9.5)).not.toContain(id);
    expect(await inBox(19.5, 19.5)).toContain(id);
  });

  it('stores one vote per user and target, so a double vote is impossible', async () => {
    const user = await ctx.make.user();
    const vote = {
      user_id: user,
      target_type: 'photo' as const,
      target_id: 1,
      value: 1,
      created_at: Date.now(),
    };
    await ctx.database.db.insertInto('votes').values(vote).execute();
    await expect(
      ctx.database.db
        .insertInto('votes')
        .values({ ...vote, value: -1 })
        .execute(),
    ).rejects.toThrow();
  });

  it('allows one description per user per spot', async () => {
    const user = await ctx.make.user();
    const spot = await ctx.make.spot();
    const description = { spot_id: spot, user_id: user, text: 'x', created_at: 1, updated_at: 1 };
    await ctx.database.db.insertInto('descriptions').values(description).execute();
    await expect(
      ctx.database.db.insertInto('descriptions').values(description).execute(),
    ).rejects.toThrow();
  });

  it('answers box queries from an index', async () => {
    if (engine === 'postgres') {
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`EXPLAIN SELECT id FROM spots WHERE location <@ box(point(1, 1), point(2, 2))`.execute(
        ctx.database.db,
      );
      await sql`SET enable_seqscan = off`.execute(ctx.database.db);
      const forced = await sql<{
        'QUERY PLAN': string;
      }>`EXPLAIN SELECT id FROM spots WHERE location <@ box(point(1, 1), point(2, 2))`.execute(
        ctx.database.db,
      );
      await sql`SET enable_seqscan = on`.execute(ctx.database.db);
      expect([...plan.rows, ...forced.rows].map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'spots_location',
      );
    } else {
      const plan = await sql<{
        detail: string;
      }>`EXPLAIN QUERY PLAN SELECT id FROM spots_rtree WHERE min_lat >= 1 AND max_lat <= 2`.execute(
        ctx.database.db,
      );
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX/);
    }
  });
});
