import type { ReactElement, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CloudOutlinedIcon from '@mui/icons-material/CloudOutlined';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import FilterTiltShiftIcon from '@mui/icons-material/FilterTiltShift';
import GestureIcon from '@mui/icons-material/Gesture';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import { formatZonedTime } from '@vantage/shared';
import { withMapPanel } from '../../core/map-panels';
import { compassPoint } from './azimuth-geometry';
import { PHASE_LABEL } from './light-phases';
import { useWeather } from './planning-api';
import {
  formatMsOfDay,
  formatZonedDate,
  moveToDay,
  moveToTime,
  sliderValues,
} from './planning-sliders';
import {
  setPlanningPrefs,
  setPlanningTime,
  usePlanningPrefs,
  type PlanningPrefs,
} from './planning-store';
import { moonPhaseName } from './sun-moon-day';
import { DayOfYearSlider, TimeOfDaySlider } from './time-sliders';
import type { PlanningSky } from './use-planning-sky';

/** Five minutes: fine enough for a sunrise, coarse enough to drag. */
const TIME_STEP_MS = 300_000;

/** The planning date and time on the spot's clock, with its day and time sliders. */
export function PlanningSliders({ sky, dense = false }: { sky: PlanningSky; dense?: boolean }) {
  const { epochMs, place } = sky;
  const tz = place.timeZone;
  const values = sliderValues(epochMs, tz);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          data-testid="planning-instant"
          sx={{ fontWeight: 700, fontSize: dense ? 14 : 15 }}
        >
          {formatZonedDate(epochMs, tz)} · {formatZonedTime(epochMs, tz)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {tz.replace(/_/g, ' ')}
        </Typography>
        <Button size="small" onClick={() => setPlanningTime(Date.now())} sx={{ minWidth: 0 }}>
          Now
        </Button>
      </Box>
      <SliderRow icon={<CalendarMonthOutlinedIcon />}>
        <DayOfYearSlider
          dayOfYear={values.dayOfYear}
          getAriaValueText={() => formatZonedDate(epochMs, tz)}
          onDay={(day) => setPlanningTime(moveToDay(epochMs, day, tz))}
          sx={{ py: dense ? 1.25 : 1.5 }}
        />
      </SliderRow>
      <SliderRow icon={<ScheduleIcon />}>
        <TimeOfDaySlider
          msOfDay={values.msOfDay}
          stepMs={TIME_STEP_MS}
          valueLabelFormat={formatMsOfDay}
          getAriaValueText={formatMsOfDay}
          onTime={(msOfDay) => setPlanningTime(moveToTime(epochMs, msOfDay, tz))}
          sx={{ py: dense ? 1.25 : 1.5, color: 'secondary.main' }}
        />
      </SliderRow>
    </Box>
  );
}

function SliderRow({ icon, children }: { icon: ReactElement; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        pr: 1,
        '& > .MuiSvgIcon-root': { color: 'text.secondary', fontSize: 18 },
      }}
    >
      {icon}
      {children}
    </Box>
  );
}

/** Where the sun and moon stand at the planning instant, and the light at that moment. */
export function SkyReadout({ sky }: { sky: PlanningSky }) {
  const { sun, moon, moonLit, moonPhase, phase } = sky.now;
  const [prefs] = usePlanningPrefs();
  const height = (altitudeDeg: number) =>
    altitudeDeg >= 0 ? `${Math.round(altitudeDeg)}° high` : 'below the horizon';
  return (
    <Box sx={{ fontSize: 13.5, lineHeight: 1.6 }}>
      <Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          Light:{' '}
        </Box>
        <strong data-testid="light-phase">{PHASE_LABEL[phase]}</strong>
      </Box>
      <Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          Sun:{' '}
        </Box>
        <strong data-testid="sun-azimuth">
          {Math.round(sun.azimuthDeg)}° {compassPoint(sun.azimuthDeg)}
        </strong>
        , {height(sun.altitudeDeg)}
      </Box>
      {prefs.moon && (
        <Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Moon:{' '}
          </Box>
          <strong>
            {Math.round(moon.azimuthDeg)}° {compassPoint(moon.azimuthDeg)}
          </strong>
          , {height(moon.altitudeDeg)} · {moonPhaseName(moonPhase)}, {Math.round(moonLit * 100)}%
          lit
        </Box>
      )}
    </Box>
  );
}

type PrefToggle = keyof Pick<PlanningPrefs, 'shadows' | 'paths' | 'large' | 'moon'>;

const TOGGLES: { key: PrefToggle; label: string; icon: ReactElement }[] = [
  { key: 'shadows', label: 'Shadows', icon: <FilterTiltShiftIcon /> },
  { key: 'paths', label: 'Sun & moon paths', icon: <GestureIcon /> },
  { key: 'large', label: 'Larger sun & moon', icon: <ZoomOutMapIcon /> },
  { key: 'moon', label: 'Moon', icon: <DarkModeOutlinedIcon /> },
];

/**
 * The display toggles (kept as preferences) and the weather toggle, which opens the weather
 * panel (`w`) and with it the large map.
 */
export function PlanningToggles({ spotId }: { spotId: number }) {
  const [prefs, setPrefs] = usePlanningPrefs();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {TOGGLES.map(({ key, label, icon }) => (
        <Chip
          key={key}
          size="small"
          icon={icon}
          label={label}
          aria-pressed={prefs[key]}
          color={prefs[key] ? 'primary' : 'default'}
          variant={prefs[key] ? 'filled' : 'outlined'}
          onClick={() => setPrefs({ [key]: !prefs[key] })}
        />
      ))}
      <WeatherToggle spotId={spotId} />
    </Box>
  );
}

/**
 * The weather toggle, offered only where a forecast is there to show. It alone waits for the
 * forecast, so the forecast's arrival redraws this chip and not the toggles beside it.
 */
function WeatherToggle({ spotId }: { spotId: number }) {
  const available = useWeather(spotId).data?.available === true;
  const location = useLocation();
  const navigate = useNavigate();
  if (!available) return null;
  const weatherOn = new URLSearchParams(location.search).has('w');
  const toggleWeather = () => {
    setPlanningPrefs({ weather: !weatherOn });
    void navigate(withMapPanel(location, 'w', !weatherOn), { preventScrollReset: true });
  };
  return (
    <Chip
      size="small"
      icon={<CloudOutlinedIcon />}
      label="Weather"
      aria-pressed={weatherOn}
      color={weatherOn ? 'primary' : 'default'}
      variant={weatherOn ? 'filled' : 'outlined'}
      onClick={toggleWeather}
    />
  );
}
