/** Fills a database with synthetic spots for profiling: npx tsx --conditions=source bench/fill.ts <url> [count] */
import os from 'node:os';
import { loadConfig } from '../packages/server/src/config';
import { buildContainer } from '../packages/server/src/container';
import { openDatabase } from '../packages/server/src/db/database';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { LocalMediaStore } from '../packages/server/src/media/media-store';
import { fillSpots } from './fill-spots';

const [url, countText] = process.argv.slice(2);
if (!url) throw new Error('usage: fill.ts <database url> [count]');
const config = { ...loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' }), databaseUrl: url };
const database = openDatabase(url);
await migrateToLatest(database);
const container = await buildContainer({
  config,
  database,
  media: new LocalMediaStore(config.mediaDir),
});
await fillSpots(container.spotChanges, Number(countText ?? 1_000_000), (done) => {
  if (done % 100_000 === 0) console.log(`${done} spots`);
});
await container.close();
await database.close();
