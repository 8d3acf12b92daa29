// Where the processor time of each hot path goes under load: the build (`npm run build`) with
// its demo content is started once per path with V8's sampling profiler on, loaded as a browser
// asks (compressed answers accepted) for a few seconds, and stopped. Each path leaves its
// profile (`<out>/<path>/*.cpuprofile`: open it in Chromium's DevTools, Performance, or in
// speedscope, as a flame graph) and prints its throughput, its processor time per request
// (idle aside) and the functions that took most of it, by their own time.
// Usage: tsx bench/profile-paths.ts [--seconds 5] [--top 15] [--out folder]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spotPath } from '@vantage/shared';
import { numberOption, stringOption } from './bench-args';
import { demoPhoto, startBuiltServer, stopBuiltServer, untilReadyz } from './bench-process';
import { BROWSER_ENCODINGS, CRAWLER, LOAD_CLIENT, loadFor } from './load-client';
import { browserSafePort } from './browser-port';

const SECONDS = numberOption('seconds', 5);
const TOP = numberOption('top', 15);
const OUT = stringOption('out') ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-profiles-'));
const AS_A_BROWSER = { 'accept-encoding': BROWSER_ENCODINGS };

/** The part of a `.cpuprofile` (Chromium's and V8's format) read here. */
interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Microseconds of own time by function over the profile's last `windowUs`, idle aside. */
function ownTimes(profile: CpuProfile, windowUs: number): Map<string, number> {
  const names = new Map(
    profile.nodes.map(({ id, callFrame: { functionName, url, lineNumber } }) => [
      id,
      `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`.trim(),
    ]),
  );
  const sampled: number[] = [];
  let at = profile.endTime;
  for (let index = profile.samples.length - 1; index >= 0; index--) {
    sampled[index] = at;
    at -= profile.timeDeltas[index] ?? 0;
  }
  const times = new Map<string, number>();
  for (const [index, node] of profile.samples.entries()) {
    if (profile.endTime - sampled[index]! > windowUs) continue;
    const name = names.get(node)!;
    if (name === '(idle)') continue;
    times.set(name, (times.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0));
  }
  return times;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-profile-data-'));
const port = browserSafePort(process.env.PROFILE_PORT);
const base = `http://127.0.0.1:${port}`;
try {
  // The first start writes the demo content; each path then gets a later start of its own.
  const seeding = startBuiltServer(port, dataDir, { LOG_LEVEL: 'error' });
  let demo;
  try {
    await untilReadyz(base, { attempts: 2400, server: seeding });
    demo = await demoPhoto(base);
  } finally {
    await stopBuiltServer(seeding);
  }
  const paths: Array<[string, string, Record<string, string>]> = [
    ['healthz', '/healthz', {}],
    ['point', `/api/point/${demo.idSpot}`, {}],
    ['search', '/api/search/paris', {}],
    ['spot-page', spotPath({ id: demo.idSpot, title: demo.spotTitle }), { 'user-agent': CRAWLER }],
  ];
  console.log(`Profiles under load (${LOAD_CLIENT}, 8 connections, ${SECONDS} s), in ${OUT}`);
  for (const [name, url, headers] of paths) {
    const dir = path.join(OUT, name);
    const server = startBuiltServer(port, dataDir, { LOG_LEVEL: 'info' }, [
      '--expose-gc',
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
    ]);
    let requests = 0;
    let perSecond = 0;
    try {
      await untilReadyz(base, { attempts: 2400, server });
      const load = { connections: 8, headers: { ...AS_A_BROWSER, ...headers } };
      await loadFor(base + url, { ...load, seconds: 2 });
      const measured = await loadFor(base + url, { ...load, seconds: SECONDS });
      perSecond = measured.perSecond;
      requests = measured.perSecond * SECONDS;
    } finally {
      await stopBuiltServer(server);
    }
    const file = fs.readdirSync(dir).find((entry) => entry.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile in ${dir}`);
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    // The load's seconds, with the stop after them (a few milliseconds of the whole).
    const times = ownTimes(profile, (SECONDS + 0.5) * 1e6);
    const total = [...times.values()].reduce((sum, time) => sum + time, 0);
    console.log(
      `\n${name} (${url}): ${Math.round(perSecond)} requests/s, ${(total / requests).toFixed(0)} µs of processor a request (profiled)  ${path.join(dir, file)}`,
    );
    for (const [fn, time] of [...times].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(`  ${((time / total) * 100).toFixed(1).padStart(5)} %  ${fn}`);
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
