import { memo, useDeferredValue, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatZonedTime } from '@vantage/shared';
import { Hint } from '../../components/hint';
import { compassPoint } from './azimuth-geometry';
import { PHASE_COLOUR, PHASE_LABEL, type LightSegment } from './light-phases';
import type { PlanningSky } from './use-planning-sky';
import type { SeenDay } from './seen-from-spot';
import { useSeenDay } from './use-seen-day';
import { useHorizon } from './planning-api';
import { ServiceNotice } from './service-notice';
import type { HorizonEvent } from './sun-moon-day';

/** Blue and golden hours, the ones photographers plan for, as 'HH:mm–HH:mm' ranges. */
function photoHours(segments: LightSegment[], timeZone: string) {
  return segments
    .filter((segment) => segment.phase === 'blue' || segment.phase === 'golden')
    .map((segment) => ({
      key: `${segment.phase}-${segment.startMs}`,
      phase: segment.phase,
      range: `${formatZonedTime(segment.startMs, timeZone)}–${formatZonedTime(segment.endMs - 1, timeZone)}`,
    }));
}

/** The sun's rise and set over the terrain, marked on the bar where they differ from the sky's. */
function seenMarks(seen: SeenDay | null): [string, HorizonEvent][] {
  if (!seen) return [];
  const marks: [string, HorizonEvent | null][] = [
    ['Sun over the terrain', seen.sunrise],
    ['Sun behind the terrain', seen.sunset],
  ];
  return marks.filter((mark): mark is [string, HorizonEvent] => mark[1] !== null);
}

/** How near (px) the pointer must be to a mark on the bar to name it rather than the light. */
const MARK_REACH_PX = 4;

/**
 * What the bar shows at a point `fraction` of its width (`widthPx`) from its start: the mark
 * there (the sun over or behind the terrain), or else the light of that moment of the day.
 */
export function lightAtPoint(
  day: { startMs: number; endMs: number; segments: LightSegment[] },
  marks: [string, HorizonEvent][],
  fraction: number,
  widthPx: number,
  timeZone: string,
): string | null {
  const span = day.endMs - day.startMs;
  const mark = marks.find(
    ([, event]) =>
      Math.abs(((event.epochMs - day.startMs) / span - fraction) * widthPx) <= MARK_REACH_PX,
  );
  if (mark) return `${mark[0]} ${formatZonedTime(mark[1].epochMs, timeZone)}`;
  const atMs = day.startMs + fraction * span;
  const segment = day.segments.find((part) => atMs >= part.startMs && atMs < part.endMs);
  return segment ? segmentText(segment, timeZone) : null;
}

function segmentText(segment: LightSegment, timeZone: string): string {
  return `${PHASE_LABEL[segment.phase]} ${formatZonedTime(segment.startMs, timeZone)}–${formatZonedTime(segment.endMs - 1, timeZone)}`;
}

/**
 * A spot's light timeline, with the rises and sets over its skyline once its horizon is known.
 * It alone waits for the horizon, so the horizon's arrival redraws the bar and not the
 * planning controls around it.
 */
export function SpotLightTimeline({
  spotId,
  sky,
  compact = false,
}: {
  spotId: number;
  sky: PlanningSky;
  compact?: boolean;
}) {
  // The horizon arrives as a query's news, which React renders at once and whole: deferred,
  // the bar is redrawn as a transition React can interrupt.
  const seen = useDeferredValue(useSeenDay(spotId, sky));
  // Without the terrain the times are over a flat horizon: the page says why in one line.
  const terrainDown = useHorizon(spotId).data?.unavailable === true;
  return (
    <>
      <ShownLightTimeline sky={sky} seen={seen} compact={compact} />
      {terrainDown && <ServiceNotice>Terrain is unavailable right now.</ServiceNotice>}
    </>
  );
}

/** The bar redrawn only when what it shows changed. */
const ShownLightTimeline = memo(LightTimeline);

/**
 * The day's light as a bar from midnight to midnight on the spot's clock (night, twilights,
 * blue hour, golden hour, day) with a mark at the planning instant, and the key times below.
 */
