import { buildApp } from './app';
import { loadConfig } from './config';
import { buildContainer } from './container';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { collectWhenIdle, compacting } from './lib/idle-collection';
import { openAddress, readyLine } from './lib/start-line';
import { DemoPhotoProcess } from './seed/demo-photo-renderer';
import { seedDemoIfEmpty } from './seed/seed';

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database);
} catch (error) {
  console.error(
    `The server does not start: ${error instanceof Error ? error.message : String(error)}. ` +
      'Fix the cause and start it again; the database is as it was before.',
  );
  await database.close();
  process.exit(1);
}
const container = await buildContainer({ config, database });
// The demo content (on a first start) loads while the routes are built: most of its work is
// photos rendered in a process of their own, which the building leaves the cores to. Nothing
// is served before both are done. Its script is seed/demo-photo-process beside this module, in
// the sources (.ts) as in the build (.js).
const demoPhotos = new DemoPhotoProcess(
  new URL(
    `./seed/demo-photo-process${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
    import.meta.url,
  ),
);
const seeding = config.seedDemo
  ? seedDemoIfEmpty(
      {
        ...container,
        renderPhoto: (job) => demoPhotos.render(job),
        collections: container,
        community: container.demoCommunity(),
        moderation: { ...container.repositories, notify: container.notifications },
      },
      (message) => container.log.info(message),
    )
  : Promise.resolve(false);
// A failure ends the start below, where it is awaited.
seeding.catch(() => undefined);
const app = await buildApp(container);
await seeding.finally(() => demoPhotos.close());
const granted = await container.admins.applyConfigured();
if (granted > 0) container.log.info(`ADMIN_EMAILS: ${granted} member(s) now administer the site`);

/** Longest a shutdown waits for requests in flight before the process ends anyway. */
const SHUTDOWN_GRACE_MS = 25_000;
/**
 * New connections the kernel keeps waiting for the process to accept (Node's default is 511):
 * a burst beyond it has connections dropped and retried by their clients a second or more
 * later. The kernel caps it at net.core.somaxconn (4096 since Linux 5.4; see docs/CONFIG.md).
 */
const LISTEN_BACKLOG = 4096;

// On SIGTERM the process stops taking work (/readyz answers 503, new connections are
// refused), lets the requests in flight finish, then closes Redis, mail and the database.
const shutdown = async (signal: string) => {
  container.log.info(`${signal} received: finishing the requests in flight, then closing`);
  container.lifecycle.accepting = false;
  setTimeout(() => {
    container.log.warn('requests still running after the grace period: ending now');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await app.close();
  await container.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
// Listening answers /healthz; /readyz says ready once the bundled data are loaded, a short
// slice at a time between requests. Nothing runs between the listening and this line, so
// /readyz never says ready before the warm-up has begun.
// Once ready, one plain line for the person who started it (on standard error, so the JSON
// lines on standard output stay whole for machines).
void container.warmUp.run(container.log).then(() => {
  const address = openAddress({
    publicUrl: config.publicUrl,
    host: config.host,
    port: config.port,
  });
  process.stderr.write(`${readyLine(config.siteName, address)}\n`);
});
// Expired sessions, tokens and abandoned uploads go; one process per run does the work.
container.cleanup.start();
// Held-back notification mails and the daily and weekly digests; one process per run.
container.notificationMailJob.start();
// Started with `node --expose-gc` (as `npm run serve` does), the process gives back what its
// start and its busy moments left behind once it is idle (see docs/CONFIG.md, Memory).
const collectGarbage = globalThis.gc;
if (collectGarbage) collectWhenIdle(compacting(() => collectGarbage()));
