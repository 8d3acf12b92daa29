import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { formatZonedTime, instantFromZoned, isKnownTimeZone, zonedParts } from '@vantage/shared';
import { usePlanningTime } from '../planning';

/** Day-of-year and time-of-day slider ranges. */
export const LAST_DAY_OF_YEAR = 364;
export const MS_PER_DAY = 86_400_000;

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
      <Slider
        size="small"
        aria-label="Day of the year"
        min={0}
        max={LAST_DAY_OF_YEAR}
        step={1}
        value={Math.min(dayOfYear, LAST_DAY_OF_YEAR)}
        onChange={(_, value) => setTime(instantFromZoned(year, value, msOfDay, zone))}
        sx={{ flex: '1 1 120px', minWidth: 100, color: '#90caf9' }}
      />
      <Slider
        size="small"
        aria-label="Time of day"
        min={0}
        max={MS_PER_DAY}
        step={60_000}
        value={Math.floor(msOfDay / 60_000) * 60_000}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) =>
          formatZonedTime(instantFromZoned(year, dayOfYear, value, zone), zone)
        }
        onChange={(_, value) => setTime(instantFromZoned(year, dayOfYear, value, zone))}
        sx={{ flex: '2 1 160px', minWidth: 120, color: '#ffb300' }}
      />
      <Button size="small" color="inherit" onClick={() => setTime(Date.now())}>
        Now
      </Button>
    </Box>
  );
}
