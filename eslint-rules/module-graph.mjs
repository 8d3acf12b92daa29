// Which server module imports which, read from the files on disk. Shared by the lint rule
// `vantage/modules-one-way` and `scripts/module-pairs.mjs`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Specifiers of static imports and exports, `import '…'` and `import('…')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Each file's relative specifiers, kept while its modification time stays the same. */
const parsed = new Map();

function specifiersOf(file) {
  const { mtimeMs } = statSync(file);
  const known = parsed.get(file);
  if (known?.mtimeMs === mtimeMs) return known.specifiers;
  const specifiers = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
    .map((match) => match[1])
    .filter((specifier) => specifier.startsWith('.'));
  parsed.set(file, { mtimeMs, specifiers });
  return specifiers;
}

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module (folder under `modulesDir`) a path lies in, or undefined outside modules. */
export function moduleOf(modulesDir, file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [area, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? area : undefined;
}

/** The module a relative specifier in `file` points into, if another one than the file's. */
export function importedModule(modulesDir, file, specifier) {
  const target = moduleOf(modulesDir, path.resolve(path.dirname(file), specifier));
  return target !== moduleOf(modulesDir, file) ? target : undefined;
}

/**
 * The imports between modules: module → imported module → the files (relative to
 * `modulesDir`) that import it, tests included.
 */
export function moduleGraph(modulesDir) {
  const graph = new Map();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(modulesDir, file);
    for (const specifier of specifiersOf(file)) {
      const to = importedModule(modulesDir, file, specifier);
      if (!from || !to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, new Set());
      edges.get(to).add(path.relative(modulesDir, file));
    }
  }
  return graph;
}

/** The pairs of modules that import each other, each once, in name order. */
export function bothWayPairs(graph) {
  const pairs = [];
  for (const [from, edges] of graph) {
    for (const to of edges.keys()) {
      if (from < to && graph.get(to)?.has(from)) pairs.push([from, to]);
    }
  }
  return pairs.sort((a, b) => a.join().localeCompare(b.join()));
}
