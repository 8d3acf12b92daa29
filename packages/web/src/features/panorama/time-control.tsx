import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatZonedTime, instantFromZoned, isKnownTimeZone, zonedParts } from '@vantage/shared';
import { DAY_SLIDER_MAX, DayOfYearSlider, TimeOfDaySlider, usePlanningTime } from '../planning';

/** The zone the spot's clock reads in: its own when known, else UTC. */
export function clockZone(timeZone: string | null | undefined): string {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC';
}

function dateLabel(epochMs: number, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(epochMs);
}

/**
 * A compact date and time control for the 360 view, bound to the planning instant the sun
 * panel shares, so planning goes on in fullscreen. The sliders read the spot's wall clock.
 */
export function TimeControl({ timeZone }: { timeZone: string | null | undefined }) {
  const [time, setTime] = usePlanningTime();
  const zone = clockZone(timeZone);
  const { year, dayOfYear, msOfDay } = zonedParts(time, zone);
  const zoneName = zone === 'UTC' && !timeZone ? 'UTC' : zone;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap' }}>
      <Typography
        variant="body2"
        aria-live="polite"
        aria-label="Planning time"
        sx={{ minWidth: 170, fontWeight: 600, whiteSpace: 'nowrap' }}
        title={zoneName}
      >
        {dateLabel(time, zone)} {formatZonedTime(time, zone)}
      </Typography>
      <DayOfYearSlider
        dayOfYear={Math.min(dayOfYear, DAY_SLIDER_MAX)}
        onDay={(day) => setTime(instantFromZoned(year, day, msOfDay, zone))}
        sx={{ flex: '1 1 120px', minWidth: 100, color: '#90caf9' }}
      />
      <TimeOfDaySlider
        msOfDay={Math.floor(msOfDay / 60_000) * 60_000}
        stepMs={60_000}
        valueLabelFormat={(value) =>
          formatZonedTime(instantFromZoned(year, dayOfYear, value, zone), zone)
        }
        onTime={(value) => setTime(instantFromZoned(year, dayOfYear, value, zone))}
        sx={{ flex: '2 1 160px', minWidth: 120, color: '#ffb300' }}
      />
      <Button size="small" color="inherit" onClick={() => setTime(Date.now())}>
        Now
      </Button>
    </Box>
  );
}
