// Lists the server modules that import each other both ways, with the files on each side:
// `node scripts/module-pairs.mjs`. Lint (`vantage/modules-one-way`) refuses any such pair.
import path from 'node:path';
import { bothWayPairs, moduleGraph } from '../eslint-rules/module-graph.mjs';

const modulesDir = path.resolve(import.meta.dirname, '../packages/server/src/modules');
const graph = moduleGraph(modulesDir);
const pairs = bothWayPairs(graph);
for (const [first, second] of pairs) {
  console.log(`${first} <-> ${second}`);
  for (const [from, to] of [
    [first, second],
    [second, first],
  ]) {
    console.log(`  ${from} -> ${to}: ${[...graph.get(from).get(to)].join(', ')}`);
  }
}
console.log(`${pairs.length} pair(s) of modules import each other`);
