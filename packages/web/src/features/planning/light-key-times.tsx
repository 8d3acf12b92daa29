import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatZonedTime } from '@vantage/shared';
import { compassPoint } from './azimuth-geometry';
import { PHASE_COLOUR, PHASE_LABEL, type LightSegment } from './light-phases';
import type { PlanningSky } from './use-planning-sky';
import type { SeenDay } from './seen-from-spot';
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

/** 'HH:mm · 123° SE': when the sun rises or sets, and where. */
function timeAndBearing(event: HorizonEvent, timeZone: string): string {
  return `${formatZonedTime(event.epochMs, timeZone)} · ${Math.round(event.azimuthDeg)}° ${compassPoint(event.azimuthDeg)}`;
}

/** Sunrise and sunset with their azimuths, first and last light, moonrise and moonset. */
export function KeyTimes({ sky, seen }: { sky: PlanningSky; seen: SeenDay | null }) {
  const { day, place } = sky;
  const tz = place.timeZone;
  const { sunTimes } = day;
  const sunText = (event: HorizonEvent | null, missing: string) =>
    event ? timeAndBearing(event, tz) : missing;
  const clock = (epochMs: number | undefined) =>
    epochMs === undefined ? '—' : formatZonedTime(epochMs, tz);
  // When a rise or set clears the spot's skyline; shown once the horizon is known.
  const overTerrain = (key: keyof SeenDay) => {
    if (!day[key] || !seen) return null;
    const event = seen[key];
    return (
      <Box
        component="span"
        data-testid={`${key}-seen-time`}
        sx={{ display: 'block', color: 'text.secondary' }}
      >
        {event ? `over the terrain ${formatZonedTime(event.epochMs, tz)}` : 'hidden by the terrain'}
      </Box>
    );
  };
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
          {sunText(day.sunrise, sunTimes.alwaysUp ? 'Sun up all day' : 'No sunrise')}
          {overTerrain('sunrise')}
        </KeyTime>
        <KeyTime label="Sunset" testId="sunset-time">
          {sunText(day.sunset, sunTimes.alwaysDown ? 'Sun down all day' : 'No sunset')}
          {overTerrain('sunset')}
        </KeyTime>
        <KeyTime label="First light">{clock(sunTimes.dawn?.getTime())}</KeyTime>
        <KeyTime label="Last light">{clock(sunTimes.dusk?.getTime())}</KeyTime>
        <KeyTime label="Moonrise">
          {clock(day.moonrise?.epochMs)}
          {overTerrain('moonrise')}
        </KeyTime>
        <KeyTime label="Moonset">
          {clock(day.moonset?.epochMs)}
          {overTerrain('moonset')}
        </KeyTime>
      </Box>
      <PhotoHours segments={day.segments} timeZone={tz} />
    </>
  );
}

/** The day's blue and golden hours as coloured chips; nothing when it has none. */
function PhotoHours({ segments, timeZone }: { segments: LightSegment[]; timeZone: string }) {
  const hours = photoHours(segments, timeZone);
  if (hours.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
      {hours.map((hour) => (
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
