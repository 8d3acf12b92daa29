import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadSchemasFrom, namedSchema, type SchemaName } from './client';

describe('namedSchema', () => {
  it('finds every shared schema by its name: the same object the shared module exports', async () => {
    const whole = await import('@vantage/shared/schemas');
    const schemas = Object.entries(whole).filter(([, value]) => value instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(200);
    for (const [name, value] of schemas) {
      expect(await namedSchema(name as SchemaName), name).toBe(value);
    }
  });

  it('refuses a name the shared schemas do not have', async () => {
    await expect(namedSchema('Spots' as SchemaName)).rejects.toThrow('no schema Spots');
  });
});

describe('loadSchemasFrom', () => {
  it('gives the schemas named, the same objects the shared module exports', async () => {
    const [loaded, whole] = await Promise.all([
      loadSchemasFrom({ Spot: 'spot', CurrentUser: 'user' }),
      import('@vantage/shared/schemas'),
    ]);
    expect(Object.keys(loaded).sort()).toEqual(['CurrentUser', 'Spot']);
    expect(loaded.Spot).toBe(whole.Spot);
    expect(loaded.CurrentUser).toBe(whole.CurrentUser);
  });

  it('refuses a module the shared schemas do not have', async () => {
    await expect(loadSchemasFrom({ Spot: 'spots' })).rejects.toThrow('no module spots');
  });
});
