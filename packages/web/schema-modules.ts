import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SCHEMA_FOLDER = fileURLToPath(new URL('../shared/src/schemas/', import.meta.url));
/** The module the app imports for the map below. */
const SCHEMA_MODULES_ID = 'virtual:schema-modules';
const RESOLVED_ID = `\0${SCHEMA_MODULES_ID}`;
/** A value exported in PascalCase: a schema (constants are in capitals, helpers in camelCase). */
const EXPORTED_VALUE = /^export const ([A-Z]\w*)\s*[=:]/gm;

/** The shared schema modules' files (`spot.ts`), tests and their index aside. */
function schemaFiles(): string[] {
  return fs
    .readdirSync(SCHEMA_FOLDER)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
    .sort();
}

/** Each schema's module by the schema's name: `{ Spot: 'spot', WeatherAnswer: 'planning' }`. */
function schemaModuleNames(files: readonly string[]): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const file of files) {
    const source = fs.readFileSync(path.join(SCHEMA_FOLDER, file), 'utf8');
    for (const [, name] of source.matchAll(EXPORTED_VALUE)) {
      if (/[a-z]/.test(name!)) modules[name!] = file.slice(0, -'.ts'.length);
    }
  }
  return modules;
}

/**
 * `virtual:schema-modules`: the module of each shared schema by its name, read from the shared
 * package's sources when the app is built. A call that names its answer's schema
 * (`apiFetch(path, 'Spot')`) loads that schema's module alone, not every module of schemas.
 */
export function schemaModules(): Plugin {
  return {
    name: 'vantage:schema-modules',
    resolveId(id) {
      return id === SCHEMA_MODULES_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = schemaFiles();
      for (const file of files) this.addWatchFile(path.join(SCHEMA_FOLDER, file));
      return `export default ${JSON.stringify(schemaModuleNames(files))};`;
    },
  };
}