export function LightTimeline({
  sky,
  compact = false,
  seen = null,
}: {
  sky: PlanningSky;
  compact?: boolean;
  /** The rises and sets over the spot's real skyline, shown beside the astronomical ones. */
  seen?: SeenDay | null;
}) {
  const { day, epochMs, place } = sky;
  const tz = place.timeZone;
  const span = day.endMs - day.startMs;
  const share = (ms: number) => `${((ms / span) * 100).toFixed(3)}%`;
  const phaseText = (segment: LightSegment) => segmentText(segment, tz);
  const marks = seenMarks(seen);
  // One hint for the whole bar, naming what is under the pointer.
  const [pointed, setPointed] = useState<string | null>(null);

  return (
    <Box>
      <Hint title={pointed ?? ''} followCursor describeChild>
        <Box
          role="img"
          aria-label={[
            `Light through the day: ${day.segments.map(phaseText).join(', ')}`,
            ...marks.map(
              ([name, event]) => `${name.toLowerCase()} ${formatZonedTime(event.epochMs, tz)}`,
            ),
          ].join('; ')}
          onPointerMove={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            if (box.width <= 0) return;
            setPointed(
              lightAtPoint(day, marks, (event.clientX - box.left) / box.width, box.width, tz),
            );
          }}
          onPointerLeave={() => setPointed(null)}
          sx={{
            position: 'relative',
            display: 'flex',
            height: 18,
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {/* What moves with the day and the planning time is an inline style: as styles of
              their own, each would be a new CSS rule for the page to build and keep. */}
          {day.segments.map((segment) => (
            <Box
              key={segment.startMs}
              style={{
                width: share(segment.endMs - segment.startMs),
                backgroundColor: PHASE_COLOUR[segment.phase],
              }}
            />
          ))}
          {marks.map(([name, event]) => {
            const offsetMs = event.epochMs - day.startMs;
            if (offsetMs < 0 || offsetMs > span) return null;
            return (
              <Box
                key={name}
                data-seen-mark={name}
                style={{ left: share(offsetMs) }}
                sx={{
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  width: 0,
                  ml: '-1px',
                  borderLeft: '2px dashed #ffffff',
                }}
              />
            );
          })}
          <Box
            aria-hidden
            style={{ left: share(Math.min(Math.max(epochMs - day.startMs, 0), span)) }}
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              width: 3,
              ml: '-1.5px',
              bgcolor: '#e8590c',
              boxShadow: '0 0 0 1px #ffffff',
            }}
          />
        </Box>
      </Hint>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          color: 'text.secondary',
          fontSize: 11,
          mt: 0.25,
        }}
      >
        <span>00</span>
        <span>06</span>
        <span>12</span>
        <span>18</span>
        <span>24</span>
      </Box>
      {!compact && <KeyTimes sky={sky} seen={seen} />}
    </Box>
  );
}

/** Sunrise and sunset with their azimuths, first and last light, moonrise and moonset. */
function KeyTimes({ sky, seen }: { sky: PlanningSky; seen: SeenDay | null }) {
  const { day, place } = sky;
  const tz = place.timeZone;
  const overTerrain = (event: HorizonEvent | null | undefined, testId: string) =>
    seen && (
      <Box component="span" data-testid={testId} sx={{ display: 'block', color: 'text.secondary' }}>
        {event ? `over the terrain ${formatZonedTime(event.epochMs, tz)}` : 'hidden by the terrain'}
      </Box>
    );
  const { sunTimes } = day;
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          columnGap: 2,
          rowGap: 0.75,
          mt: 1,
        }}
      >
        <KeyTime label="Sunrise" testId="sunrise-time">
          {day.sunrise
            ? `${formatZonedTime(day.sunrise.epochMs, tz)} · ${Math.round(day.sunrise.azimuthDeg)}° ${compassPoint(day.sunrise.azimuthDeg)}`
            : sunTimes.alwaysUp
              ? 'Sun up all day'
              : 'No sunrise'}
          {day.sunrise && overTerrain(seen?.sunrise, 'sunrise-seen-time')}
        </KeyTime>
        <KeyTime label="Sunset" testId="sunset-time">
          {day.sunset
            ? `${formatZonedTime(day.sunset.epochMs, tz)} · ${Math.round(day.sunset.azimuthDeg)}° ${compassPoint(day.sunset.azimuthDeg)}`
            : sunTimes.alwaysDown
              ? 'Sun down all day'
              : 'No sunset'}
          {day.sunset && overTerrain(seen?.sunset, 'sunset-seen-time')}
        </KeyTime>
        <KeyTime label="First light">
          {sunTimes.dawn ? formatZonedTime(sunTimes.dawn.getTime(), tz) : '—'}
        </KeyTime>
        <KeyTime label="Last light">
          {sunTimes.dusk ? formatZonedTime(sunTimes.dusk.getTime(), tz) : '—'}
        </KeyTime>
        <KeyTime label="Moonrise">
          {day.moonrise ? formatZonedTime(day.moonrise.epochMs, tz) : '—'}
          {day.moonrise && overTerrain(seen?.moonrise, 'moonrise-seen-time')}
        </KeyTime>
        <KeyTime label="Moonset">
          {day.moonset ? formatZonedTime(day.moonset.epochMs, tz) : '—'}
          {day.moonset && overTerrain(seen?.moonset, 'moonset-seen-time')}
        </KeyTime>
      </Box>
      {photoHours(day.segments, tz).length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
          {photoHours(day.segments, tz).map((hour) => (
            <Box
              key={hour.key}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                fontSize: 12.5,
                px: 0.75,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'action.hover',
              }}
            >
              <Box
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: PHASE_COLOUR[hour.phase] }}
              />
              {PHASE_LABEL[hour.phase]} {hour.range}
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

function KeyTime({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Typography variant="body2" component="div" sx={{ minWidth: 0, lineHeight: 1.35 }}>
      <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{label}</Box>
      <Box data-testid={testId} sx={{ fontWeight: 600 }}>
        {children}
      </Box>
    </Typography>
  );
}
