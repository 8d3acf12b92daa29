import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { panoramaSvg, renderPanorama } from './panorama-scene';

describe('demo 360° photographs', () => {
  it('are twice as wide as high, so the upload rules and the 360 view take them as spheres', async () => {
    const meta = await sharp(
      await renderPanorama({ sky: 'dawn', terrain: 'peaks', seed: 7 }, 1024),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 512]);
  });

  it('close on themselves: the two edges of the picture meet without a seam', async () => {
    const width = 1024;
    const { data, info } = await sharp(
      Buffer.from(panoramaSvg({ sky: 'day', terrain: 'peaks', seed: 11 }, width)),
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at]!, data[at + 1]!, data[at + 2]!];
    };
    let worst = 0;
    for (let y = 0; y < info.height; y++) {
      const left = pixel(0, y);
      const right = pixel(info.width - 1, y);
      worst = Math.max(worst, ...left.map((value, i) => Math.abs(value - right[i]!)));
    }
    // One pixel apart on the sphere, so only antialiasing may differ.
    expect(worst).toBeLessThan(60);
  });

  it('are the same picture for the same recipe', () => {
    const spec = { sky: 'golden', terrain: 'peaks', seed: 3 } as const;
    expect(panoramaSvg(spec, 512)).toBe(panoramaSvg(spec, 512));
  });
});
