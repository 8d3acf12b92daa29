import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

type AnyDb = Kysely<unknown>;

/** The proposals table's indexes, as migrations 0001 and 0007 made them. */
const PROPOSAL_INDEXES = [
  sql`CREATE INDEX proposals_spot ON proposals (spot_id, status)`,
  sql`CREATE INDEX proposals_photo ON proposals (photo_id, status)`,
  sql`CREATE UNIQUE INDEX proposals_open_spot_kind ON proposals (spot_id, kind) WHERE status = 'pending' AND kind IN ('title', 'location')`,
  sql`CREATE UNIQUE INDEX proposals_open_spot_tag ON proposals (spot_id, tag_id) WHERE status = 'pending' AND tag_id IS NOT NULL`,
  sql`CREATE INDEX proposals_status_created ON proposals (status, created_at)`,
  sql`CREATE INDEX proposals_user ON proposals (user_id, created_at)`,
];

/**
 * Sensitive spots and proposals that outlive their authors. A spot carries why it is
 * sensitive (a reason from a fixed list and the member's note; null when it is not); a
 * `sensitive` proposal carries what it would set (`new_sensitive` 1 protects, 0 lifts), one
 * open per spot. A proposal's author becomes null when the account is deleted, so decided
 * proposals and the History's vote scores stay (the author's foreign key cascaded before).
 * SQLite cannot change a foreign key, so it copies the proposals into a new table.
 */
export function sensitiveSpots(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('spots').addColumn('sensitive_reason', 'text').execute();
      await db.schema.alterTable('spots').addColumn('sensitive_note', 'text').execute();
      if (engine === 'postgres') {
        await sql`ALTER TABLE proposals ALTER COLUMN user_id DROP NOT NULL`.execute(db);
        await sql`ALTER TABLE proposals DROP CONSTRAINT proposals_user_id_fkey`.execute(db);
        await sql`ALTER TABLE proposals ADD CONSTRAINT proposals_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL`.execute(
          db,
        );
        await sql`ALTER TABLE proposals ADD COLUMN new_sensitive smallint`.execute(db);
        await sql`ALTER TABLE proposals ADD COLUMN sensitive_reason text`.execute(db);
        await sql`ALTER TABLE proposals ADD COLUMN sensitive_note text`.execute(db);
      } else {
        await sql`CREATE TABLE proposals_next (
          id integer PRIMARY KEY AUTOINCREMENT,
          kind text NOT NULL,
          spot_id integer REFERENCES spots (id) ON DELETE CASCADE,
          photo_id integer REFERENCES photos (id) ON DELETE CASCADE,
          user_id integer REFERENCES users (id) ON DELETE SET NULL,
          new_title text,
          new_lat real,
          new_lng real,
          new_spot_id integer REFERENCES spots (id) ON DELETE CASCADE,
          rating integer NOT NULL DEFAULT 0,
          status text NOT NULL DEFAULT 'pending',
          created_at bigint NOT NULL,
          decided_at bigint,
          tag_id integer REFERENCES tags (id) ON DELETE CASCADE,
          new_sensitive smallint,
          sensitive_reason text,
          sensitive_note text
        )`.execute(db);
        await sql`INSERT INTO proposals_next (id, kind, spot_id, photo_id, user_id, new_title, new_lat, new_lng, new_spot_id, rating, status, created_at, decided_at, tag_id)
          SELECT id, kind, spot_id, photo_id, user_id, new_title, new_lat, new_lng, new_spot_id, rating, status, created_at, decided_at, tag_id FROM proposals`.execute(
          db,
        );
        await sql`DROP TABLE proposals`.execute(db);
        await sql`ALTER TABLE proposals_next RENAME TO proposals`.execute(db);
        for (const index of PROPOSAL_INDEXES) await index.execute(db);
      }
      await sql`CREATE UNIQUE INDEX proposals_open_spot_sensitive ON proposals (spot_id) WHERE status = 'pending' AND kind = 'sensitive'`.execute(
        db,
      );
    },
    async down(db: AnyDb) {
      await sql`DROP INDEX proposals_open_spot_sensitive`.execute(db);
      await db.schema.alterTable('spots').dropColumn('sensitive_note').execute();
      await db.schema.alterTable('spots').dropColumn('sensitive_reason').execute();
    },
  };
}
