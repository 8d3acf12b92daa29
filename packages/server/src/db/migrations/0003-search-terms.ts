import { sql, type Kysely, type Migration } from 'kysely';
import { SearchTermRepository } from '../../modules/search/search-terms.repository';
import { pgSpotVector, pgWordVector } from '../../modules/search/search-sql';
import type { Engine } from '../database';
import type { DB } from '../types';

type AnyDb = Kysely<unknown>;

/** Spots read per batch when the vocabulary is built from existing spots. */
const BACKFILL_BATCH = 2_000;

/**
 * Search (spec 1 §2): the vocabulary that misspelt words are corrected to, kept per first
 * letter and length so candidates come straight from an index; on PostgreSQL also accent
 * folding in the spots' vector and a full-text index on tag names, as SQLite's tokenizer has.
 */
export function searchTermsSchema(engine: Engine): Migration {
  const pg = engine === 'postgres';
  return {
    async up(db: AnyDb) {
      // Byte order on both engines, so a prefix is a plain key range.
      await sql`CREATE TABLE search_terms (
          term text ${sql.raw(pg ? 'COLLATE "C" ' : '')}PRIMARY KEY,
          head text NOT NULL,
          len integer NOT NULL,
          spots integer NOT NULL DEFAULT 0
        )`.execute(db);
      await sql`CREATE INDEX search_terms_head_len ON search_terms (head, len)`.execute(db);

      if (pg) {
        await sql`ALTER TABLE spots DROP COLUMN search_vector`.execute(db);
        await sql`ALTER TABLE spots ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${pgSpotVector()}) STORED`.execute(
          db,
        );
        await sql`CREATE INDEX spots_search ON spots USING gin (search_vector)`.execute(db);
        await sql`CREATE INDEX tags_name_search ON tags USING gin (${pgWordVector('name')})`.execute(
          db,
        );
      }

      await fillSearchTerms(db);
    },
  };
}

/** Counts the words of every existing spot into the vocabulary, batch by batch. */
export async function fillSearchTerms(db: AnyDb): Promise<void> {
  const terms = new SearchTermRepository({ db: db as unknown as Kysely<DB> });
  let afterId = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; title: string; tags_text: string }>`
      SELECT id, title, tags_text FROM spots WHERE id > ${afterId} ORDER BY id LIMIT ${BACKFILL_BATCH}`.execute(
      db,
    );
    if (rows.length === 0) break;
    await terms.addSpots(rows);
    afterId = rows.at(-1)!.id;
  }
}
