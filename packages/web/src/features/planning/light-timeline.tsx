import { memo, useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import { formatZonedTime } from '@vantage/shared';
import { Hint } from '../../components/hint';
import { PHASE_COLOUR, PHASE_LABEL, type LightSegment } from './light-phases';
import type { PlanningSky } from './use-planning-sky';
import type { SeenDay } from './seen-from-spot';
import { useSeenDay } from './use-seen-day';
import { useHorizon } from './planning-api';
import { KeyTimes } from './light-key-times';
import { ServiceNotice } from './service-notice';
import type { HorizonEvent } from './sun-moon-day';

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
 * The bar itself: the day's phases, the rises and sets over the terrain, and the planning
 * instant; one hint names what is under the pointer.
 */
function LightBar({ sky, marks }: { sky: PlanningSky; marks: [string, HorizonEvent][] }) {
  const { day, epochMs, place } = sky;
  const tz = place.timeZone;
  const span = day.endMs - day.startMs;
  const share = (ms: number) => `${((ms / span) * 100).toFixed(3)}%`;
  const phaseText = (segment: LightSegment) => segmentText(segment, tz);
  const [pointed, setPointed] = useState<string | null>(null);

  return (
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
  );
}

/** The hours under the bar. */
function HourTicks() {
  return (
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
  );
}

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
  return (
    <Box>
      <LightBar sky={sky} marks={seenMarks(seen)} />
      <HourTicks />
      {!compact && <KeyTimes sky={sky} seen={seen} />}
    </Box>
  );
}
