import { loadSharp } from '../../lib/sharp';
import type { RawImage } from '../../media/image-pipeline';
import { PALETTES } from './palette';
import { between, makeRng, type Rng } from './random';
import type { SceneSpec } from './render-scene';
import { f } from './svg';

/** Width of a demo 360° photo; equirectangular, so twice as wide as high. */
export const PANORAMA_WIDTH = 4096;

/** A lone summit rising above a ridge: where it stands (0–1 around the circle), its size. */
interface Summit {
  at: number;
  halfWidth: number;
  heightPx: number;
}

/** One ring of mountains around the viewer, as a sum of waves that close on themselves. */
function ridge(
  rng: Rng,
  width: number,
  horizonY: number,
  heightPx: number,
  sharpness: number,
  summit?: Summit,
) {
  const waves = Array.from({ length: 6 }, (_, i) => ({
    // Whole numbers of waves around the circle, so the picture's two edges meet.
    cycles: Math.round(between(rng, 1, 3) * (i + 1)),
    phase: between(rng, 0, Math.PI * 2),
    weight: 1 / (i + 1) ** 0.8,
  }));
  const total = waves.reduce((sum, wave) => sum + wave.weight, 0);
  const points: string[] = [];
  const step = 8;
  for (let x = 0; x <= width; x += step) {
    const angle = (x / width) * Math.PI * 2;
    const value =
      waves.reduce((sum, w) => sum + w.weight * Math.sin(w.cycles * angle + w.phase), 0) / total;
    const lift = Math.max(0, (value + 0.35) / 1.35) ** sharpness * heightPx;
    let peak = 0;
    if (summit) {
      // Distance around the circle, so a summit near an edge continues across it.
      const away = Math.abs(((x / width - summit.at + 1.5) % 1) - 0.5);
      peak = Math.max(0, 1 - away / summit.halfWidth) ** 1.4 * summit.heightPx;
    }
    points.push(`${f(x)},${f(horizonY - Math.max(lift, peak))}`);
  }
  return `M0,${f(horizonY + 2)} L${points.join(' L')} L${f(width)},${f(horizonY + 2)} Z`;
}

/**
 * A generated 360° photograph (equirectangular): sky above the horizon at mid-height, two
 * rings of mountains, and ground down to the nadir. The left and right edges meet, so the
 * 360 view shows no seam.
 */
export function panoramaSvg(spec: SceneSpec, width = PANORAMA_WIDTH): string {
  const height = width / 2;
  const horizon = height / 2;
  const pal = PALETTES[spec.sky];
  const rng = makeRng(spec.seed);
  // 1° of elevation is height / 180 pixels.
  const degree = height / 180;
  const summit = { at: between(rng, 0, 1), halfWidth: 0.035, heightPx: 30 * degree };
  const far = ridge(rng, width, horizon, 18 * degree, 1.5, summit);
  const near = ridge(rng, width, horizon, 8 * degree, 1.2);
  // A small lake in front of the viewer, reflecting the sky; drawn again one turn away, so
  // a lake across the picture's edge continues on the other side.
  const lakeX = summit.at * width;
  const lake = [lakeX - width, lakeX, lakeX + width]
    .map(
      (x) =>
        `<ellipse cx="${f(x)}" cy="${f(horizon + 9 * degree)}" rx="${f(width * 0.12)}" ry="${f(5 * degree)}" fill="${pal.water}" opacity="0.9"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${pal.sky[0]}"/><stop offset="0.55" stop-color="${pal.sky[1]}"/>
<stop offset="0.85" stop-color="${pal.sky[2]}"/><stop offset="1" stop-color="${pal.sky[3]}"/>
</linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${pal.land}"/><stop offset="1" stop-color="#0d0f0c"/>
</linearGradient>
</defs>
<rect width="${width}" height="${f(horizon)}" fill="url(#sky)"/>
<path d="${far}" fill="${pal.haze}"/>
<path d="${near}" fill="${pal.land}" opacity="0.85"/>
<rect y="${f(horizon)}" width="${width}" height="${f(horizon)}" fill="url(#ground)"/>
${lake}
</svg>`;
}

/** Renders a demo 360° photograph as a JPEG. */
export async function renderPanorama(spec: SceneSpec, width = PANORAMA_WIDTH): Promise<Buffer> {
  const { data, ...raw } = await renderPanoramaPixels(spec, width);
  const sharp = await loadSharp();
  return sharp(data, { raw }).jpeg({ quality: 84, mozjpeg: false }).toBuffer();
}

/** Renders a demo 360° photograph's pixels, as the photo pipeline takes them. */
export async function renderPanoramaPixels(
  spec: SceneSpec,
  width = PANORAMA_WIDTH,
): Promise<RawImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(panoramaSvg(spec, width)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 3 ? 3 : 4 };
}
