import { sql } from 'kysely';
import { blurredPosition, lngLatToTile, tileKey } from '@vantage/shared';
import { expect, it } from 'vitest';
import { migrateToLatest, MigrationError } from '../src/db/migrate';
import { describeEachEngine } from './support/engine-suite';

describeEachEngine('migrations on %s', (ctx, engine) => {
  const photoColumns = async () => {
    const query =
      engine === 'postgres'
        ? sql<{
            name: string;
          }>`select column_name as name from information_schema.columns where table_name = 'photos'`
        : sql<{ name: string }>`select name from pragma_table_info('photos')`;
    return (await query.execute(ctx.database.db)).rows.map((row) => row.name);
  };

  it('rolls a failing migration back whole and names it', async () => {
    const db = ctx.database.db;
    // Make the operations migration pending again, with a table in its way: its first step
    // (a new photos column) succeeds, its second (creating that table) fails.
    await db.schema.alterTable('photos').dropColumn('position_public').execute();
    await sql`delete from kysely_migration where name = '0009-operations'`.execute(db);
    await sql`delete from job_leases`.execute(db);
    expect(await photoColumns()).not.toContain('position_public');

    const failure = await migrateToLatest(ctx.database).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).migration).toBe('0009-operations');
    expect((failure as MigrationError).message).toMatch(
      /^database migration 0009-operations failed and was rolled back: /,
    );
    // Nothing of it stayed: the column its first step added is gone again.
    expect(await photoColumns()).not.toContain('position_public');

    await db.schema.dropTable('job_leases').execute();
    await migrateToLatest(ctx.database);
    expect(await photoColumns()).toContain('position_public');
  });

  it('moves a protected place already stored to the centre of its cell, keeping it apart', async () => {
    const db = ctx.database.db;
    const exact = { lat: 37.090612, lng: -8.426871 };
    const protectedId = await ctx.make.spot({ title: 'Old protected cave', ...exact });
    const freeId = await ctx.make.spot({ title: 'Free beach', lat: 37.1, lng: -8.4 });
    // The schema and rows as they were before the exact position was kept apart.
    await db.schema.alterTable('spots').dropColumn('exact_lat').execute();
    await db.schema.alterTable('spots').dropColumn('exact_lng').execute();
    await sql`update spots set sensitive_reason = 'wildlife' where id = ${protectedId}`.execute(db);
    await sql`delete from kysely_migration where name = '0019-exact-positions'`.execute(db);

    await migrateToLatest(ctx.database);
    const rows = await db
      .selectFrom('spots')
      .select(['id', 'lat', 'lng', 'exact_lat', 'exact_lng', 'tile10'])
      .where('id', 'in', [protectedId, freeId])
      .orderBy('id')
      .execute();
    const shown = blurredPosition(exact);
    const { x, y } = lngLatToTile(shown.lng, shown.lat, 10);
    expect(rows[0]).toMatchObject({
      lat: shown.lat,
      lng: shown.lng,
      exact_lat: exact.lat,
      exact_lng: exact.lng,
      tile10: tileKey(x, y, 10),
    });
    expect(rows[1]).toMatchObject({ lat: 37.1, lng: -8.4, exact_lat: null, exact_lng: null });
    // The spatial index answers from the public position only.
    const near = await ctx.app.inject({ url: `/api/range/${shown.lat}/${shown.lng}/0.001/0.001` });
    expect(near.json().spots.map((spot: { id: number }) => spot.id)).toEqual([protectedId]);
    const atExact = await ctx.app.inject({
      url: `/api/range/${exact.lat}/${exact.lng}/0.001/0.001`,
    });
    expect(atExact.json().spots).toEqual([]);
  });
});
