import { between } from './random';
import type { SceneSpec } from './render-scene';
import { fadeEllipse, type FadeStop } from './soft-fade';
import { f, type Canvas } from './svg';

/** The sky behind the terrain: gradient, stars, sun or moon, and clouds. */
export function skyLayers(c: Canvas, spec: SceneSpec, skyline: number): string {
  const { w, h, rng, pal } = c;
  const sky = c.gradient([
    [0, pal.sky[0]],
    [0.3, pal.sky[1]],
    [0.6, pal.sky[2]],
    [0.8, pal.sky[3]],
    [1, pal.sky[3]],
  ]);
  let out = `<rect width="${w}" height="${h}" fill="${sky}"/>`;

  if (spec.stars ?? spec.sky === 'night') {
    // The Milky Way: a soft band with a denser scatter of faint stars along it.
    const angle = between(rng, 20, 70) * (rng() < 0.5 ? -1 : 1);
    const mx = between(rng, 0.3, 0.7) * w;
    const my = skyline * 0.5;
    const band: FadeStop[] = [
      [0, '#d8cdf0', 0.3],
      [0.45, '#9c8fc8', 0.14],
      [1, '#8a7fb8', 0],
    ];
    out += fadeEllipse(mx, my, w * 0.8, h * 0.11, band, {
      transform: `rotate(${f(angle)} ${f(mx)} ${f(my)})`,
    });
    const dots: string[] = [];
    const rad = (angle * Math.PI) / 180;
    for (let i = 0; i < 320; i++) {
      let x = rng() * w;
      let y = rng() ** 1.2 * skyline;
      if (i % 3 === 0) {
        const along = between(rng, -0.8, 0.8) * w;
        const across = (rng() + rng() + rng() - 1.5) * h * 0.06;
        x = mx + Math.cos(rad) * along - Math.sin(rad) * across;
        y = my + Math.sin(rad) * along + Math.cos(rad) * across;
        if (y > skyline || y < 0) continue;
      }
      const big = rng() < 0.05;
      const r = c.u(big ? between(rng, 1.6, 2.4) : between(rng, 0.5, 1.2));
      const a = between(rng, 0.3, 1) * (1 - (0.6 * y) / h);
      dots.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill-opacity="${f(a)}"/>`);
    }
    out += `<g fill="#fffaf0">${dots.join('')}</g>`;
  }

  if (spec.sun) {
    const low = spec.sky === 'dawn' || spec.sky === 'golden' || spec.sky === 'dusk';
    const x = c.sunX;
    const y = low ? skyline - h * between(rng, -0.02, 0.06) : h * between(rng, 0.1, 0.2);
    const night = spec.sky === 'night';
    const r = c.u(night ? 26 : low ? 44 : 30);
    const halo = r * (low ? 10 : 7);
    out += fadeEllipse(x, y, halo, halo, [
      [0, pal.glow, 0.9],
      [0.2, pal.glow, 0.4],
      [1, pal.glow, 0],
    ]);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${pal.sun}" fill-opacity="${spec.sky === 'overcast' ? 0.5 : 1}"/>`;
    if (night) {
      // Maria on the moon's face.
      out += `<g fill="#c9c6b8" fill-opacity="0.5"><circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.2)}" r="${f(r * 0.28)}"/><circle cx="${f(x + r * 0.25)}" cy="${f(y + r * 0.25)}" r="${f(r * 0.22)}"/><circle cx="${f(x + r * 0.3)}" cy="${f(y - r * 0.35)}" r="${f(r * 0.14)}"/></g>`;
    }
  } else if (spec.sky !== 'night') {
    // Even without a visible sun, the horizon glows where the light comes from.
    out += fadeEllipse(c.sunX, skyline, w * 0.6, h * 0.3, [
      [0, pal.glow, 0.5],
      [1, pal.glow, 0],
    ]);
  }

  // Clouds are streaks of soft-edged puffs, lit from below near the horizon.
  const overcast = spec.sky === 'overcast';
  const puff: FadeStop[] = [
    [0, pal.cloud, 1],
    [0.55, pal.cloud, 0.6],
    [1, pal.cloud, 0],
  ];
  const clouds: string[] = [];
  const count = overcast ? 6 : spec.sky === 'night' ? 2 : Math.round(between(rng, 1, 6));
  for (let i = 0; i < count; i++) {
    const cy = (overcast ? between(rng, 0, 0.75) : between(rng, 0.05, 0.7)) * skyline;
    const cx = rng() * w;
    const len = c.u(between(rng, 200, 600)) * (overcast ? 1.8 : 1);
    const thick = c.u(between(rng, 14, 36)) * (overcast ? 3 : 1);
    const puffs = Math.round(between(rng, 4, 8));
    for (let k = 0; k < puffs; k++) {
      const px = cx + (k / (puffs - 1) - 0.5) * len;
      const py = cy + between(rng, -0.6, 0.6) * thick;
      const rx = len * between(rng, 0.15, 0.3);
      const ry = thick * between(rng, 0.7, 1.4);
      clouds.push(fadeEllipse(px, py, rx, ry, puff, { opacity: pal.cloudOpacity }));
    }
  }
  out += clouds.join('');
  return out;
}
