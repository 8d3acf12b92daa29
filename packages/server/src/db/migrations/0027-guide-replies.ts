import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';

type AnyDb = Kysely<unknown>;

/**
 * Members' replies to guides: Markdown text kept as written (the site renders it through its
 * sanitizer), listed oldest first per guide. A reply goes with its guide; it stays when its
 * author's account is deleted, credited to nobody.
 */
export function guideReplies(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      const table = db.schema.createTable('guide_replies');
      await (
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('guide_id', 'integer', (c) =>
          c.notNull().references('guides.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('guide_replies_guide')
        .on('guide_replies')
        .columns(['guide_id', 'id'])
        .execute();
      await db.schema
        .createIndex('guide_replies_user')
        .on('guide_replies')
        .column('user_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('guide_replies').execute();
    },
  };
}
