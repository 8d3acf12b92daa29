// What the JavaScript a first visit fetches is made of, module by module: the browser's app is
// built again (into a temporary folder, the same files as `npm run build` makes) while each
// chunk's modules are recorded, then the built server is opened in Chromium as
// `bench/bundle.bench.ts` does, and each script the home page and a demo spot page fetched is
// split into its modules. A module's share of its chunk's transferred bytes is its share of the
// chunk's gzipped modules, each gzipped alone. Printed: the largest modules and the packages or
// app folders they belong to, the map library aside.
// Needs a build (`npm run build`) of the same sources and /usr/bin/chromium.
// Usage: [BUNDLE_PORT=3000] tsx bench/bundle-modules.ts [--top 30] [--json modules.json]
//   [--screen phone]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { numberOption, stringOption } from './bench-args';
import { firstVisitScripts, type Screen } from './fetched-scripts';

const TOP = numberOption('top', 30);
/** The screen of the visits: a wide one (the default) or a phone's. */
const SCREEN: Screen = stringOption('screen') === 'phone' ? 'phone' : 'wide';
/** A file to write every fetched module to, as JSON, page by page. */
const JSON_FILE = stringOption('json');
const pages: Record<string, Array<{ name: string; chunk: string; bytes: number }>> = {};
const web = path.resolve('packages/web');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const isMapLibrary = (file: string) => /maplibre/i.test(path.basename(file));

/** One module of a chunk and its gzipped size alone. */
type ModulePart = { id: string; gzipBytes: number };

/** Each chunk's file name (`assets/x-hash.js`) with its modules. */
async function chunkModules(): Promise<Map<string, ModulePart[]>> {
  const chunks = new Map<string, ModulePart[]>();
  const recorder: Plugin = {
    name: 'vantage:record-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks.set(
          chunk.fileName,
          Object.entries(chunk.modules)
            .filter(([, module]) => module.code)
            .map(([id, module]) => ({
              id,
              gzipBytes: gzipSync(module.code!, { level: 9 }).length,
            })),
        );
      }
    },
  };
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-modules-'));
  // Vite's build sets NODE_ENV for this process, which the server started after would inherit.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      root: web,
      configFile: path.join(web, 'vite.config.ts'),
      logLevel: 'error',
      plugins: [recorder],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return chunks;
}

/** A module's short name: its path inside its package, or inside the repository. */
function moduleName(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackage = clean.lastIndexOf('/node_modules/');
  if (inPackage >= 0) return clean.slice(inPackage + '/node_modules/'.length);
  return path.relative(path.resolve('.'), clean);
}

/** What a module belongs to: its package, or an app folder (`web/src/features/spot`). */
function moduleGroup(name: string): string {
  if (name.startsWith('packages/')) {
    const parts = name.split('/');
    const depth = parts[3] === 'features' || parts[3] === 'schemas' ? 5 : 4;
    return parts.slice(1, Math.min(depth, parts.length - 1)).join('/');
  }
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Each fetched module's share of the transferred bytes, the map library aside. */
function fetchedModules(
  scripts: Map<string, number>,
  chunks: Map<string, ModulePart[]>,
): { rows: Array<{ name: string; chunk: string; bytes: number }>; unknown: string[] } {
  const rows: Array<{ name: string; chunk: string; bytes: number }> = [];
  const unknown: string[] = [];
  for (const [file, transferred] of scripts) {
    if (isMapLibrary(file)) continue;
    const modules = chunks.get(file.replace(/^\//, ''));
    if (!modules) {
      unknown.push(file);
      continue;
    }
    const total = modules.reduce((sum, module) => sum + module.gzipBytes, 0);
    for (const module of modules) {
      rows.push({
        name: moduleName(module.id),
        chunk: path.basename(file),
        bytes: total > 0 ? (transferred * module.gzipBytes) / total : 0,
      });
    }
  }
  return { rows: rows.sort((a, b) => b.bytes - a.bytes), unknown };
}

function report(title: string, scripts: Map<string, number>, chunks: Map<string, ModulePart[]>) {
  const { rows, unknown } = fetchedModules(scripts, chunks);
  pages[title] = rows;
  const all = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log(`\n${title}: ${kb(all).trim()} fetched, map library aside`);
  if (unknown.length > 0) {
    console.log(`  not in this build (build again with npm run build): ${unknown.join(', ')}`);
  }
  const groups = new Map<string, number>();
  for (const row of rows) {
    const group = moduleGroup(row.name);
    groups.set(group, (groups.get(group) ?? 0) + row.bytes);
  }
  console.log('  by package or app folder:');
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${kb(bytes)}  ${group}`);
  }
  console.log('  largest modules:');
  for (const row of rows.slice(0, TOP)) {
    console.log(`  ${kb(row.bytes)}  ${row.name}  (${row.chunk})`);
  }
}

const chunks = await chunkModules();
const visits = await firstVisitScripts([SCREEN]);
const { spotUrl } = visits;
const { home, spot } = visits[SCREEN];
report('Home page (/)', home, chunks);
report(`Spot page (${spotUrl})`, spot, chunks);
if (JSON_FILE) fs.writeFileSync(JSON_FILE, JSON.stringify(pages, null, 1));
