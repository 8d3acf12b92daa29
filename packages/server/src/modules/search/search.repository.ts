import { notHidden } from '../../db/hidden-items';
import {
  expressionBuilder,
  sql,
  type Expression,
  type AliasedRawBuilder,
  type SqlBool,
} from 'kysely';
import { idIn } from '../../db/id-list';
import type { DB } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';
import { fullTextQuery, pgWordVector } from './search-sql';
import { wordsInTitle } from './search-words';

/** SQLite: matches of the rarer words read at a time while the narrowing words filter them. */
const NARROWED_PAGE = 256;

/** Pages read before the whole query is left to rank every match instead. */
const NARROWED_PAGES_MAX = 4;

/** The filters of a search (tag, user, spot set, spot list) with names resolved to ids. */
export interface SpotFilter {
  /** A tag; its descendants in the hierarchy count too. */
  tagId?: number;
  /** Spots this user created or has a photo at. */
  userId?: number;
  spotIds?: readonly number[];
  /** A spot list (gallery). */
  listId?: number;
}

/** A tag that matched, with its parent for the hierarchy path. */
export interface TagMatch {
  id: number;
  name: string;
  parent_id: number | null;
  loc_cnt: number;
}

/** A tag's place in the hierarchy. */
export interface TagParent {
  id: number;
  name: string;
  parent_id: number | null;
}

