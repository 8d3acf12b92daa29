import { test as base } from '@playwright/test';
import { startAppServer } from './app-server';
import {
  fakesBasePort,
  startFakeOutsideServices,
  type FakeOutsideServices,
} from './fake-outside-services';
import { journeyServerEnv } from './journey-server';

/** An outside service a journey takes down and brings back. */
export type OutsideService = 'mapProvider' | 'forecast' | 'terrain' | 'elevation';

/** The fake outside services of a worker of its own, and the server that uses them. */
export interface OwnWorld {
  /** The fake map provider's address (its styles, vector basemap and terrain tiles). */
  mapProviderOrigin: string;
  /** Takes `service` down (refusing connections; the terrain tiles alone answer 503) or back up. */
  setOutside(service: OutsideService, state: 'down' | 'up'): Promise<void>;
}

/**
 * The ports of a worker's own servers: ten a worker, clear of the shared fakes' and below the
 * machine's ephemeral range, where a listening server could collide with an outgoing
 * connection. Its fakes take seven from `offset` 0, its server the eighth; the served-tricks-off
 * journeys' server takes the tenth.
 */
export const ownPort = (parallelIndex: number, offset: number) =>
  fakesBasePort() + 1000 + 10 * parallelIndex + offset;
const SERVER_OFFSET = 8;

async function setOutside(
  fakes: FakeOutsideServices,
  service: OutsideService,
  state: 'down' | 'up',
): Promise<void> {
  const up = state === 'up';
  switch (service) {
    case 'mapProvider':
      return up ? fakes.mapProvider.reopen() : fakes.mapProvider.goDown();
    case 'forecast':
      return up ? fakes.openMeteo.reopen() : fakes.openMeteo.goDown();
    case 'elevation':
      return up ? fakes.elevation.reopen() : fakes.elevation.goDown();
    case 'terrain':
      fakes.mapProvider.terrainDown = !up;
      return;
  }
}

/**
 * Journeys that take an outside service down for every visitor of their server: each worker has
 * fakes and a server of its own (the demo content loaded as on a first start), so these run
 * beside the other journeys instead of after them.
 */
export const test = base.extend<object, { ownWorld: OwnWorld & { origin: string } }>({
  ownWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern, and it has none
    async ({}, use, workerInfo) => {
      const fakes = await startFakeOutsideServices({
        basePort: ownPort(workerInfo.parallelIndex, 0),
      });
      try {
        const server = await startAppServer(
          (origin) => journeyServerEnv(origin, fakes.env),
          ownPort(workerInfo.parallelIndex, SERVER_OFFSET),
        );
        try {
          await use({
            origin: server.origin,
            mapProviderOrigin: fakes.mapProvider.url,
            setOutside: (service, state) => setOutside(fakes, service, state),
          });
        } finally {
          await server.stop();
        }
      } finally {
        await fakes.close();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ ownWorld }, use) => use(ownWorld.origin),
});
