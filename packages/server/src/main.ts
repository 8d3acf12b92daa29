import { buildApp, buildServices } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { LocalMediaStore } from './media/media-store';
import { warmBasemap } from './modules/tiles/tiles.service';
import { seedDemoIfEmpty } from './seed/seed';

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database);
const media = new LocalMediaStore(config.mediaDir);
const services = buildServices(database, { config });
const app = await buildApp({ config, database, media }, services);

if (config.seedDemo) {
  const seeded = await seedDemoIfEmpty(database, media, services, (message) =>
    app.log.info(message),
  );
  if (seeded) services.spots.tileCache.invalidate();
}

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
void warmBasemap();
