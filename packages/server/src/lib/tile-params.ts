import { numberParam } from '@vantage/shared';
import { z } from 'zod';

const tileNumber = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must not be negative' });

/** A map tile's `z`, `x` and `y` in a path: whole numbers, not negative, `z` up to `maxZoom`. */
export function tileParams(maxZoom: number) {
  return z.object({
    z: numberParam(tileNumber.max(maxZoom, { error: `must be at most ${maxZoom}` })),
    x: numberParam(tileNumber),
    y: numberParam(tileNumber),
  });
}
