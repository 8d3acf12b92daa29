import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { useTestContext } from './support/test-context';

/** How long the writers keep writing around the backup. */
const LOAD_MS = 1500;

describe('backups of SQLite under write load', () => {
  const ctx = useTestContext('sqlite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-backup-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('restores a copy holding every write acknowledged before the backup began', async () => {
    const users = ctx.container.repositories.users;
    const acknowledged: { id: number; at: number }[] = [];
    let writing = true;
    // Four writers, each inserting as fast as the database acknowledges.
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; writing; n++) {
        const id = await users.insert({
          username: `w${writer}_${n}`,
          display_name: `Writer ${writer} #${n}`,
          created_at: Date.now(),
          updated_at: Date.now(),
        });
        acknowledged.push({ id, at: performance.now() });
        // Let the backup's steps run between writes.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 2));
    const file = path.join(dir, 'copy.db');
    const began = performance.now();
    await ctx.database.backup!(file);
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 2));
    writing = false;
    await Promise.all(writers);

    const before = acknowledged.filter((write) => write.at < began).map((write) => write.id);
    expect(before.length).toBeGreaterThan(50);
    const restored = openDatabase(`sqlite:${file}`);
    try {
      const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(
        restored.db,
      );
      expect(check.rows[0]?.integrity_check).toBe('ok');
      const ids = new Set(
        (await restored.db.selectFrom('users').select('id').execute()).map((row) => row.id),
      );
      const missing = before.filter((id) => !ids.has(id));
      expect(missing).toEqual([]);
      console.log(
        `backup under load: ${acknowledged.length} writes acknowledged, ${before.length} before ` +
          `the backup began, all ${before.length} restored (${ids.size} users in the copy)`,
      );
    } finally {
      await restored.close();
    }
  });
});
