import { sql, type Expression, type SqlBool } from 'kysely';
import type { Engine } from './database';

/** Words of a user's search, stripped of every character the query syntaxes treat specially. */
export function searchTerms(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** A full-text condition on spots: every term must match a title or tag word by prefix. */
export function spotMatches(engine: Engine, terms: string[]): Expression<SqlBool> {
  if (engine === 'postgres') {
    const query = terms.map((term) => `${term}:*`).join(' & ');
    return sql<SqlBool>`spots.search_vector @@ to_tsquery('simple', ${query})`;
  }
  const query = terms.map((term) => `"${term}"*`).join(' ');
  return sql<SqlBool>`spots.id IN (SELECT rowid FROM spots_fts WHERE spots_fts MATCH ${query})`;
}
