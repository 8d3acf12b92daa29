import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { Engine } from '../database';

type AnyDb = Kysely<unknown>;

/**
 * The tables this migration writes, as they were when it was released. Like everything below,
 * they are copied here rather than imported, so later changes of the search code never
 * change what this migration does.
 */
interface SearchTermsDb {
  search_terms: { term: string; head: string; len: number; spots: number };
}

/** Spots read per batch when the vocabulary is built from existing spots. */
const BACKFILL_BATCH = 2_000;

/** Rows per upsert statement, well under both engines' parameter limits. */
const UPSERT_CHUNK = 400;

/**
 * Search: the vocabulary that misspelt words are corrected to, kept per first letter and
 * length so candidates come straight from an index; on PostgreSQL also accent folding in the
 * spots' vector and a full-text index on tag names, as SQLite's tokenizer has.
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
  let afterId = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; title: string; tags_text: string }>`
      SELECT id, title, tags_text FROM spots WHERE id > ${afterId} ORDER BY id LIMIT ${BACKFILL_BATCH}`.execute(
      db,
    );
    if (rows.length === 0) break;
    await addSpots(db as Kysely<SearchTermsDb>, rows);
    afterId = rows.at(-1)!.id;
  }
}

/** Counts the words of spots' titles and tags into the vocabulary. */
async function addSpots(
  db: Kysely<SearchTermsDb>,
  spots: readonly { title: string; tags_text: string }[],
): Promise<void> {
  const counts = new Map<string, number>();
  for (const spot of spots) {
    for (const word of vocabularyWords(`${spot.title} ${spot.tags_text}`)) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  // A fixed order keeps concurrent writers from locking the same rows in opposite orders.
  const rows = [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([term, count]) => ({ term, head: headOf(term), len: [...term].length, spots: count }));
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    await db
      .insertInto('search_terms')
      .values(rows.slice(start, start + UPSERT_CHUNK))
      .onConflict((oc) =>
        oc.column('term').doUpdateSet((eb) => ({
          spots: eb('search_terms.spots', '+', eb.ref('excluded.spots')),
        })),
      )
      .execute();
  }
}

// Latin letters whose canonical decomposition is a base letter plus marks, as SQLite's
// `unicode61 remove_diacritics 2` tokenizer folds them. Letters without a decomposition
// (ø, ł, đ, ß) stay as they are on both engines.
const LATIN_RANGES: readonly [number, number][] = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
];

function buildAccentMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [from, to] of LATIN_RANGES) {
    for (let code = from; code <= to; code++) {
      const letter = String.fromCodePoint(code);
      const base = letter.normalize('NFD').replace(/\p{M}+/gu, '');
      if (base.length === 1 && base !== letter && /\p{L}/u.test(base)) map.set(letter, base);
    }
  }
  return map;
}

const ACCENT_MAP = buildAccentMap();
const ACCENTED = new RegExp(`[${[...ACCENT_MAP.keys()].join('')}]`, 'gu');
const ACCENTED_LETTERS = [...ACCENT_MAP.keys()].join('');
const PLAIN_LETTERS = [...ACCENT_MAP.values()].join('');
const WORD_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

/** The words of spot titles and tags that typo correction may offer: two letters or more, not bare numbers. */
function vocabularyWords(text: string): string[] {
  const words = new Set<string>();
  for (const raw of text.normalize('NFC').split(WORD_SEPARATORS)) {
    if (raw.length === 0) continue;
    const word = raw
      .normalize('NFC')
      .replace(ACCENTED, (letter) => ACCENT_MAP.get(letter) ?? letter)
      .toLowerCase()
      .replace(/\p{M}+/gu, '');
    if ([...word].length >= 2 && word.length <= 64 && /\p{L}/u.test(word)) words.add(word);
  }
  return [...words];
}

/** The first letter of a word, which typo candidates share. */
function headOf(word: string): string {
  return [...word][0] ?? '';
}

/** PostgreSQL: a text column without Latin accents, as SQLite's tokenizer folds them. */
function pgUnaccented(column: string): RawBuilder<string> {
  return sql<string>`translate(${sql.ref(column)}, ${sql.lit(ACCENTED_LETTERS)}, ${sql.lit(PLAIN_LETTERS)})`;
}

/** PostgreSQL: the words of a text column for full-text search, accents folded. */
function pgWordVector(column: string): RawBuilder<unknown> {
  return sql`to_tsvector('simple', ${pgUnaccented(column)})`;
}

/** PostgreSQL: the spots' full-text vector, title words weighted above tag words. */
function pgSpotVector(): RawBuilder<unknown> {
  return sql`setweight(${pgWordVector('title')}, 'A') || setweight(${pgWordVector('tags_text')}, 'B')`;
}
