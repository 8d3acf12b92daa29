// The JavaScript a first visit downloads, gzipped: on the home page, the entry script of the
// built index.html and every chunk it imports statically (not the lazy pages); on a spot page,
// that and the spot page's chunk with its static imports (the map library must not be among
// them: it loads when a map is opened or the mini map is scrolled to).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const HOME_BUDGET_KB = 200;
const dist = path.resolve('packages/web/dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) =>
  path.join(dist, match[1]!),
);

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

/** Prints the gzipped size of each file, largest first, and the total in KB. */
function report(title: string, files: Set<string>, limit: number): number {
  let total = 0;
  const rows: Array<[string, number]> = [];
  for (const file of files) {
    const gzipped = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    total += gzipped;
    rows.push([path.relative(dist, file), gzipped]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`\n${title}`);
  for (const [file, size] of rows.slice(0, limit))
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  if (rows.length > limit) console.log(`  (and ${rows.length - limit} smaller chunks)`);
  return total / 1024;
}

const home = report(
  'Home page JavaScript (gzip -9), static imports of the entry:',
  staticClosure(entries),
  Infinity,
);
console.log(
  `  ${home.toFixed(1).padStart(7)} KB  total (goal < ${HOME_BUDGET_KB} KB: ${home < HOME_BUDGET_KB ? 'met' : 'NOT met'})`,
);

const spotChunk = fs.readdirSync(assets).find((name) => /^spot-page-[\w-]+\.js$/.test(name));
if (spotChunk) {
  const files = staticClosure([...entries, path.join(assets, spotChunk)]);
  const spot = report('Spot page JavaScript (gzip -9), entry and the spot page chunk:', files, 8);
  const mapLibrary = [...files].some((file) => /maplibre/.test(path.basename(file)));
  console.log(`  ${spot.toFixed(1).padStart(7)} KB  total`);
  console.log(
    `  map library on first load: ${mapLibrary ? 'yes' : 'no'} (goal: no: ${mapLibrary ? 'NOT met' : 'met'})`,
  );
}
