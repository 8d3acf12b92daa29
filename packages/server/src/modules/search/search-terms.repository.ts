import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';
import { headOf, vocabularyWords } from './search-words';

/** A word of the vocabulary and how many spots carry it. */
export interface KnownTerm {
  term: string;
  spots: number;
}

/** Words of the vocabulary a prefix's estimate adds up at most. */
const PREFIX_TERMS_MAX = 1_000;

/** Rows per upsert statement, well under both engines' parameter limits. */
const UPSERT_CHUNK = 400;

/** SQL for the search vocabulary. */
export class SearchTermRepository extends SqlRepository {
  /**
   * Counts the words of new spots' titles and tags into the vocabulary; `db` is the caller's
   * transaction when the spots are written in one.
   */
  async addSpots(
    spots: readonly { title: string; tags_text?: string | undefined }[],
    db: Kysely<DB> = this.db,
  ): Promise<void> {
    const counts = new Map<string, number>();
    for (const spot of spots) {
      for (const word of vocabularyWords(`${spot.title} ${spot.tags_text ?? ''}`)) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    await this.upsert(counts, db);
  }

  /** Counts one spot more for each word of a spot's new text (title, tags) its old text lacked. */
  async addChangedText(before: string, after: string, db: Kysely<DB> = this.db): Promise<void> {
    const known = new Set(vocabularyWords(before));
    const added = vocabularyWords(after).filter((word) => !known.has(word));
    await this.upsert(new Map(added.map((word) => [word, 1])), db);
  }

  private async upsert(counts: ReadonlyMap<string, number>, db: Kysely<DB>): Promise<void> {
    // A fixed order keeps concurrent writers from locking the same rows in opposite orders.
    const rows = [...counts]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([term, spots]) => ({ term, head: headOf(term), len: [...term].length, spots }));
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

  /** Which of these words are in the vocabulary. */
  async known(words: readonly string[]): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('search_terms')
      .select('term')
      .where('term', 'in', [...new Set(words)])
      .execute();
    return new Set(rows.map((row) => row.term));
  }

  /** Whether some word of the vocabulary starts with this one. */
  async hasPrefix(prefix: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('search_terms')
      .select('term')
      .where('head', '=', headOf(prefix))
      .where('term', '>=', prefix)
      .where('term', '<', `${prefix}\u{10ffff}`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * At most how many spots hold all these words (the last one by prefix), from the counts of
   * the vocabulary: the smallest count of a word. Words it does not keep (bare numbers, single
   * letters) do not narrow it; a prefix sums the counts of the words it starts, when there are fewer than PREFIX_TERMS_MAX.
   */
  async estimateMatches(words: readonly string[]): Promise<number> {
    let estimate = Number.POSITIVE_INFINITY;
    const last = words.length - 1;
    const whole = words.slice(0, last).filter((word) => vocabularyWords(word).includes(word));
    if (whole.length > 0) {
      const rows = await this.db
        .selectFrom('search_terms')
        .select(['term', 'spots'])
        .where('term', 'in', [...new Set(whole)])
        .execute();
      const counts = new Map(rows.map((row) => [row.term, row.spots]));
      for (const word of whole) estimate = Math.min(estimate, counts.get(word) ?? 0);
    }
    const prefix = words[last];
    if (prefix !== undefined && /\p{L}/u.test(prefix)) {
      const row = await this.db
        .selectFrom(
          this.db
            .selectFrom('search_terms')
            .select('spots')
            .where('term', '>=', prefix)
            .where('term', '<', `${prefix}\u{10ffff}`)
            .orderBy('term')
            .limit(PREFIX_TERMS_MAX)
            .as('prefixed'),
        )
        .select((eb) => [
          eb.fn.countAll<number | string>().as('terms'),
          eb.fn.sum<number | string | null>('spots').as('total'),
        ])
        .executeTakeFirstOrThrow();
      // A prefix of more words than were added up may match any number of spots.
      if (Number(row.terms) < PREFIX_TERMS_MAX)
        estimate = Math.min(estimate, Number(row.total ?? 0));
    }
    return estimate;
  }

  /** Words that start with the same letter and differ in length by at most `spread`. */
  candidates(head: string, length: number, spread: number): Promise<KnownTerm[]> {
    return this.db
      .selectFrom('search_terms')
      .select(['term', 'spots'])
      .where('head', '=', head)
      .where('len', '>=', length - spread)
      .where('len', '<=', length + spread)
      .where('spots', '>', 0)
      .execute();
  }
}
