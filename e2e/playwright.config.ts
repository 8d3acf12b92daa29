import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { fakeOutsideServicesEnv, fakesBasePort } from './support/fake-outside-services';
import { journeyServerEnv } from './support/journey-server';

const port = Number(process.env.E2E_PORT ?? 3417);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `vantage-e2e-${Date.now()}`);
// The same journeys' server on a fresh PostgreSQL database (support/postgres-journey-server.ts).
const postgresPort = port + 1;
// Fakes of weather, webcams, Street View, elevation, the map provider, Flickr and a browser's
// push service listen on the eight ports from here.
const fakesPort = fakesBasePort();
/** The journeys that also run on PostgreSQL: members, their reports, votes and notifications. */
const COMMUNITY_JOURNEYS = [
  'moderation.e2e.ts',
  'spam.e2e.ts',
  'notifications.e2e.ts',
  'mass-revert.e2e.ts',
  'notification-mail.e2e.ts',
  'demo-member.e2e.ts',
  'push.e2e.ts',
  'guide-replies.e2e.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results/e2e-artifacts',
  // Two journeys run at a time, each in its own browser, on a machine of two cores.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    // The offline worker precaches the whole app on install; only the PWA journey needs it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: ['**/provider-down.e2e.ts', '**/basemap.e2e.ts', '**/served-tricks-off.e2e.ts'],
    },
    // Key journeys on a server of its own with every speed trick of the served pages off
    // (SERVED_TRICKS=off): the plain path each trick falls back to still works.
    { name: 'served tricks off', testMatch: '**/served-tricks-off.e2e.ts' },
    // These take the fake map and forecast providers down for every visitor of their server:
    // each worker has fakes and a server of its own (support/own-world.ts), so they run beside
    // the others.
    { name: 'providers down', testMatch: '**/provider-down.e2e.ts' },
    { name: 'own basemap', testMatch: '**/basemap.e2e.ts' },
    // The community's journeys again, on a server of the same settings and fakes whose database
    // is PostgreSQL: only the address tells them apart.
    {
      name: 'community on PostgreSQL',
      testMatch: COMMUNITY_JOURNEYS.map((file) => `**/${file}`),
      use: { baseURL: `http://127.0.0.1:${postgresPort}` },
      metadata: { shotsFolder: 'postgres' },
    },
  ],
  webServer: [
    {
      // Started first: the app's server is given their addresses.
      command: `../node_modules/.bin/tsx support/fake-services-server.ts ${fakesPort}`,
      url: `http://127.0.0.1:${fakesPort + 4}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A fresh data folder: the server migrates and loads the demo content as on a first start.
      // With the node options `npm run serve` gives it (it collects its garbage once idle).
      command: 'node --expose-gc ../packages/server/dist/main.js',
      // Ready, not just listening: the warm-up is done and nothing the journeys ask is shed.
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...journeyServerEnv(`http://127.0.0.1:${port}`, fakeOutsideServicesEnv(fakesPort)),
      },
    },
    {
      // Its own data folder (media) and a database created for the run, dropped when it stops.
      command: '../node_modules/.bin/tsx support/postgres-journey-server.ts',
      url: `http://127.0.0.1:${postgresPort}/readyz`,
      timeout: 300_000,
      reuseExistingServer: false,
      // Time to stop the server and drop its database.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(postgresPort),
        HOST: '127.0.0.1',
        DATA_DIR: `${dataDir}-postgres`,
        ...journeyServerEnv(`http://127.0.0.1:${postgresPort}`, fakeOutsideServicesEnv(fakesPort)),
      },
    },
  ],
});
