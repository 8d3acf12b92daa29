/**
 * The synthetic horizon sphere: an equirectangular picture drawn in the browser when a spot
 * has neither its own 360 photo nor a street-level panorama, so sun and moon planning works
 * anywhere. Its centre column looks north and its middle row is the horizon, so it needs no
 * correction. Where the terrain gives the spot's skyline, its silhouette stands on the
 * horizon, so the sun and moon paths show where they come over the ridges.
 */
import { horizonAltitudeAt, type HorizonProfile } from '@vantage/shared';

/** A skyline to draw: the terrain's elevation angle at every azimuth step. */
export type Skyline = Pick<HorizonProfile, 'altitudesDeg' | 'stepDeg'>;

/** Size of the drawn picture (2:1, as every equirectangular panorama). */
export const SYNTHETIC_SIZE = { width: 4096, height: 2048 } as const;

const CARDINAL_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** One text drawn on the sphere, at picture pixel coordinates (its centre). */
export interface SphereLabel {
  text: string;
  x: number;
  y: number;
  kind: 'cardinal' | 'degrees' | 'altitude';
}

/** Picture x of a compass heading: north in the middle, east a quarter to the right. */
export function headingToX(headingDeg: number, width: number = SYNTHETIC_SIZE.width): number {
  const turn = (((headingDeg / 360 + 0.5) % 1) + 1) % 1;
  return turn * width;
}

/** The compass heading of a picture x, the inverse of `headingToX`. */
export function xToHeading(x: number, width: number = SYNTHETIC_SIZE.width): number {
  return ((((x / width - 0.5) * 360) % 360) + 360) % 360;
}

/**
 * The skyline's outline in picture pixels, one point per column step, closed along the
 * bottom of the picture so it fills as ground.
 */
export function skylineOutline(
  skyline: Skyline,
  width: number = SYNTHETIC_SIZE.width,
  height: number = SYNTHETIC_SIZE.height,
  columnStep = 4,
): [number, number][] {
  const points: [number, number][] = [];
  for (let x = 0; x <= width; x += columnStep) {
    points.push([x, altitudeToY(horizonAltitudeAt(skyline, xToHeading(x, width)), height)]);
  }
  return points;
}

/** Picture y of an altitude: +90° at the top, the horizon in the middle. */
export function altitudeToY(altitudeDeg: number, height: number = SYNTHETIC_SIZE.height): number {
  return (0.5 - altitudeDeg / 180) * height;
}

/**
 * Every label of the sphere: the eight compass points just above the horizon, the heading in
 * degrees every 30° below it, and the altitude circles every 10° up the sky, repeated every 90°
 * of heading so one is always in view.
 */
export function sphereLabels(
  width: number = SYNTHETIC_SIZE.width,
  height: number = SYNTHETIC_SIZE.height,
): SphereLabel[] {
  const labels: SphereLabel[] = [];
  const horizonY = altitudeToY(0, height);
  CARDINAL_NAMES.forEach((text, index) => {
    labels.push({
      text,
      x: headingToX(index * 45, width),
      y: horizonY - height * 0.025,
      kind: 'cardinal',
    });
  });
  for (let heading = 0; heading < 360; heading += 30) {
    labels.push({
      text: `${heading}°`,
      x: headingToX(heading, width),
      y: horizonY + height * 0.034,
      kind: 'degrees',
    });
  }
  for (let heading = 15; heading < 360; heading += 90) {
    for (let altitude = 10; altitude <= 80; altitude += 10) {
      labels.push({
        text: `${altitude}°`,
        x: headingToX(heading, width),
        y: altitudeToY(altitude, height),
        kind: 'altitude',
      });
    }
  }
  return labels;
}

