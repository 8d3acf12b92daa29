import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderScene, SKIES, TERRAINS, type SceneSpec } from './render-scene';

async function pixels(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg).resize(32, 24, { fit: 'fill' }).raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

describe('renderScene', () => {
  it.each(TERRAINS.map((terrain, i) => [terrain, SKIES[i % SKIES.length]!] as const))(
    'renders %s under a %s sky as a JPEG of the asked size',
    async (terrain, sky) => {
      const jpeg = await renderScene({ terrain, sky, seed: 7, sun: true }, 240, 160);
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 240, 160]);
      // A failed render would be a flat image.
      const stats = await sharp(jpeg).stats();
      expect(stats.channels[0]!.stdev).toBeGreaterThan(5);
    },
  );

  it.each(['pagoda', 'stupa', 'dome', 'prang'] as const)(
    'renders a %s temple',
    async (landmark) => {
      const jpeg = await renderScene(
        { terrain: 'temple', sky: 'dawn', seed: 3, landmark },
        240,
        160,
      );
      expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
    },
  );

  it('renders the default size', async () => {
    const jpeg = await renderScene({ terrain: 'lake', sky: 'night', seed: 1, stars: true });
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1600, height: 1067 });
  });

  it('is deterministic for a seed and varies between seeds', async () => {
    const spec: SceneSpec = { terrain: 'peaks', sky: 'golden', seed: 11, sun: true };
    const first = await renderScene(spec, 240, 160);
    const again = await renderScene(spec, 240, 160);
    const other = await renderScene({ ...spec, seed: 12 }, 240, 160);
    expect(again.equals(first)).toBe(true);
    expect(meanDifference(await pixels(first), await pixels(other))).toBeGreaterThan(3);
  });
});
