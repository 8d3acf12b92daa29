/** A shoot's outlook at a sunrise or sunset: worth going, perhaps, or not. */
export type GoVerdict = 'go' | 'maybe' | 'no-go';

/** The forecast at the hour of a sunrise or sunset, in the units the weather answer uses. */
export interface ShootConditions {
  /** Total cloud cover at the spot, percent. */
  cloudsPct: number;
  /** Cloud cover by layer at the spot, percent; null where the provider does not give it. */
  cloudsLowPct: number | null;
  cloudsMidPct: number | null;
  cloudsHighPct: number | null;
  /** Low cloud toward the sun's azimuth (over the horizon the light comes through), percent. */
  towardSunLowPct: number | null;
  /** Rain and snow (water) in mm over the forecast step. */
  rainMm: number;
  snowMm: number;
  windMs: number;
  /** Horizontal visibility in metres; null where unknown. */
  visibilityM: number | null;
}

/** One reason behind a verdict, and which verdict it alone would give. */
export interface VerdictReason {
  verdict: GoVerdict;
  text: string;
}

/** Rain or snow per forecast step (mm) from which the shoot is off, and from which it is doubtful. */
export const WET_NO_GO_MM = 1;
export const WET_MAYBE_MM = 0.2;
/** Low cloud (percent) toward the sun that blocks the light, and that may. */
export const LOW_CLOUD_NO_GO_PCT = 70;
export const LOW_CLOUD_MAYBE_PCT = 40;
/** Wind (m/s) at which a tripod shakes, and at which it is hardly usable. */
export const WIND_MAYBE_MS = 10;
export const WIND_NO_GO_MS = 15;
/** Visibility (m): fog below the first, haze below the second. */
export const FOG_M = 1000;
export const HAZE_M = 5000;
/** Mid and high cloud cover (percent) that catches the colour of a low sun. */
const COLOUR_CLOUD_MIN_PCT = 20;
const COLOUR_CLOUD_MAX_PCT = 80;

const RANK: Record<GoVerdict, number> = { go: 0, maybe: 1, 'no-go': 2 };

/** The worse of two verdicts. */
export function worseVerdict(a: GoVerdict, b: GoVerdict): GoVerdict {
  return RANK[a] >= RANK[b] ? a : b;
}

/** Whether verdict `a` is better than `b`. */
export function betterVerdict(a: GoVerdict, b: GoVerdict): boolean {
  return RANK[a] < RANK[b];
}

const round = (value: number) => Math.round(value);

/**
 * A go / maybe / no-go verdict for a sunrise or sunset from the forecast at its hour, with the
 * reasons spelled out. A low overcast (toward the sun or over the spot) is the no-go; a clear
 * horizon under mid or high cloud is the colourful case; rain, snow, fog and strong wind spoil
 * any light.
 */
export function goVerdict(conditions: ShootConditions): {
  verdict: GoVerdict;
  reasons: VerdictReason[];
} {
  const reasons: VerdictReason[] = [];
  const add = (verdict: GoVerdict, text: string) => reasons.push({ verdict, text });
  const wetMm = conditions.rainMm + conditions.snowMm;
  const wetKind = conditions.snowMm > conditions.rainMm ? 'Snow' : 'Rain';
  if (wetMm >= WET_NO_GO_MM) add('no-go', `${wetKind}: ${wetMm.toFixed(1)} mm in 3 hours`);
  else if (wetMm >= WET_MAYBE_MM)
    add('maybe', `Some ${wetKind.toLowerCase()}: ${wetMm.toFixed(1)} mm in 3 hours`);

  const layered = conditions.cloudsLowPct !== null;
  const lowTowardSun = conditions.towardSunLowPct ?? conditions.cloudsLowPct;
  if (layered && lowTowardSun !== null) {
    if (lowTowardSun >= LOW_CLOUD_NO_GO_PCT) {
      add('no-go', `Low cloud toward the sun (${round(lowTowardSun)}%) blocks the light`);
    } else if (lowTowardSun >= LOW_CLOUD_MAYBE_PCT) {
      add('maybe', `Low cloud toward the sun (${round(lowTowardSun)}%) may block the light`);
    } else {
      const upperPct = Math.max(conditions.cloudsMidPct ?? 0, conditions.cloudsHighPct ?? 0);
      if (upperPct >= COLOUR_CLOUD_MIN_PCT && upperPct <= COLOUR_CLOUD_MAX_PCT) {
        add(
          'go',
          `Clear horizon with mid and high cloud (${round(upperPct)}%) to catch the colour`,
        );
      } else if (upperPct > COLOUR_CLOUD_MAX_PCT) {
        add('maybe', `Thick mid and high cloud (${round(upperPct)}%) may dim the light`);
      } else {
        add(
          'go',
          `Clear horizon and sky (low cloud ${round(lowTowardSun)}%): clean light, little colour`,
        );
      }
    }
  } else if (conditions.cloudsPct >= 90) {
    add('no-go', `Overcast (${round(conditions.cloudsPct)}% cloud)`);
  } else if (conditions.cloudsPct >= 60) {
    add('maybe', `Mostly cloudy (${round(conditions.cloudsPct)}% cloud)`);
  } else if (conditions.cloudsPct >= COLOUR_CLOUD_MIN_PCT) {
    add('go', `Broken cloud (${round(conditions.cloudsPct)}%) to catch the colour`);
  } else {
    add('go', `Clear sky (${round(conditions.cloudsPct)}% cloud)`);
  }

  if (conditions.visibilityM !== null) {
    const km = (conditions.visibilityM / 1000).toFixed(1);
    if (conditions.visibilityM < FOG_M) add('no-go', `Fog: visibility ${km} km`);
    else if (conditions.visibilityM < HAZE_M) add('maybe', `Haze: visibility ${km} km`);
  }
  if (conditions.windMs >= WIND_NO_GO_MS) {
    add('no-go', `Strong wind: ${round(conditions.windMs)} m/s`);
  } else if (conditions.windMs >= WIND_MAYBE_MS) {
    add('maybe', `Wind ${round(conditions.windMs)} m/s: a tripod may shake`);
  }
  const verdict = reasons.reduce<GoVerdict>(
    (worst, reason) => worseVerdict(worst, reason.verdict),
    'go',
  );
  // The worst reasons first: they decide.
  reasons.sort((a, b) => RANK[b.verdict] - RANK[a.verdict]);
  return { verdict, reasons };
}
