import { describe, expect, it } from 'vitest';
import { loadSchemas } from './client';

describe('loadSchemas', () => {
  it('has every shared schema, the same objects the shared module exports', async () => {
    const [loaded, whole] = await Promise.all([loadSchemas(), import('@vantage/shared/schemas')]);
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(whole).sort());
    for (const [name, value] of Object.entries(whole)) {
      expect(loaded[name as keyof typeof loaded], name).toBe(value);
    }
  });
});
