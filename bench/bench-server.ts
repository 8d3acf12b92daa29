/** Serves the API on a database for the benchmarks, in its own process; prints its address. */
import os from 'node:os';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { buildContainer } from '../packages/server/src/container';
import { openDatabase } from '../packages/server/src/db/database';
import { LocalMediaStore } from '../packages/server/src/media/media-store';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: bench-server.ts <database url>');
const config = { ...loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' }), databaseUrl };
const database = openDatabase(databaseUrl);
const container = await buildContainer({
  config,
  database,
  media: new LocalMediaStore(config.mediaDir),
});
const app = await buildApp(container);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`LISTENING ${address}`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => container.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
