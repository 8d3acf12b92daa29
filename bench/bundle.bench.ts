// The JavaScript a first visit fetches, as a browser meets it: the built server with its demo
// content opened in Chromium with a fresh profile, every script response's transferred (encoded)
// body counted while the page loads and until the network has been idle, for the home page and
// a demo spot page, on a wide screen and on a phone's (what lies below the first screen loads
// when the visitor scrolls near it, so the two differ). The map library is counted apart: the
// spot page's goal leaves it out (it loads when the mini map is near). Beside it, the build's
// static count: the entry of the built index.html and every chunk it imports statically, and
// with the spot page's chunk.
// Needs a build (`npm run build`) and /usr/bin/chromium.
// Usage: [BUNDLE_PORT=3000] tsx bench/bundle.bench.ts
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstVisitScripts } from './fetched-scripts';

/** The goals, in KB of gzipped JavaScript fetched. */
const HOME_GOAL_KB = 150;
const SPOT_GOAL_KB = 250;

const dist = path.resolve('packages/web/dist');
const assets = path.join(dist, 'assets');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const isMapLibrary = (file: string) => /maplibre/i.test(path.basename(file));

/** The files and every chunk they import statically. */
function staticClosure(files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    // Static imports only: `import{a}from"./x.js"` and `import"./y.js"`; `import("./z.js")` is lazy.
    for (const match of code.matchAll(
      /import\s*(?:[\w${},\s*]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(path.join(path.dirname(file), match[1]!));
    }
  }
  return seen;
}

/** Prints the gzipped (level 9) size of the files' total. */
function reportStatic(): void {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) =>
    path.join(dist, match[1]!),
  );
  const gzipped = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(fs.readFileSync(file), { level: 9 }).length, 0);
  console.log('\nThe build, static imports (gzip -9)');
  console.log(`  ${kb(gzipped(staticClosure(entries)))}  entry`);
  const spotChunk = fs.readdirSync(assets).find((name) => /^spot-page-[\w-]+\.js$/.test(name));
  if (!spotChunk) return;
  const files = staticClosure([...entries, path.join(assets, spotChunk)]);
  console.log(`  ${kb(gzipped(files))}  entry and the spot page's chunk`);
  const mapLibrary = [...files].some(isMapLibrary);
  console.log(`  map library among them: ${mapLibrary ? 'yes (NOT met)' : 'no (met)'}`);
}

/** Prints what a page fetched, largest first, its total and the map library apart; answers both. */
function reportFetched(title: string, scripts: Map<string, number>): { all: number; map: number } {
  const rows = [...scripts].sort((a, b) => b[1] - a[1]);
  console.log(`\n${title}`);
  for (const [file, bytes] of rows) console.log(`  ${kb(bytes)}  ${file}`);
  const all = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  const map = rows
    .filter(([file]) => isMapLibrary(file))
    .reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`  ${kb(all)}  total, ${rows.length} scripts`);
  console.log(`  ${kb(map)}  of it the map library`);
  return { all, map };
}

const goal = (label: string, bytes: number, goalKb: number) =>
  console.log(
    `  ${label.padEnd(44)} ${kb(bytes)}   goal: <= ${goalKb} KB ${bytes / 1024 <= goalKb ? 'met' : 'NOT met'}`,
  );

reportStatic();
const visits = await firstVisitScripts(['wide', 'phone']);
for (const [screen, title] of [
  ['wide', 'a wide screen, 1280×720'],
  ['phone', "a phone, Lighthouse's mobile screen, 412×823"],
] as const) {
  const home = reportFetched(
    `Home page (/) on ${title}, scripts fetched (transferred, encoded):`,
    visits[screen].home,
  );
  const spot = reportFetched(
    `Spot page (${visits.spotUrl}) on ${title}, scripts fetched (transferred, encoded):`,
    visits[screen].spot,
  );
  console.log(`\nGoals on ${title} (a fresh profile, until the network is idle)`);
  goal('home page JavaScript fetched', home.all, HOME_GOAL_KB);
  goal('spot page JavaScript fetched, map library aside', spot.all - spot.map, SPOT_GOAL_KB);
}
