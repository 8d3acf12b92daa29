import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas, SCHEMA_MODULE_ORDER, schemaModuleName } from './client';

const schemaFolder = path.resolve(__dirname, '../../../shared/src/schemas');

describe('loadSchemas', () => {
  it('has every shared schema, the same objects the shared module exports', async () => {
    const [loaded, whole] = await Promise.all([loadSchemas(), import('@vantage/shared/schemas')]);
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(whole).sort());
    for (const [name, value] of Object.entries(whole)) {
      expect(loaded[name as keyof typeof loaded], name).toBe(value);
    }
  });

  it('builds each schema module after the modules it imports, and lists every one', () => {
    const modules = fs
      .readdirSync(schemaFolder)
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
      .map(schemaModuleName);
    expect([...SCHEMA_MODULE_ORDER].sort()).toEqual([...modules].sort());
    let imports = 0;
    for (const name of modules) {
      const source = fs.readFileSync(path.join(schemaFolder, `${name}.ts`), 'utf8');
      const imported = [...source.matchAll(/from '\.\/([\w-]+)(?:\.js)?'/g)].map(
        (match) => match[1]!,
      );
      imports += imported.length;
      for (const dependency of imported) {
        expect(
          SCHEMA_MODULE_ORDER.indexOf(dependency),
          `${dependency} before ${name}`,
        ).toBeLessThan(SCHEMA_MODULE_ORDER.indexOf(name));
      }
    }
    expect(imports).toBeGreaterThan(10);
  });
});
