// The JavaScript a first visit to the home page downloads: the entry script of the built
// index.html and every chunk it imports statically (not the lazy pages), gzipped.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const HOME_BUDGET_KB = 200;
const dist = path.resolve('packages/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
const seen = new Set<string>();
const queue = entries.map((src) => path.join(dist, src));
while (queue.length > 0) {
  const file = queue.pop()!;
  if (seen.has(file)) continue;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  // Static imports only: `import{a}from"./x.js"` and `import"./y.js"`; `import("./z.js")` is lazy.
  for (const match of code.matchAll(/import\s*(?:[\w${},\s*]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    queue.push(path.join(path.dirname(file), match[1]!));
  }
}

let total = 0;
const rows: Array<[string, number]> = [];
for (const file of seen) {
  const gzipped = gzipSync(fs.readFileSync(file), { level: 9 }).length;
  total += gzipped;
  rows.push([path.relative(dist, file), gzipped]);
}
rows.sort((a, b) => b[1] - a[1]);
console.log('\nHome page JavaScript (gzip -9), static imports of the entry:');
for (const [file, size] of rows)
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(
  `  ${(total / 1024).toFixed(1).padStart(7)} KB  total (goal < ${HOME_BUDGET_KB} KB: ${total / 1024 < HOME_BUDGET_KB ? 'met' : 'NOT met'})`,
);
