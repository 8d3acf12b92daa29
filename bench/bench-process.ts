import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_BUNDLE } from '../packages/server/bundle-options.mjs';

/**
 * What `npm run serve` sets in the server's environment: glibc's allocator keeps one memory
 * arena instead of one per thread that allocates (eight per processor), so what libvips frees
 * after an image goes back to use instead of staying in an arena of its own; and it gives every
 * block of 128 KB or more its own mapping and the top of its heap back from 128 KB free, so a
 * large block freed goes back to the system (see docs/CONFIG.md, Memory). A benchmark's
 * environment can set them otherwise.
 */
export const SERVE_ENV = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
/**
 * The node options `npm run serve` starts the server with: the process collects its garbage
 * once idle, and its young generation stays within 16 MB (see docs/CONFIG.md, Memory).
 */
export const SERVE_NODE_FLAGS = ['--expose-gc', '--max-semi-space-size=8'];

/** `env` on top of what `npm run serve` sets, with its node options passed to a loader's process. */
function serveEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const nodeOptions = [env.NODE_OPTIONS, ...SERVE_NODE_FLAGS].filter(Boolean).join(' ');
  return { ...SERVE_ENV, ...env, NODE_OPTIONS: nodeOptions };
}

/**
 * Starts `bench/bench-server.ts` on `databaseUrl` in its own process, so the load generator
 * does not share its event loop; answers once it listens. `env` replaces the environment.
 */
export function startBenchServer(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ server: ChildProcess; address: string }> {
  return startListening(['bench/bench-server.ts', databaseUrl], serveEnv(env));
}

/** Starts `bench/bare-fastify.ts`, the engine's floor, in its own process. */
export function startBareFastify(): Promise<{ server: ChildProcess; address: string }> {
  return startListening(['bench/bare-fastify.ts'], process.env);
}

/**
 * Runs a TypeScript file that writes `LISTENING address` on its standard error once it listens,
 * in its own process group (so stopping it stops the TypeScript loader's child process too).
 * Its standard output, its log, goes to /dev/null, as to a log collector that keeps up: read
 * through a pipe by this busy process, a full pipe would hold the server's writes back. What
 * else it writes on standard error is passed on.
 */
function startListening(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ server: ChildProcess; address: string }> {
  const server = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--conditions=source', ...args],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true, env },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const listening = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)\n/.exec(output);
      if (!match) return;
      process.stderr.write(output.replace(match[0], ''));
      server.stderr
        ?.off('data', listening)
        .on('data', (more: Buffer) => process.stderr.write(more));
      resolve({ server, address: match[1]! });
    };
    server.stderr?.on('data', listening);
    server.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

/**
 * Bundles the benchmark `entry` as the server's code is bundled for `npm run serve`, the shared
 * package loaded from its build as the server loads it, and answers the bundle's path: a child
 * process that runs it runs the server's code as served, not through the TypeScript loader,
 * whose compiled sources and their maps take tens of megabytes the server never holds. The
 * bundle goes under node_modules/.cache, from where it finds the dependencies.
 */
export async function bundleAsServed(entry: string): Promise<string> {
  if (!fs.existsSync('packages/shared/dist/index.js')) {
    spawnSync('npm', ['run', 'build', '-w', 'packages/shared'], { stdio: 'inherit' });
  }
  const outfile = path.resolve(
    'node_modules/.cache/vantage-bench',
    `${path.basename(entry, '.ts')}.mjs`,
  );
  await build({ ...SERVER_BUNDLE, entryPoints: [entry], outfile, sourcemap: false });
  return outfile;
}

/** Stops a server started by {@link startBenchServer}, with its whole process group. */
export function stopBenchServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.removeAllListeners('exit');
    server.once('exit', () => {
      server.stderr?.destroy();
      resolve();
    });
    process.kill(-server.pid!, 'SIGTERM');
  });
}

/** The Node process that serves: under the TypeScript loader, the loader's child. */
function servingPid(server: ChildProcess): number {
  let pid = server.pid!;
  for (;;) {
    const children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(' ')
      .filter(Boolean);
    if (children.length !== 1) return pid;
    pid = Number(children[0]);
  }
}

