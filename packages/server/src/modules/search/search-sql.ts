import { sql, type RawBuilder } from 'kysely';
import { ACCENTED_LETTERS, PLAIN_LETTERS } from './search-words';

/**
 * PostgreSQL: a text column without Latin accents, as SQLite's tokenizer folds them. Built
 * from literals so that queries and expression indexes spell it identically.
 */
export function pgUnaccented(column: string): RawBuilder<string> {
  return sql<string>`translate(${sql.ref(column)}, ${sql.lit(ACCENTED_LETTERS)}, ${sql.lit(PLAIN_LETTERS)})`;
}

/** PostgreSQL: the words of a text column for full-text search, accents folded. */
export function pgWordVector(column: string): RawBuilder<unknown> {
  return sql`to_tsvector('simple', ${pgUnaccented(column)})`;
}

/** PostgreSQL: the spots' full-text vector, title words weighted above tag words. */
export function pgSpotVector(): RawBuilder<unknown> {
  return sql`setweight(${pgWordVector('title')}, 'A') || setweight(${pgWordVector('tags_text')}, 'B')`;
}

/**
 * A full-text query of plain words: every word must match, the last one by prefix. The words
 * hold only letters, digits and marks, so no operator of either syntax can reach the engine;
 * they are quoted all the same.
 */
export function fullTextQuery(engine: 'sqlite' | 'postgres', words: readonly string[]): string {
  const last = words.length - 1;
  if (engine === 'postgres') {
    return words.map((word, index) => `'${word}'${index === last ? ':*' : ''}`).join(' & ');
  }
  return words.map((word, index) => `"${word}"${index === last ? '*' : ''}`).join(' ');
}
