/**
 * A spot page's calls (the spot, its forecast, its "when to go" card) while the forecast
 * service is down the worst way: it accepts connections and never answers. The first spot
 * waits for the timeout and opens the breaker; the figure is the median of the next spots',
 * answered "unavailable" at once.
 * Usage: tsx --conditions=source bench/provider-down.bench.ts
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { titleSlug } from '@vantage/shared';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { buildContainer } from '../packages/server/src/container';
import { openDatabase } from '../packages/server/src/db/database';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { timeZoneAt } from '../packages/server/src/lib/time-zone';
import { tileKeysFor } from '../packages/server/src/modules/spots/spot-writer.repository';

const GOAL_MS = 300;
const SPOTS = 20;

// Accepts every connection and says nothing, as a service that hangs.
const sockets = new Set<net.Socket>();
const hanging = net.createServer((socket) => sockets.add(socket));
await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
const port = (hanging.address() as net.AddressInfo).port;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-provider-down-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  OPEN_METEO_URL: `http://127.0.0.1:${port}`,
  TERRAIN_TILES: 'off',
});
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database);
const container = await buildContainer({ config, database });
const app = await buildApp(container);

const ids: number[] = [];
for (let i = 0; i < SPOTS + 1; i += 1) {
  const lat = 40 + i * 0.37;
  const lng = 5 + i * 0.41;
  const now = Date.now();
  ids.push(
    await container.repositories.spots.insert({
      title: `Spot ${i}`,
      slug: titleSlug(`Spot ${i}`),
      lat,
      lng,
      hier: '',
      tz: timeZoneAt(lat, lng),
      tags_text: '',
      user_id: null,
      ...tileKeysFor(lat, lng),
      created_at: now,
      updated_at: now,
    }),
  );
}

/** The spot page's calls, together as the browser makes them; ms until the last answered. */
async function spotPage(id: number): Promise<number> {
  const started = performance.now();
  const answers = await Promise.all(
    [`/api/point/${id}`, `/api/point/${id}/weather`, `/api/point/${id}/when-to-go`].map((url) =>
      app.inject({ method: 'GET', url }),
    ),
  );
  for (const answer of answers) {
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
  }
  return performance.now() - started;
}

const firstMs = await spotPage(ids[0]!);
const times: number[] = [];
for (const id of ids.slice(1)) times.push(await spotPage(id));
times.sort((a, b) => a - b);
const medianMs = times[Math.floor(times.length / 2)]!;
const worstMs = times.at(-1)!;

console.log('\nA spot page while the forecast service hangs');
console.log(`  first spot (waits for the timeout)   ${firstMs.toFixed(0)} ms`);
console.log(
  `  next ${SPOTS} spots, median             ${medianMs.toFixed(1)} ms   (goal < ${GOAL_MS} ms)`,
);
console.log(`  next ${SPOTS} spots, slowest            ${worstMs.toFixed(1)} ms`);

for (const socket of sockets) socket.destroy();
hanging.close();
await app.close();
await container.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
