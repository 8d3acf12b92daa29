import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A server of the built app started by a journey itself, for outside services it controls. */
export interface AppServer {
  origin: string;
  stop(): Promise<void>;
}

const SERVER_MAIN = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `packages/server/dist/main.js` (build first) on a free port of 127.0.0.1 with a fresh
 * data folder, the demo content loaded as on a first start, and `env` (or what it gives for the
 * server's own origin) over the settings the Playwright config gives its own server; answers once
 * `/readyz` says it is ready. On `port`, or a free one.
 */
export async function startAppServer(
  env: Record<string, string> | ((origin: string) => Record<string, string>),
  port?: number,
): Promise<AppServer> {
  // A free port is in the machine's ephemeral range, where a listening server can collide with
  // an outgoing connection: the journeys name theirs (see own-world.ts).
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-e2e-own-'));
  const server = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...(typeof env === 'function' ? env(origin) : env),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let running = true;
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => {
      running = false;
      reject(new Error(`the app server exited with ${code}`));
    }),
  );
  const healthy = (async () => {
    while (running) {
      try {
        if ((await fetch(`${origin}/readyz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    await Promise.race([healthy, exited]);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    async stop() {
      server.removeAllListeners('exit');
      const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      server.kill('SIGTERM');
      await stopped;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