function drawSkyline(
  context: CanvasRenderingContext2D,
  skyline: Skyline,
  width: number,
  height: number,
) {
  const outline = skylineOutline(skyline, width, height);
  const topY = Math.min(...outline.map(([, y]) => y));
  const terrain = context.createLinearGradient(0, topY, 0, altitudeToY(-20, height));
  terrain.addColorStop(0, '#4a5a52');
  terrain.addColorStop(1, '#27302a');
  context.fillStyle = terrain;
  context.beginPath();
  context.moveTo(0, height);
  for (const [x, y] of outline) context.lineTo(x, y);
  context.lineTo(width, height);
  context.closePath();
  context.fill();
  context.strokeStyle = 'rgba(255,255,255,0.85)';
  context.lineWidth = Math.max(2, width / 1365);
  context.beginPath();
  outline.forEach(([x, y], index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.stroke();
}

/**
 * Draws the synthetic sphere onto a canvas of any 2:1 size, with the terrain's silhouette when
 * a skyline is given.
 */
export function drawSyntheticSphere(canvas: HTMLCanvasElement, skyline?: Skyline | null): void {
  const { width, height } = canvas;
  const context = canvas.getContext('2d');
  if (!context) return;
  const horizonY = altitudeToY(0, height);

  const sky = context.createLinearGradient(0, 0, 0, horizonY);
  sky.addColorStop(0, '#1d4f86');
  sky.addColorStop(0.6, '#5f9bd0');
  sky.addColorStop(1, '#c9e0f2');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, horizonY);

  const ground = context.createLinearGradient(0, horizonY, 0, height);
  ground.addColorStop(0, '#6d7f5a');
  ground.addColorStop(0.5, '#4c5c3d');
  ground.addColorStop(1, '#2f3a27');
  context.fillStyle = ground;
  context.fillRect(0, horizonY, width, height - horizonY);

  // Altitude circles every 10°, faint, so the sun's height can be read at a glance.
  context.lineWidth = Math.max(1, width / 2048);
  for (let altitude = -80; altitude <= 80; altitude += 10) {
    if (altitude === 0) continue;
    context.strokeStyle = altitude > 0 ? 'rgba(255,255,255,0.28)' : 'rgba(255,255,255,0.12)';
    const y = altitudeToY(altitude, height);
    context.beginPath();
    context.moveTo(0, y);
    context.lineTo(width, y);
    context.stroke();
  }

  // Heading grid: a tick every 10°, a longer line every 30°.
  for (let heading = 0; heading < 360; heading += 10) {
    const x = headingToX(heading, width);
    const major = heading % 30 === 0;
    context.strokeStyle = major ? 'rgba(255,255,255,0.35)' : 'rgba(255,255,255,0.5)';
    context.lineWidth = Math.max(1, width / (major ? 2048 : 4096));
    context.beginPath();
    if (major) {
      context.moveTo(x, altitudeToY(85, height));
      context.lineTo(x, altitudeToY(-60, height));
    } else {
      context.moveTo(x, horizonY - height * 0.008);
      context.lineTo(x, horizonY + height * 0.008);
    }
    context.stroke();
  }

  // The astronomical horizon, dashed under a skyline so the terrain's outline reads first.
  if (skyline) drawSkyline(context, skyline, width, height);
  context.strokeStyle = skyline ? 'rgba(255,255,255,0.55)' : '#ffffff';
  context.lineWidth = Math.max(2, width / 1024);
  context.setLineDash(skyline ? [width / 256, width / 256] : []);
  context.beginPath();
  context.moveTo(0, horizonY);
  context.lineTo(width, horizonY);
  context.stroke();
  context.setLineDash([]);

  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const label of sphereLabels(width, height)) {
    const scale = width / 4096;
    const size = label.kind === 'cardinal' ? 44 : label.kind === 'degrees' ? 26 : 22;
    context.font = `${label.kind === 'cardinal' ? 700 : 500} ${size * scale}px system-ui, sans-serif`;
    context.lineWidth = (label.kind === 'cardinal' ? 4 : 2.5) * scale;
    context.strokeStyle = 'rgba(0,0,0,0.35)';
    context.fillStyle = '#ffffff';
    // A label on the picture's seam (south) is drawn on both edges so it wraps round whole.
    for (const x of [label.x - width, label.x, label.x + width]) {
      context.strokeText(label.text, x, label.y);
      context.fillText(label.text, x, label.y);
    }
  }
}

/** The synthetic sphere as an object URL of a JPEG, ready for the viewer; revoke it after use. */
export async function syntheticSphereUrl(skyline?: Skyline | null): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = SYNTHETIC_SIZE.width;
  canvas.height = SYNTHETIC_SIZE.height;
  drawSyntheticSphere(canvas, skyline);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.9),
  );
  if (!blob) throw new Error('The synthetic panorama could not be drawn.');
  return URL.createObjectURL(blob);
}
