import type { MarkerConfig } from '@photo-sphere-viewer/markers-plugin';
import { formatZonedTime, type PathPoint } from '@vantage/shared';
import type { PlanningPrefs } from '../planning';
import { splitAtHorizon, type HorizonEvent, type SkyScene } from './sky-scene';
import { skyToViewer } from './view-geometry';

/** Marker sizes in px: normal and with the 'large' preference. */
export const BODY_SIZE_PX = { sun: [28, 46], moon: [24, 40] } as const;

const SUN_COLOUR = '#ffb300';
const MOON_COLOUR = '#c9d4ff';

type Prefs = Pick<PlanningPrefs, 'large' | 'moon' | 'paths'>;

/** Clock time of an instant at the spot: its zone's wall clock, else UTC. */
function clock(time: Date, timeZone: string | null): string {
  return formatZonedTime(time.getTime(), timeZone ?? 'UTC');
}

function degrees(value: number): string {
  return `${Math.round(value)}°`;
}

/** The sun as a glowing disc. */
export function sunSvg(sizePx: number): string {
  const r = sizePx / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="${-r} ${-r} ${sizePx} ${sizePx}"><circle r="${r * 0.95}" fill="${SUN_COLOUR}" fill-opacity="0.35"/><circle r="${r * 0.62}" fill="#ffd54f" stroke="#fff8e1" stroke-width="${Math.max(1, r * 0.08)}"/></svg>`;
}

/**
 * The moon with its phase: a dark disc and the lit part, bounded by the bright limb (a half
 * circle) and the terminator (a half ellipse). `rotationDeg` turns the bright limb from the
 * top of the marker towards where the sun lights it from, as seen at the spot.
 */
export function moonSvg(sizePx: number, fraction: number, rotationDeg: number): string {
  const r = sizePx / 2 - 1;
  const lit = Math.min(1, Math.max(0, fraction));
  const terminatorRy = Math.abs(1 - 2 * lit) * r;
  // A crescent's terminator bulges towards the bright limb, a gibbous moon's away from it.
  const sweep = lit < 0.5 ? 0 : 1;
  const litPath = `M ${-r} 0 A ${r} ${r} 0 0 1 ${r} 0 A ${r} ${terminatorRy.toFixed(2)} 0 0 ${sweep} ${-r} 0 Z`;
  const half = sizePx / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="${-half} ${-half} ${sizePx} ${sizePx}"><circle r="${r}" fill="#2b3350" fill-opacity="0.75" stroke="${MOON_COLOUR}" stroke-opacity="0.6"/><path d="${litPath}" fill="#f3f0e2" transform="rotate(${rotationDeg.toFixed(1)})"/></svg>`;
}

/**
 * The bright limb's rotation on screen, clockwise from the top: the limb angle is counted
 * eastward (counter-clockwise on the sky) from celestial north, which sits the parallactic
 * angle away from the zenith.
 */
export function moonLimbRotationDeg(limbAngleRad: number, parallacticAngleRad: number): number {
  return (-(limbAngleRad - parallacticAngleRad) * 180) / Math.PI;
}

function pathMarkers(
  id: 'sun' | 'moon',
  path: PathPoint[],
  colour: string,
  timeZone: string | null,
): MarkerConfig[] {
  const markers: MarkerConfig[] = [];
  splitAtHorizon(path).forEach((run, index) => {
    markers.push({
      id: `${id}-path-${index}`,
      polyline: run.points.map((point) => {
        const position = skyToViewer(point);
        return [position.yaw, position.pitch] as [number, number];
      }),
      svgStyle: {
        stroke: colour,
        strokeWidth: run.above ? '3px' : '2px',
        strokeOpacity: run.above ? '0.9' : '0.45',
        strokeDasharray: run.above ? 'none' : '6 6',
        fill: 'none',
      },
      zIndex: 1,
    });
  });
  path.forEach((point, index) => {
    // Hours well below the horizon only clutter the ground.
    if (point.altitudeDeg < -10 || index === path.length - 1) return;
    markers.push({
      id: `${id}-hour-${index}`,
      position: skyToViewer(point),
      html: `<span class="vantage-path-hour" style="color:${colour}">${clock(point.time, timeZone).slice(0, 2)}</span>`,
      anchor: 'center center',
      zIndex: 2,
    });
  });
  return markers;
}

function horizonMarker(event: HorizonEvent, timeZone: string | null): MarkerConfig {
  const arrow = event.kind === 'sunrise' ? '↑' : '↓';
  const name = event.kind === 'sunrise' ? 'Sunrise' : 'Sunset';
  return {
    id: event.kind,
    position: skyToViewer({ azimuthDeg: event.azimuthDeg, altitudeDeg: 0 }),
    html: `<span class="vantage-horizon-event">${arrow} ${clock(event.time, timeZone)}</span>`,
    // Under the horizon, so the sun setting on the mark does not cover its time.
    anchor: 'top center',
    tooltip: `${name} ${clock(event.time, timeZone)} · ${degrees(event.azimuthDeg)}`,
    zIndex: 3,
  };
}

/** Every marker of the sky at the planning instant, following the display preferences. */
export function skyMarkers(scene: SkyScene, prefs: Prefs, timeZone: string | null): MarkerConfig[] {
  const large = prefs.large ? 1 : 0;
  const markers: MarkerConfig[] = [];
  if (prefs.paths) {
    markers.push(...pathMarkers('sun', scene.sunPath, SUN_COLOUR, timeZone));
    if (prefs.moon) markers.push(...pathMarkers('moon', scene.moonPath, MOON_COLOUR, timeZone));
  }
  markers.push(...scene.horizonEvents.map((event) => horizonMarker(event, timeZone)));
  if (prefs.moon) {
    const size = BODY_SIZE_PX.moon[large];
    markers.push({
      id: 'moon',
      position: skyToViewer(scene.moon),
      html: moonSvg(
        size,
        scene.moonLight.fraction,
        moonLimbRotationDeg(scene.moonLight.angle, scene.moon.parallacticAngleRad),
      ),
      size: { width: size, height: size },
      anchor: 'center center',
      className: 'vantage-moon-marker',
      // A dot on the compass too, so the moon can be found when it is out of view.
      data: { compass: MOON_COLOUR },
      opacity: scene.moon.altitudeDeg < 0 ? 0.55 : 1,
      tooltip: `Moon ${degrees(scene.moon.azimuthDeg)} · ${degrees(scene.moon.altitudeDeg)} high · ${Math.round(scene.moonLight.fraction * 100)}% lit`,
      zIndex: 4,
    });
  }
  const size = BODY_SIZE_PX.sun[large];
  markers.push({
    id: 'sun',
    position: skyToViewer(scene.sun),
    html: sunSvg(size),
    size: { width: size, height: size },
    anchor: 'center center',
    className: 'vantage-sun-marker',
    data: { compass: SUN_COLOUR },
    opacity: scene.sun.altitudeDeg < -0.833 ? 0.55 : 1,
    tooltip: `Sun ${degrees(scene.sun.azimuthDeg)} · ${degrees(scene.sun.altitudeDeg)} high`,
    zIndex: 5,
  });
  return markers;
}
