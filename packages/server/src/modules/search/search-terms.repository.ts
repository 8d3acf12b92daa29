import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { headOf, vocabularyWords } from './search-words';

/** The vocabulary of spot titles and tags that misspelt search words are corrected to. */
export interface SearchTermsTable {
  term: string;
  /** The first letter: candidates for a misspelt word share it. */
  head: string;
  /** Length in characters. */
  len: number;
  /** How many spots carried the word when they were added. */
  spots: number;
}

/** A word of the vocabulary and how many spots carry it. */
export interface KnownTerm {
  term: string;
  spots: number;
}

type TermsDb = Kysely<{ search_terms: SearchTermsTable }>;

/** Words of the vocabulary a prefix's estimate adds up at most. */
const PREFIX_TERMS_MAX = 1_000;

/** Rows per upsert statement, well under both engines' parameter limits. */
const UPSERT_CHUNK = 400;

/** SQL for the search vocabulary. */
export class SearchTermRepository {
  private readonly db: TermsDb;

  constructor(database: Pick<Database, 'db'>) {
    this.db = database.db.withTables<{ search_terms: SearchTermsTable }>() as unknown as TermsDb;
  }

  /** Counts the words of new spots' titles and tags into the vocabulary. */
  async addSpots(spots: readonly { title: string; tags_text?: string | undefined }[]) {
    const counts = new Map<string, number>();
    for (const spot of spots) {
      for (const word of vocabularyWords(`${spot.title} ${spot.tags_text ?? ''}`)) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    // A fixed order keeps concurrent writers from locking the same rows in opposite orders.
    const rows = [...counts]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([term, spots]) => ({ term, head: headOf(term), len: [...term].length, spots }));
    for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
      await this.db
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
