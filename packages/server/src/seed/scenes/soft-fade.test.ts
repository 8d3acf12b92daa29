import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fadeEllipse } from './soft-fade';

/** The fade's image as RGBA pixels, from the data URL an ellipse carries. */
async function fadePixels(image: string) {
  const href = /href="data:image\/png;base64,([^"]+)"/.exec(image)?.[1];
  expect(href).toBeDefined();
  return sharp(Buffer.from(href!, 'base64')).raw().toBuffer({ resolveWithObject: true });
}

describe('fadeEllipse', () => {
  it("covers the ellipse's box and places a transform as given", () => {
    const image = fadeEllipse(
      100,
      50,
      40,
      10,
      [
        [0, '#ffffff'],
        [1, '#ffffff', 0],
      ],
      {
        transform: 'rotate(30 100 50)',
      },
    );
    expect(image).toMatch(
      /^<image x="60" y="40" width="80" height="20" preserveAspectRatio="none" transform="rotate\(30 100 50\)" href="data:image\/png;base64,/,
    );
  });

  it('is the stops’ colour and opacity at the centre, gone at the rim and beyond', async () => {
    const { data, info } = await fadePixels(
      fadeEllipse(
        0,
        0,
        1,
        1,
        [
          [0, '#ff8000', 0.8],
          [1, '#ff8000', 0],
        ],
        { opacity: 0.5 },
      ),
    );
    expect(info.channels).toBe(4);
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ];
    const middle = info.width / 2;
    const [r, g, b, alpha] = at(middle, middle);
    expect([r, g, b]).toEqual([255, 128, 0]);
    // 0.8 × 0.5 of full opacity, less the step to the pixel next to the very centre.
    expect(alpha).toBeGreaterThan(95);
    expect(alpha).toBeLessThanOrEqual(102);
    expect(at(middle, 0)[3]).toBeLessThan(5);
    expect(at(0, 0)[3]).toBe(0);
  });

  it('blends between stops of different colours', async () => {
    const { data, info } = await fadePixels(
      fadeEllipse(0, 0, 1, 1, [
        [0, '#000000'],
        [1, '#ffffff'],
      ]),
    );
    const row = (info.width / 2) * info.width * 4;
    const red = (x: number) => data[row + x * 4]!;
    // From the centre out to the rim, the colour goes from black towards white.
    expect(red(info.width / 2)).toBeLessThan(10);
    expect(red(info.width / 4)).toBeGreaterThan(110);
    expect(red(info.width / 4)).toBeLessThan(145);
    expect(red(0)).toBeGreaterThan(240);
  });
});
