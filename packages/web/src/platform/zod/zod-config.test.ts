import { afterEach, describe, expect, it, vi } from 'vitest';
import './zod-config';
import { z } from 'zod';
import { version as installedVersion } from 'zod/package.json';
import webPackage from '../../../package.json';

/** The zod whose keeping of its settings `zod-config.ts` relies on. */
const PINNED_ZOD_VERSION = '4.6.7';

describe('zod under a policy without eval', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is set never to compile code', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('makes and parses schemas without trying whether it may compile code', () => {
    const compiled = vi.spyOn(globalThis, 'Function');
    const Spot = z.object({ title: z.string(), tags: z.array(z.object({ name: z.string() })) });
    const spot = { title: 'Kala Patthar', tags: [{ name: 'Mountain' }] };
    expect(Spot.parse(spot)).toEqual(spot);
    expect(Spot.safeParse({ title: 1 }).success).toBe(false);
    expect(compiled).not.toHaveBeenCalled();
  });

  it('is pinned to the version installed and to the one the package asks for, exactly', () => {
    expect(installedVersion).toBe(PINNED_ZOD_VERSION);
    expect(webPackage.dependencies.zod).toBe(PINNED_ZOD_VERSION);
  });
});
