import { searchTerms, spotMatches } from '../../src/db/fulltext';
import type { TestContext } from './test-context';

/** Ids of the spots whose title or tag words match every word of `text`, by the full-text index. */
export async function spotsMatching(ctx: TestContext, text: string): Promise<number[]> {
  const rows = await ctx.database.db
    .selectFrom('spots')
    .select('id')
    .where(spotMatches(ctx.engine, searchTerms(text)))
    .execute();
  return rows.map((row) => row.id);
}
