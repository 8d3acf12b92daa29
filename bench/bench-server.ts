/** Serves the API on a database for the benchmarks, in its own process; says its address on standard error. */
import os from 'node:os';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { buildContainer } from '../packages/server/src/container';
import { openDatabase } from '../packages/server/src/db/database';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: bench-server.ts <database url>');
const config = {
  ...loadConfig({
    DATA_DIR: process.env.DATA_DIR ?? os.tmpdir(),
    // Silent unless the benchmark asks for the log a site writes (`info`).
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    // The saturation benchmark sets the load limits; the others keep the defaults.
    LOAD_MAX_EVENT_LOOP_DELAY_MS: process.env.LOAD_MAX_EVENT_LOOP_DELAY_MS,
    LOAD_MAX_EVENT_LOOP_UTILIZATION: process.env.LOAD_MAX_EVENT_LOOP_UTILIZATION,
    LOAD_MAX_HEAP_MB: process.env.LOAD_MAX_HEAP_MB,
    LOAD_MAX_IN_FLIGHT: process.env.LOAD_MAX_IN_FLIGHT,
  }),
  databaseUrl,
};
const database = openDatabase(databaseUrl);
const container = await buildContainer({ config, database });
const app = await buildApp(container);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.error(`LISTENING ${address}`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => container.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
