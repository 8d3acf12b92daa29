import { describe, expect, it } from 'vitest';
import { loadSchemas, loadSchemasFrom } from './client';

describe('loadSchemas', () => {
  it('has every shared schema, the same objects the shared module exports', async () => {
    const [loaded, whole] = await Promise.all([loadSchemas(), import('@vantage/shared/schemas')]);
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(whole).sort());
    for (const [name, value] of Object.entries(whole)) {
      expect(loaded[name as keyof typeof loaded], name).toBe(value);
    }
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
