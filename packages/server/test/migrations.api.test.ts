import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, MigrationError } from '../src/db/migrate';
import { testEngines } from './support/engines';
import { useTestContext } from './support/test-context';

const engines = await testEngines();

describe.each(engines)('migrations on %s', (engine) => {
  const ctx = useTestContext(engine);

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
});