/** SQL for search: ranked full-text matches of spots and tags, and the filters' lookups. */
export class SearchRepository extends SqlRepository {
  /**
   * Ids of the spots whose title or tags hold every word (the last one by prefix), best first:
   * relevance with title words above tag words, then popularity (on SQLite a word on half the
   * spots or more adds no relevance, as in bm25). With `amongBest`, only that
   * many of the most popular spots passing the filter are candidates, which bounds the work
   * when the words are common.
   */
  async rankedSpotIds(
    words: readonly string[],
    filter: SpotFilter,
    limit: number,
    amongBest?: number,
  ): Promise<number[]> {
    const query = fullTextQuery(this.engine, words);
    const conditions = this.filterConditions(filter);
    const best = (columns: AliasedRawBuilder<unknown, string>[]) =>
      this.db
        .selectFrom('spots')
        .select(['spots.id', 'spots.score', ...columns])
        .where((eb) => eb.and(conditions))
        .orderBy('spots.score', 'desc')
        .orderBy('spots.id')
        .limit(amongBest ?? 0);

    if (this.engine === 'postgres') {
      const tsQuery = sql`to_tsquery('simple', ${query})`;
      if (amongBest !== undefined) {
        const { rows } = await sql<{ id: number }>`
          SELECT c.id FROM (${best([sql`spots.search_vector`.as('search_vector')])}) AS c
          WHERE c.search_vector @@ ${tsQuery}
          ORDER BY ts_rank(c.search_vector, ${tsQuery}) DESC, c.score DESC, c.id
          LIMIT ${limit}`.execute(this.db);
        return rows.map((row) => row.id);
      }
      const rows = await this.db
        .selectFrom('spots')
        .select('spots.id')
        .where(sql<SqlBool>`spots.search_vector @@ ${tsQuery}`)
        .where((eb) => eb.and(conditions))
        .orderBy(sql`ts_rank(spots.search_vector, ${tsQuery})`, 'desc')
        .orderBy('spots.score', 'desc')
        .orderBy('spots.id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    }

    if (amongBest !== undefined) {
      // The full-text matches are streamed once and joined to the candidates, which SQLite
      // holds in a small automatic index; every other plan probes the index per candidate.
      const { rows } = await sql<{ id: number }>`
        SELECT spots_fts.rowid AS id FROM spots_fts JOIN (${best([])}) AS c ON c.id = spots_fts.rowid
        WHERE spots_fts MATCH ${query}
        ORDER BY bm25(spots_fts, 10.0, 1.0), c.score DESC, c.id
        LIMIT ${limit}`.execute(this.db);
      return rows.map((row) => row.id);
    }
    const narrowing = await this.wordsOnHalfTheSpots(words.slice(0, -1));
    if (narrowing.size > 0) {
      const ranked = await this.rankedOnRarerWords(words, narrowing, conditions, limit);
      if (ranked) return ranked;
    }
    const rows = await this.bm25Matches(query)
      .select('spots.id')
      .where((eb) => eb.and(conditions))
      .orderBy('matches.rank')
      .orderBy('spots.score', 'desc')
      .orderBy('spots.id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** SQLite: the spots matching `query`, each with its bm25 rank (a title weighs ten times tags). */
  private bm25Matches(query: string) {
    return this.db
      .selectFrom(
        sql<{
          id: number;
          rank: number;
        }>`(SELECT rowid AS id, bm25(spots_fts, 10.0, 1.0) AS rank FROM spots_fts WHERE spots_fts MATCH ${query})`.as(
          'matches',
        ),
      )
      .innerJoin('spots', 'spots.id', 'matches.id');
  }

  /**
   * SQLite: the words (matched whole) that the vocabulary counts on at least half of all
   * spots. bm25 floors such a word's inverse document frequency at a millionth, so it weighs
   * nothing in the ranking, yet bm25 counts every spot it is on to learn that, on each query.
   * The highest id bounds the number of spots from above. The counts only grow (a deleted
   * spot or a changed title leaves its words counted), so once many spots are gone such a
   * word may hold a little weight that this ranking leaves out.
   */
  private async wordsOnHalfTheSpots(words: readonly string[]): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('search_terms')
      .select('term')
      .where('term', 'in', [...new Set(words)])
      .where(
        sql<number>`2 * search_terms.spots`,
        '>=',
        this.db.selectFrom('spots').select((eb) => eb.fn.max('spots.id').as('top')),
      )
      .execute();
    return new Set(rows.map((row) => row.term));
  }

  /**
   * SQLite: the best matches ranked by bm25 on the words other than `narrowing` (which weigh
   * nothing), then popularity; the narrowing words only filter, tested on the title and tags
   * as the index matches them. Pages are read best first until `limit` spots hold every word;
   * null when the rarer words' best matches mostly lack the narrowing ones, and the whole
   * query is the cheaper way.
   */
  private async rankedOnRarerWords(
    words: readonly string[],
    narrowing: ReadonlySet<string>,
    conditions: Expression<SqlBool>[],
    limit: number,
  ): Promise<number[] | null> {
    const last = words.length - 1;
    const rarer = words.filter((word, index) => index === last || !narrowing.has(word));
    const query = fullTextQuery(this.engine, rarer);
    const found: number[] = [];
    for (let page = 0; page < NARROWED_PAGES_MAX; page++) {
      const rows = await this.bm25Matches(query)
        .select(['spots.id', 'spots.title', 'spots.tags_text'])
        .where((eb) => eb.and(conditions))
        .orderBy('matches.rank')
        .orderBy('spots.score', 'desc')
        .orderBy('spots.id')
        .limit(NARROWED_PAGE)
        .offset(page * NARROWED_PAGE)
        .execute();
      for (const row of rows) {
        if (wordsInTitle(words, row.title, row.tags_text) === null) continue;
        found.push(row.id);
        if (found.length === limit) return found;
      }
      if (rows.length < NARROWED_PAGE) return found;
    }
    return null;
  }

  /**
   * One page of the spots passing the filter, most popular first, with the text search
   * matches: those after `after` in that order (an index scan that stops at `limit`).
   */
  popularPage(
    filter: SpotFilter,
    limit: number,
    after?: { score: number; id: number },
  ): Promise<{ id: number; score: number; title: string; tags_text: string }[]> {
    let query = this.db
      .selectFrom('spots')
      .select(['spots.id', 'spots.score', 'spots.title', 'spots.tags_text'])
      .where((eb) => eb.and(this.filterConditions(filter)));
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('spots.score', '<', after.score),
          eb.and([eb('spots.score', '=', after.score), eb('spots.id', '>', after.id)]),
        ]),
      );
    }
    return query.orderBy('spots.score', 'desc').orderBy('spots.id').limit(limit).execute();
  }

  /** The most popular spots passing the filter, for a map. */
  bestFiltered(filter: SpotFilter, limit: number) {
    return this.db
      .selectFrom('spots')
      .select(['spots.id', 'spots.lat', 'spots.lng', 'spots.title', 'spots.score'])
      .where((eb) => eb.and(this.filterConditions(filter)))
      .orderBy('spots.score', 'desc')
      .orderBy('spots.id')
      .limit(limit)
      .execute();
  }

  /** How many spots pass the filter, counting no further than `cap`. */
  async countFiltered(filter: SpotFilter, cap: number): Promise<number> {
    const row = await this.db
      .selectFrom(
        this.db
          .selectFrom('spots')
          .select('spots.id')
          .where((eb) => eb.and(this.filterConditions(filter)))
          .limit(cap)
          .as('passing'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Which of these spots pass the filter, in no particular order. */
  async filterSpotIds(ids: readonly number[], filter: SpotFilter): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('spots')
      .select('spots.id')
      .where(idIn(this.engine, 'spots.id', ids))
      .where((eb) => eb.and(this.filterConditions(filter)))
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Tags whose name holds every word (the last one by prefix), those on most spots first. */
  matchingTags(words: readonly string[], limit: number): Promise<TagMatch[]> {
    const query = fullTextQuery(this.engine, words);
    const matches =
      this.engine === 'postgres'
        ? sql<SqlBool>`${pgWordVector('tags.name')} @@ to_tsquery('simple', ${query})`
        : sql<SqlBool>`tags.id IN (SELECT rowid FROM tags_fts WHERE tags_fts MATCH ${query})`;
    return this.db
      .selectFrom('tags')
      .select(['tags.id', 'tags.name', 'tags.parent_id', 'tags.loc_cnt'])
      .where(matches)
      .orderBy('tags.loc_cnt', 'desc')
      .orderBy('tags.name')
      .orderBy('tags.id')
      .limit(limit)
      .execute();
  }

  /** Tags by id, for walking up the hierarchy. */
  tagsById(ids: readonly number[]): Promise<TagParent[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('tags')
      .select(['id', 'name', 'parent_id'])
      .where(idIn(this.engine, 'id', ids))
      .execute();
  }

  /** The tag of this name, compared as tag names are stored (case-insensitively). */
  async tagIdByName(name: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('tags')
      .select('id')
      .where('name_lower', '=', name.toLowerCase())
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async userIdByUsername(username: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** A user's public spot list by its url title. */
  async listId(username: string, urlTitle: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('spot_lists')
      .innerJoin('users', 'users.id', 'spot_lists.user_id')
      .select('spot_lists.id')
      .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
      .where('spot_lists.url_title', '=', urlTitle)
      // Only a public gallery filters the map: a private one stays unseen, as on its page.
      .where('spot_lists.is_public', '=', 1)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** The filter's conditions on `spots`; a spot hidden by moderation never passes. */
  private filterConditions(filter: SpotFilter): Expression<SqlBool>[] {
    const eb = expressionBuilder<DB, 'spots'>();
    const conditions: Expression<SqlBool>[] = [notHidden('spot', 'spots.id')];
    if (filter.tagId !== undefined) {
      const subtree = this.db
        .withRecursive('subtree(id)', (db) =>
          db
            .selectFrom('tags')
            .select('tags.id')
            .where('tags.id', '=', filter.tagId!)
            // UNION, not UNION ALL: a cycle in the hierarchy ends instead of looping.
            .union(
              db
                .selectFrom('tags')
                .innerJoin('subtree', 'subtree.id', 'tags.parent_id')
                .select('tags.id'),
            ),
        )
        .selectFrom('spot_tags')
        .select('spot_tags.spot_id')
        .where('spot_tags.tag_id', 'in', (inner) =>
          inner.selectFrom('subtree').select('subtree.id'),
        )
        .where('spot_tags.status', '!=', 'pending_add');
      conditions.push(eb('spots.id', 'in', subtree));
    }
    if (filter.userId !== undefined) {
      const photographed = this.db
        .selectFrom('photos')
        .select(sql<number>`photos.spot_id`.as('spot_id'))
        .where('photos.user_id', '=', filter.userId)
        .where('photos.spot_id', 'is not', null);
      conditions.push(
        eb.or([eb('spots.user_id', '=', filter.userId), eb('spots.id', 'in', photographed)]),
      );
    }
    if (filter.spotIds !== undefined) {
      conditions.push(
        filter.spotIds.length > 0 ? eb('spots.id', 'in', [...filter.spotIds]) : eb.lit(false),
      );
    }
    if (filter.listId !== undefined) {
      conditions.push(
        eb(
          'spots.id',
          'in',
          this.db
            .selectFrom('spot_list_spots')
            .select('spot_list_spots.spot_id')
            .where('spot_list_spots.list_id', '=', filter.listId),
        ),
      );
    }
    return conditions;
  }
}
