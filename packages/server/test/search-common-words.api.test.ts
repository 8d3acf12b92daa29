import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { fullTextQuery } from '../src/modules/search/search-sql';
import { tileKeysFor } from '../src/modules/spots/spot-writer.repository';
import { describeEachEngine } from './support/engine-suite';

/** The subjects the benchmark's synthetic spots are tagged with, one each. */
const SUBJECTS = ['Lake', 'Mountains', 'Waterfall', 'Night Sky', 'Castle', 'Sunset'];

describeEachEngine('search with words on most spots on %s', (ctx, engine) => {
  beforeAll(async () => {
    // Spots as the benchmark makes them: "spot" and "synthetic" on most, numbers on few, tags
    // of one or two words; some titles lack the common words but hold the numbers.
    await ctx.container.spotChanges.createMany(
      Array.from({ length: 400 }, (_, index) => {
        const title = index % 7 === 3 ? `Quiet place ${index + 1}` : `Synthetic spot ${index + 1}`;
        return {
          title,
          slug: `spot-${index}`,
          lat: 40 + index / 1000,
          lng: 10,
          tags_text: SUBJECTS[index % SUBJECTS.length]!,
          score: (index * 37) % 23,
          ...tileKeysFor(40, 10),
          created_at: 1,
          updated_at: 1,
        };
      }),
    );
  });

  /** The ranking over every word of the search, as one full-text query orders it. */
  async function rankedByEveryWord(words: readonly string[]): Promise<number[]> {
    const query = fullTextQuery(engine, words);
    const { rows } =
      engine === 'sqlite'
        ? await sql<{ id: number }>`
            SELECT spots.id FROM spots_fts JOIN spots ON spots.id = spots_fts.rowid
            WHERE spots_fts MATCH ${query}
            ORDER BY bm25(spots_fts, 10.0, 1.0), spots.score DESC, spots.id LIMIT 51`.execute(
            ctx.database.db,
          )
        : await sql<{ id: number }>`
            SELECT id FROM spots WHERE search_vector @@ to_tsquery('simple', ${query})
            ORDER BY ts_rank(search_vector, to_tsquery('simple', ${query})) DESC, score DESC, id
            LIMIT 51`.execute(ctx.database.db);
    return rows.map((row) => row.id);
  }

  it('ranks as the query over every word does, the words on most spots only narrowing', async () => {
    const searches = [
      ['spot', '1'],
      ['spot', '12'],
      ['spot', '3'],
      ['synthetic', 'spot', '13'],
      ['synthetic', 'spot', '4'],
      ['spot', 'synthetic', '2'],
      ['spot', 'nigh'],
      ['synthetic', 'night', 'sk'],
    ];
    for (const words of searches) {
      const expected = await rankedByEveryWord(words);
      expect(expected.length, words.join(' ')).toBeGreaterThan(0);
      expect(
        await ctx.container.repositories.search.rankedSpotIds(words, {}, 51),
        words.join(' '),
      ).toEqual(expected);
    }
  });

  it('orders spots that the rarer words rank alike by popularity', async () => {
    const [tagged, popular] = await Promise.all(
      [
        { title: 'Synthetic spot 7001', tags: 'Spot', score: 1 },
        { title: 'Synthetic spot 7002', tags: 'Lake', score: 5 },
      ].map(({ title, tags, score }) =>
        ctx.make.spot({ title, tags: [tags], lat: 41, lng: 10 }).then(async (id) => {
          await ctx.database.db.updateTable('spots').set({ score }).where('id', '=', id).execute();
          return id;
        }),
      ),
    );
    // PostgreSQL's ts_rank counts the common word in the tags; SQLite's bm25 weighs it nothing.
    expect(await ctx.container.repositories.search.rankedSpotIds(['spot', '700'], {}, 51)).toEqual(
      engine === 'sqlite' ? [popular, tagged] : [tagged, popular],
    );
  });
});
