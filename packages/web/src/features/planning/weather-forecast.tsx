import { useEffect, useMemo, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import CloudIcon from '@mui/icons-material/Cloud';
import FilterDramaIcon from '@mui/icons-material/FilterDrama';
import FoggyIcon from '@mui/icons-material/Foggy';
import GrainIcon from '@mui/icons-material/Grain';
import NavigationIcon from '@mui/icons-material/Navigation';
import ThunderstormIcon from '@mui/icons-material/Thunderstorm';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import { formatZonedTime, type WeatherEntry } from '@vantage/shared';
import { compassPoint } from './azimuth-geometry';
import { useWeather } from './planning-api';
import { ServiceNotice } from './service-notice';
import {
  formatCelsius,
  formatWind,
  groupWeatherByDay,
  precipitationMm,
  weatherFamily,
  type WeatherFamily,
} from './weather-days';

const FAMILY_ICON: Record<WeatherFamily, { icon: ComponentType<SvgIconProps>; colour: string }> = {
  thunderstorm: { icon: ThunderstormIcon, colour: '#5f3dc4' },
  drizzle: { icon: GrainIcon, colour: '#1c7ed6' },
  rain: { icon: WaterDropIcon, colour: '#1971c2' },
  snow: { icon: AcUnitIcon, colour: '#74c0fc' },
  fog: { icon: FoggyIcon, colour: '#868e96' },
  clear: { icon: WbSunnyIcon, colour: '#f59f00' },
  'few-clouds': { icon: FilterDramaIcon, colour: '#fab005' },
  clouds: { icon: CloudIcon, colour: '#868e96' },
};

/** The icon of a weather code's family, titled with the provider's description. */
export function WeatherIcon({ code, title }: { code: number; title: string }) {
  const family = weatherFamily(code);
  const { icon: Icon, colour } = FAMILY_ICON[family];
  return <Icon titleAccess={title} data-family={family} sx={{ color: colour, fontSize: 26 }} />;
}

/**
 * The spot's forecast: 5 days at 3-hour steps on the spot's clock, a tab per day ('Today',
 * 'Tomorrow', then weekdays). A missing forecast or a failed call says so and nothing else.
 */
export function WeatherForecast({ spotId, timeZone }: { spotId: number; timeZone: string }) {
  const query = useWeather(spotId);
  const days = useMemo(
    () => (query.data ? groupWeatherByDay(query.data.weather, timeZone, Date.now()) : []),
    [query.data, timeZone],
  );
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(days.length - 1, 0));
  useEffect(() => {
    // A failed forecast never breaks the page: it is logged and the panel says it is missing.
    if (query.isError) console.warn(`Weather of spot ${spotId} could not be loaded`, query.error);
  }, [query.isError, query.error, spotId]);

  if (query.isPending && query.fetchStatus !== 'idle') {
    return <Skeleton variant="rounded" height={96} aria-label="Loading the weather forecast" />;
  }
  if (query.data?.unavailable) {
    return <ServiceNotice>The forecast is unavailable right now.</ServiceNotice>;
  }
  if (query.isError || !query.data?.available || days.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Weather forecast is not available.
      </Typography>
    );
  }
  const day = days[index]!;
  return (
    <Box aria-label="Weather forecast" component="section">
      <Tabs
        value={index}
        onChange={(_event, next: number) => setChosen(next)}
        variant="scrollable"
        scrollButtons={false}
        aria-label="Forecast day"
        sx={{ minHeight: 34, '& .MuiTab-root': { minHeight: 34, py: 0.5, px: 1.25, minWidth: 0 } }}
      >
        {days.map((entry) => (
          <Tab key={entry.key} label={entry.label} />
        ))}
      </Tabs>
      <Box
        role="list"
        aria-label={`Forecast for ${day.label}`}
        // It scrolls sideways on narrow screens: the keyboard can reach and scroll it too.
        tabIndex={0}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(54px, 64px)',
          overflowX: 'auto',
          gap: 0.5,
          pt: 1,
        }}
      >
        {day.entries.map((entry) => (
          <ForecastStep key={entry.dt} entry={entry} timeZone={timeZone} />
        ))}
      </Box>
      {query.data.provider && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          Forecast: {query.data.provider === 'open-meteo' ? 'Open-Meteo' : 'OpenWeatherMap'}
        </Typography>
      )}
    </Box>
  );
}

function ForecastStep({ entry, timeZone }: { entry: WeatherEntry; timeZone: string }) {
  const precipitation = precipitationMm(entry);
  return (
    <Box
      role="listitem"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.25,
        py: 0.75,
        borderRadius: 1.5,
        bgcolor: 'action.hover',
        fontSize: 12,
        lineHeight: 1.3,
      }}
    >
      <Box sx={{ color: 'text.secondary' }}>{formatZonedTime(entry.dt * 1000, timeZone)}</Box>
      <WeatherIcon code={entry.code} title={entry.descr} />
      <Box sx={{ fontWeight: 700, fontSize: 13 }}>{formatCelsius(entry.temp)}</Box>
      <Box
        title={`Wind from ${compassPoint(entry.wndDeg)}`}
        sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}
      >
        {/* The arrow points where the wind blows to: away from wndDeg. */}
        <NavigationIcon
          aria-hidden
          sx={{ fontSize: 13 }}
          // Inline: one style rule per wind direction otherwise.
          style={{ transform: `rotate(${entry.wndDeg + 180}deg)` }}
        />
        {formatWind(entry.wndSpeed)}
      </Box>
      <Box title="Cloud cover" sx={{ color: 'text.secondary' }}>
        {Math.round(entry.clouds)}%
      </Box>
      {precipitation !== null && (
        <Box
          title={entry.snow > 0 ? 'Snow and rain' : 'Rain'}
          sx={{ color: '#1971c2', fontWeight: 600 }}
        >
          {precipitation} mm
        </Box>
      )}
    </Box>
  );
}
