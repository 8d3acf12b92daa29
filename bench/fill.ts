/** Fills a database with synthetic spots for profiling: npx tsx --conditions=source bench/fill.ts <url> [count] */
import { openDatabase } from '../packages/server/src/db/database';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { fillSpots } from './fill-spots';

const [url, countText] = process.argv.slice(2);
if (!url) throw new Error('usage: fill.ts <database url> [count]');
const database = openDatabase(url);
await migrateToLatest(database);
await fillSpots(database, Number(countText ?? 1_000_000), (done) => {
  if (done % 100_000 === 0) console.log(`${done} spots`);
});
await database.close();
