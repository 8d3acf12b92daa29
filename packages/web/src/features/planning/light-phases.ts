/** The light of a part of the day, by the sun's altitude (the twilight angles of phaseOfAltitude). */
export type LightPhase = 'night' | 'astronomical' | 'nautical' | 'blue' | 'golden' | 'day';

/** How each phase is named in the panel. */
export const PHASE_LABEL: Record<LightPhase, string> = {
  night: 'Night',
  astronomical: 'Astronomical twilight',
  nautical: 'Nautical twilight',
  blue: 'Blue hour',
  golden: 'Golden hour',
  day: 'Day',
};

/** Timeline colours, from dark to bright; blue and golden hour stand out as photographers expect. */
export const PHASE_COLOUR: Record<LightPhase, string> = {
  night: '#1b2136',
  astronomical: '#2c3a63',
  nautical: '#3f5a96',
  blue: '#4f8fd8',
  golden: '#f2b233',
  day: '#cfe6f5',
};

/** The phase of the sky while the sun stands at `altitudeDeg` (−18, −12, −6, −0.833 and +6°). */
export function phaseOfAltitude(altitudeDeg: number): LightPhase {
  if (altitudeDeg < -18) return 'night';
  if (altitudeDeg < -12) return 'astronomical';
  if (altitudeDeg < -6) return 'nautical';
  if (altitudeDeg < -0.833) return 'blue';
  if (altitudeDeg < 6) return 'golden';
  return 'day';
}

/** The sun events of a day as the shared `sunTimes` gives them (null when it does not happen). */
export interface SunEventTimes {
  nightEnd: Date | null;
  nauticalDawn: Date | null;
  dawn: Date | null;
  sunrise: Date | null;
  goldenHourEnd: Date | null;
  goldenHour: Date | null;
  sunset: Date | null;
  dusk: Date | null;
  nauticalDusk: Date | null;
  night: Date | null;
}

export type SunEventName = keyof SunEventTimes;

/** The phase that begins at each event, in the order a normal day meets them. */
const PHASE_AFTER: Record<SunEventName, LightPhase> = {
  nightEnd: 'astronomical',
  nauticalDawn: 'nautical',
  dawn: 'blue',
  sunrise: 'golden',
  goldenHourEnd: 'day',
  goldenHour: 'golden',
  sunset: 'blue',
  dusk: 'nautical',
  nauticalDusk: 'astronomical',
  night: 'night',
};

export interface SunEvent {
  name: SunEventName;
  epochMs: number;
}

export interface LightSegment {
  phase: LightPhase;
  startMs: number;
  endMs: number;
}

/**
 * The events of one day's `times` that fall inside [startMs, endMs), in time order (the
 * shared `sunTimes` already keeps to the spot's calendar day; the window guards the edges).
 */
export function sunEventsIn(
  window: { startMs: number; endMs: number },
  times: SunEventTimes,
): SunEvent[] {
  const events: SunEvent[] = [];
  for (const name of Object.keys(PHASE_AFTER) as SunEventName[]) {
    const at = times[name]?.getTime();
    if (at === undefined || Number.isNaN(at) || at < window.startMs || at >= window.endMs) {
      continue;
    }
    events.push({ name, epochMs: at });
  }
  return events.sort((a, b) => a.epochMs - b.epochMs);
}

/**
 * The day cut into light phases: it starts in `initialPhase` (from the sun's altitude at the
 * window's start) and each event switches to the phase that event begins. Polar days and
 * nights simply have fewer events, or none.
 */
export function lightTimeline(
  window: { startMs: number; endMs: number },
  initialPhase: LightPhase,
  events: SunEvent[],
): LightSegment[] {
  const segments: LightSegment[] = [];
  let phase = initialPhase;
  let startMs = window.startMs;
  for (const event of events) {
    if (event.epochMs <= startMs || event.epochMs >= window.endMs) {
      if (event.epochMs === startMs) phase = PHASE_AFTER[event.name];
      continue;
    }
    const next = PHASE_AFTER[event.name];
    if (next === phase) continue;
    segments.push({ phase, startMs, endMs: event.epochMs });
    phase = next;
    startMs = event.epochMs;
  }
  segments.push({ phase, startMs, endMs: window.endMs });
  return segments;
}

/** The segment holding `epochMs`, if it is inside the timeline. */
export function segmentAt(segments: LightSegment[], epochMs: number): LightSegment | null {
  return segments.find((segment) => epochMs >= segment.startMs && epochMs < segment.endMs) ?? null;
}
