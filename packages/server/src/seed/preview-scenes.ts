import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderScene, type SceneSpec } from './scenes/render-scene';

/**
 * Renders a contact sheet of generated scenes for eyeballing the art:
 * `npx tsx packages/server/src/seed/preview-scenes.ts /tmp/scenes [firstSeed]`.
 */
const SAMPLES: Omit<SceneSpec, 'seed'>[] = [
  { sky: 'golden', terrain: 'peaks', sun: true },
  { sky: 'dawn', terrain: 'lake' },
  { sky: 'day', terrain: 'mountains', sun: true },
  { sky: 'dusk', terrain: 'coast', sun: true },
  { sky: 'night', terrain: 'city', sun: true },
  { sky: 'golden', terrain: 'desert', sun: true },
  { sky: 'overcast', terrain: 'forest' },
  { sky: 'day', terrain: 'hills' },
  { sky: 'dusk', terrain: 'sea', sun: true },
  { sky: 'golden', terrain: 'canyon', sun: true },
  { sky: 'night', terrain: 'ice', stars: true },
  { sky: 'dawn', terrain: 'temple', sun: true },
];

const outDir = path.resolve(process.argv[2] ?? '/tmp/scenes');
const firstSeed = Number(process.argv[3] ?? 1);
const cellW = 480;
const cellH = 320;
const columns = 3;

await mkdir(outDir, { recursive: true });
const cells = await Promise.all(
  SAMPLES.map(async (sample, i) => {
    const started = performance.now();
    const jpeg = await renderScene({ ...sample, seed: firstSeed + i });
    const ms = performance.now() - started;
    console.log(`${sample.terrain}/${sample.sky}: ${ms.toFixed(0)} ms, ${jpeg.length} bytes`);
    const input = await sharp(jpeg).resize(cellW, cellH).toBuffer();
    return { input, left: (i % columns) * cellW, top: Math.floor(i / columns) * cellH };
  }),
);
const sheet = path.join(outDir, 'contact-sheet.png');
await sharp({
  create: {
    width: cellW * columns,
    height: cellH * Math.ceil(SAMPLES.length / columns),
    channels: 3,
    background: '#000000',
  },
})
  .composite(cells)
  .png()
  .toFile(sheet);
console.log(`wrote ${sheet}`);
