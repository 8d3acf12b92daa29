import { buildApp } from './app';
import { loadConfig } from './config';
import { buildContainer } from './container';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { LocalMediaStore } from './media/media-store';
import { warmBasemap } from './modules/tiles/tiles.service';
import { seedDemoIfEmpty } from './seed/seed';

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database);
const container = await buildContainer({
  config,
  database,
  media: new LocalMediaStore(config.mediaDir),
});
const app = await buildApp(container);

if (config.seedDemo) {
  await seedDemoIfEmpty({ ...container, collections: container }, (message) =>
    container.log.info(message),
  );
}

const shutdown = async (signal: string) => {
  container.log.info(`${signal} received, closing`);
  await app.close();
  await container.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
void warmBasemap();
