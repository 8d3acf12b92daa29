import zlib from 'node:zlib';
import { pngFile } from '../../lib/png';
import { f } from './svg';

/** A stop of a fade: offset from the centre (0) to the edge (1), colour, opacity. */
export type FadeStop = [number, string, number?];

/**
 * The side of the image a fade is drawn from. Stretched over a glow or a cloud it is a smooth
 * ramp, sampled finer than the eye tells apart on soft light at any size a scene has.
 */
const FADE_SIDE_PX = 64;

const fades = new Map<string, string>();

/**
 * An ellipse filled with a radial fade (the SVG renderer's radial gradient, opaque at the
 * centre and gone at the rim), drawn as a small image of the fade stretched over the ellipse's
 * box. The renderer computes a radial gradient pixel by pixel, the glows and clouds of a sky
 * were most of a scene's rendering; scaling a small image costs a fraction of that.
 */
export function fadeEllipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  stops: FadeStop[],
  { opacity = 1, transform }: { opacity?: number; transform?: string } = {},
): string {
  const key = JSON.stringify([stops, opacity]);
  let href = fades.get(key);
  if (href === undefined) {
    href = `data:image/png;base64,${fadePng(stops, opacity).toString('base64')}`;
    fades.set(key, href);
  }
  const placed = transform ? ` transform="${transform}"` : '';
  return `<image x="${f(cx - rx)}" y="${f(cy - ry)}" width="${f(2 * rx)}" height="${f(2 * ry)}" preserveAspectRatio="none"${placed} href="${href}"/>`;
}

/** The fade as an RGBA PNG: colour and opacity interpolated between stops by distance. */
function fadePng(stops: FadeStop[], opacity: number): Buffer {
  const side = FADE_SIDE_PX;
  const rows = Buffer.alloc(side * (side * 4 + 1));
  const parsed = stops.map(([offset, colour, alpha]) => ({
    offset,
    rgb: [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16)),
    alpha: (alpha ?? 1) * opacity,
  }));
  for (let y = 0; y < side; y++) {
    const row = y * (side * 4 + 1);
    for (let x = 0; x < side; x++) {
      const dx = (x + 0.5) / side - 0.5;
      const dy = (y + 0.5) / side - 0.5;
      const t = Math.min(1, Math.hypot(dx, dy) * 2);
      const after = parsed.findIndex((stop) => stop.offset >= t);
      const to = parsed[after < 0 ? parsed.length - 1 : after]!;
      const from = parsed[Math.max(0, after - 1)]!;
      const span = to.offset - from.offset;
      const k = span > 0 ? (t - from.offset) / span : 0;
      const at = row + 1 + x * 4;
      for (let channel = 0; channel < 3; channel++) {
        rows[at + channel] = Math.round(
          from.rgb[channel]! + (to.rgb[channel]! - from.rgb[channel]!) * k,
        );
      }
      rows[at + 3] = Math.round((from.alpha + (to.alpha - from.alpha) * k) * 255);
    }
  }
  return pngFile(side, side, 'rgba', zlib.deflateSync(rows));
}
