// Writes the app icons in public/icons from the SVGs beside this script:
// `node packages/web/icons/make-icons.mjs`. The PNGs are committed; the launch screens, many and
// large, are drawn by each build instead (`launch-screens.ts`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public', 'icons');

/** [source, file, size]: 'any' icons keep the rounded favicon, maskable ones fill the square. */
const ICONS = [
  ['../public/favicon.svg', 'icon-48.png', 48],
  ['../public/favicon.svg', 'icon-192.png', 192],
  ['../public/favicon.svg', 'icon-512.png', 512],
  ['app-icon.svg', 'maskable-192.png', 192],
  ['app-icon.svg', 'maskable-512.png', 512],
  ['app-icon.svg', 'apple-touch-icon.png', 180],
];

for (const [source, file, size] of ICONS) {
  await sharp(path.join(here, source), { density: 600 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}×${size}`);
}
