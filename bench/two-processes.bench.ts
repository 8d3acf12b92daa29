/**
 * Many machines, measured on one: the built site on one PostgreSQL database and one Redis, first
 * as one process, then as two behind a round-robin load balancer (a TCP proxy, as HAProxy or a
 * cloud balancer in TCP mode passes connections), with the demo content. Prints the throughput
 * of each hot path for one process and for two, side by side; docs/SCALING.md reads them.
 * Needs a build (`npm run build`), PostgreSQL (BENCH_POSTGRES_URL, else the test database) and
 * Redis (BENCH_REDIS_URL, else database 15 of 127.0.0.1:6379, which it empties). On a machine
 * with fewer cores than the two processes, the load generator and the balancer need, two cannot
 * serve twice what one does: the figures say what the cores allow.
 * Usage: tsx bench/two-processes.bench.ts [-- --seconds 5]
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from '@redis/client';
import { spotPath } from '@vantage/shared';
import { numberOption } from './bench-args';
import { CRAWLER, loadFor } from './load-client';
import { startBuiltServer, stopBuiltServer, untilReadyz } from './bench-process';

const SECONDS = numberOption('seconds', 5);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A database of Redis's own (15), emptied first: the hourly limits that the demo content's
// proposals count there would otherwise carry over from one run to the next.
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const PORTS = [3611, 3612] as const;
const BALANCER_PORT = 3610;

/** A database of its own on the PostgreSQL server, dropped at the end. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vantage_bench_two_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Passes each connection to the next of `ports` in turn, both ways, as it comes. */
function startBalancer(ports: readonly number[]): Promise<net.Server> {
  let next = 0;
  const balancer = net.createServer((client) => {
    const upstream = net.connect(ports[next++ % ports.length]!, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  return new Promise((resolve) =>
    balancer.listen(BALANCER_PORT, '127.0.0.1', () => resolve(balancer)),
  );
}

async function requestsPerSecond(base: string, url: string, headers: Record<string, string>) {
  await fetch(base + url, { headers }).then((res) => res.arrayBuffer());
  return loadFor(base + url, { connections: 16, seconds: SECONDS, headers });
}

const database = await freshDatabase().catch((error: unknown) => {
  console.log(
    `\nNo PostgreSQL at ${POSTGRES_URL} (${String(error)}): the two-process benchmark is skipped.`,
  );
  process.exit(0);
});
const redis = createClient({ url: REDIS_URL });
await redis.connect();
await redis.flushDb();
await redis.quit();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-two-processes-'));
const servers: ChildProcess[] = [];
let balancer: net.Server | null = null;
try {
  const env = (port: number) => ({
    DATABASE_URL: database.url,
    REDIS_URL,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${BALANCER_PORT}`,
    // Capacity without load shedding (the saturation benchmark measures that).
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
    LOAD_MAX_IN_FLIGHT: '0',
    PORT: String(port),
  });
  // The first process migrates and loads the demo content; the second starts on them.
  servers.push(startBuiltServer(PORTS[0], dataDir, env(PORTS[0])));
  const first = `http://127.0.0.1:${PORTS[0]}`;
  await untilReadyz(first, { attempts: 2400, server: servers[0] });
  const photos = (await (await fetch(`${first}/api/photos/fav`)).json()) as { id: number }[];
  const photo = (await (await fetch(`${first}/api/photo/${photos[0]!.id}`)).json()) as {
    idSpot: number;
    spotTitle: string;
  };
  const paths: [string, string, Record<string, string>][] = [
    ['/healthz', '/healthz', {}],
    ['/api/point/{id}', `/api/point/${photo.idSpot}`, {}],
    ['/api/search/paris', '/api/search/paris', {}],
    [
      'spot page, server-rendered (gzip)',
      spotPath({ id: photo.idSpot, title: photo.spotTitle }),
      { 'user-agent': CRAWLER, 'accept-encoding': 'gzip' },
    ],
  ];
  const one: number[] = [];
  for (const [, url, headers] of paths)
    one.push((await requestsPerSecond(first, url, headers)).perSecond);
  // The same process behind the balancer: what passing through it costs, apart.
  balancer = await startBalancer([PORTS[0]]);
  const through = `http://127.0.0.1:${BALANCER_PORT}`;
  const oneBalanced: number[] = [];
  for (const [, url, headers] of paths)
    oneBalanced.push((await requestsPerSecond(through, url, headers)).perSecond);
  await new Promise((resolve) => balancer!.close(resolve));

  servers.push(startBuiltServer(PORTS[1], dataDir, env(PORTS[1])));
  await untilReadyz(`http://127.0.0.1:${PORTS[1]}`, { attempts: 2400, server: servers[1] });
  balancer = await startBalancer(PORTS);
  const both = `http://127.0.0.1:${BALANCER_PORT}`;
  console.log(
    `\nOne process, then two behind a round-robin balancer, on one PostgreSQL and one Redis (${os.availableParallelism()} cores; ${SECONDS} s each, 16 connections)`,
  );
  console.log(
    `  ${'path'.padEnd(36)} ${'one (req/s)'.padStart(12)} ${'one, balanced'.padStart(14)} ${'two, balanced'.padStart(14)}  two / one, balanced`,
  );
  for (const [index, [label, url, headers]] of paths.entries()) {
    const two = await requestsPerSecond(both, url, headers);
    console.log(
      `  ${label.padEnd(36)} ${Math.round(one[index]!).toString().padStart(12)} ${Math.round(oneBalanced[index]!).toString().padStart(14)} ${Math.round(two.perSecond).toString().padStart(14)}  ${(two.perSecond / oneBalanced[index]!).toFixed(2)}×${two.failed ? `  (${two.failed} failed)` : ''}`,
    );
  }
} finally {
  balancer?.close();
  await Promise.all(servers.map(stopBuiltServer));
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