/** Resident memory (MB) of a server started by {@link startBenchServer} or {@link startSiteServer}. */
export function serverRssMb(server: ChildProcess): number {
  return serverMemoryMb(server).rss;
}

/**
 * The server's resident memory (MB), and its two parts: what the process holds on its own
 * (`own`: heap, stacks, what node and its libraries allocate) and the pages of files it maps
 * (`files`: node's binary, shared libraries, SQLite's memory-mapped database).
 */
export function serverMemoryMb(server: ChildProcess): { rss: number; own: number; files: number } {
  const status = fs.readFileSync(`/proc/${servingPid(server)}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    rss: kb('VmRSS') / 1024,
    own: kb('RssAnon') / 1024,
    files: (kb('RssFile') + kb('RssShmem')) / 1024,
  };
}

/**
 * Processor time (ms, user and system, at 10 ms resolution) the server has used so far: on a
 * busy machine the difference over many requests is steadier than their wall-clock time.
 */
export function serverCpuMs(server: ChildProcess): number {
  const stat = fs.readFileSync(`/proc/${servingPid(server)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, the 14th and 15th fields, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Starts the site as `npm run serve` does (the build in packages/server/dist, or the sources
 * through the TypeScript loader when there is no build) with `env`, and answers once
 * `/healthz` does, that is once it listens: the process, its address and the milliseconds it
 * took.
 */
export async function startSiteServer(
  env: NodeJS.ProcessEnv,
): Promise<{ server: ChildProcess; address: string; ms: number; built: boolean }> {
  const built = fs.existsSync('packages/server/dist/main.js');
  const started = performance.now();
  const server = spawn(
    process.execPath,
    built
      ? [...SERVE_NODE_FLAGS, 'packages/server/dist/main.js']
      : ['node_modules/tsx/dist/cli.mjs', '--conditions=source', 'packages/server/src/main.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
      env: built ? { ...SERVE_ENV, ...env } : serveEnv(env),
    },
  );
  let exited: number | null | undefined;
  server.once('exit', (code) => (exited = code));
  const address = `http://127.0.0.1:${env.PORT}`;
  for (;;) {
    if (exited !== undefined) throw new Error(`server exited with ${exited}`);
    const ok = await fetch(`${address}/healthz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return { server, address, ms: performance.now() - started, built };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Polls `/readyz` until it answers 200; resolves with the moment (performance.now()) it did. */
export async function whenReady(address: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const ok = await fetch(`${address}/readyz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return performance.now();
    if (performance.now() - started > timeoutMs)
      throw new Error(`${address} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Starts the build (`npm run build`) on 127.0.0.1:`port` with its data in `dataDir`, in this
 * process's environment with `env` on top (e.g. `LOG_LEVEL`); {@link untilReadyz} says when it
 * serves.
 */
export function startBuiltServer(
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  /** Options for node itself, such as `--cpu-prof`. */
  nodeFlags: readonly string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, 'packages/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops a server started by {@link startBuiltServer} (at once if it has exited already). */
export function stopBuiltServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  return stopped;
}

/**
 * Asks `/readyz` every 250 ms until it answers 200. Gives up after `attempts` tries, and at
 * once when `server` (if given) has exited.
 */
export async function untilReadyz(
  base: string,
  { attempts = Infinity, server }: { attempts?: number; server?: ChildProcess } = {},
): Promise<void> {
  for (let i = 0; ; i++) {
    if (i > attempts) throw new Error('the server did not start');
    if (server && server.exitCode !== null) {
      throw new Error(`the server exited with ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What the demo photo {@link demoPhoto} answers tells of its spot. */
export interface DemoPhoto {
  idSpot: number;
  spotTitle: string;
  spotTags: string[];
}

/**
 * The first favourite demo photo, read through the API of the server at `base`: the demo photos
 * are made after the server starts listening, so it asks until they are there.
 */
export async function demoPhoto(base: string): Promise<DemoPhoto> {
  let photos: Array<{ id: number }> = [];
  for (let i = 0; photos.length === 0; i++) {
    if (i > 2400) throw new Error('the demo photos did not appear');
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    photos = (await (await fetch(`${base}/api/photos/fav`)).json()) as Array<{ id: number }>;
  }
  return (await (await fetch(`${base}/api/photo/${photos[0]!.id}`)).json()) as DemoPhoto;
}
