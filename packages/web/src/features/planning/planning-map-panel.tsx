import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WbTwilightIcon from '@mui/icons-material/WbTwilight';
import { formatZonedTime } from '@vantage/shared';
import { MOBILE_MEDIA_QUERY, useIsMobile } from '../../lib/use-is-mobile';
import { withMapPanel } from '../../core/map-panels';
import { usePersistedFlag } from '../../lib/use-persisted-flag';
import { compassPoint } from './azimuth-geometry';
import { SpotLightTimeline } from './light-timeline';
import { PlanningSliders, PlanningToggles } from './planning-controls';
import { setPlanningPrefs } from './planning-store';
import type { PlanningPlace } from './sun-moon-day';
import { useMapPadding } from './use-map-padding';
import { usePlanningSky } from './use-planning-sky';
import { useWeather } from './planning-api';
import { WeatherForecast } from './weather-forecast';

/**
 * The compact sun, moon and weather panel over the large map of a spot (render inside the
 * map's container). It folds to one line; the forecast shows while the weather flag `w` is set.
 */
export function PlanningMapPanel({ spotId, place }: { spotId: number; place: PlanningPlace }) {
  const mobile = useIsMobile();
  const [open, setOpen] = usePersistedFlag('mapPlanning', !mobile);
  const sky = usePlanningSky(place);
  const location = useLocation();
  const navigate = useNavigate();
  // A forecast that is not configured or not reachable leaves no empty weather box.
  const weatherAvailable = useWeather(spotId).data?.available === true;
  const weatherOn = new URLSearchParams(location.search).has('w') && weatherAvailable;
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useMapPadding(panel, mobile ? 'bottom' : 'left', open || weatherOn);
  if (!sky) return null;
  const tz = place.timeZone;
  const closeWeather = () => {
    setPlanningPrefs({ weather: false });
    void navigate(withMapPanel(location, 'w', false), { preventScrollReset: true });
  };

  return (
    <Paper
      ref={setPanel}
      component="section"
      aria-label="Sun, moon and weather"
      elevation={3}
      sx={{
        position: 'absolute',
        zIndex: 2,
        left: 10,
        top: 10,
        width: 340,
        maxWidth: 'calc(100% - 70px)',
        // The coordinates box keeps the bottom-left corner on wide screens.
        maxHeight: 'calc(100% - 72px)',
        overflowY: 'auto',
        borderRadius: 2,
        bgcolor: 'rgba(255, 255, 255, 0.96)',
        [`@media ${MOBILE_MEDIA_QUERY}`]: {
          top: 'auto',
          bottom: 30,
          right: 10,
          width: 'auto',
          maxWidth: 'none',
          maxHeight: 'calc(100% - 70px)',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1.5, pr: 0.5, py: 0.5 }}>
        <WbTwilightIcon sx={{ color: '#f59f00' }} aria-hidden />
        <Typography sx={{ flex: 1, fontSize: 13.5, fontWeight: 600, minWidth: 0 }} noWrap>
          {formatZonedTime(sky.epochMs, tz)} · Sun {Math.round(sky.now.sun.azimuthDeg)}°{' '}
          {compassPoint(sky.now.sun.azimuthDeg)}
          {sky.day.sunset && ` · Sunset ${formatZonedTime(sky.day.sunset.epochMs, tz)}`}
        </Typography>
        <IconButton
          size="small"
          aria-label={open ? 'Fold the sun and moon panel' : 'Unfold the sun and moon panel'}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      {open && (
        <Box sx={{ px: 1.5, pb: 1.25, display: 'grid', gap: 1 }}>
          <PlanningSliders sky={sky} dense />
          <SpotLightTimeline spotId={spotId} sky={sky} compact />
          <PlanningToggles spotId={spotId} />
        </Box>
      )}
      {weatherOn && (
        <>
          <Divider />
          <Box sx={{ px: 1.5, pt: 0.75, pb: 1.25 }}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography component="h2" sx={{ flex: 1, fontWeight: 700, fontSize: 14 }}>
                Weather
              </Typography>
              <IconButton size="small" aria-label="Close the weather" onClick={closeWeather}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
            <WeatherForecast spotId={spotId} timeZone={tz} />
          </Box>
        </>
      )}
    </Paper>
  );
}
