import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { latLngOf, type Spot } from '@vantage/shared';
import { withMapPanel } from '../../core/map-panels';
import { idleFade } from './idle-fade';
import { PanoramaBottomBar } from './panorama-bottom-bar';
import { PanoramaButtons } from './panorama-buttons';
import { PanoramaModePanel } from './panorama-mode-panel';
import { useHorizon } from '../planning';
import { usePanoramaAnswer } from './use-panorama-answer';
import { usePanoramaFullscreen } from './use-panorama-fullscreen';
import { usePanoramaModes } from './use-panorama-modes';
import { usePanoramaSky } from './use-panorama-sky';
import { usePanoramaViewer } from './use-panorama-viewer';
import { skyToViewer } from './view-geometry';

/**
 * The 360 view of a spot (`?360`): the panorama turned true to north with the sun,
 * the moon and their paths at the planning instant, a compass, the lens simulation, a date
 * and time control, fullscreen, moving forward and the more-menu modes.
 */
export function PanoramaView({ spot }: { spot: Spot }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { query, answer, moveForward } = usePanoramaAnswer(spot);
  const containerRef = useRef<HTMLDivElement>(null);
  const horizon = useHorizon(spot.id).data;
  const { handle, live, error } = usePanoramaViewer(
    containerRef,
    answer,
    horizon?.available ? horizon : null,
  );
  const { fullscreen, toggle, idle, wake } = usePanoramaFullscreen();
  const modes = usePanoramaModes(spot, answer);
  const { now, prefs, timeZone } = usePanoramaSky(spot, modes.elevM, handle);

  useEffect(() => {
    handle?.showCompass(!idle);
  }, [handle, idle]);

  const panoPlace = answer?.streetView
    ? { lat: answer.streetView.lat, lng: answer.streetView.lng }
    : latLngOf(spot);
  const lookAt = (target: { azimuthDeg: number; altitudeDeg: number }) => {
    const { yaw, pitch } = skyToViewer(target);
    handle?.turnTo({ yaw, pitch });
  };
  const fade = idleFade(idle);

  return (
    <PanoramaFrame fullscreen={fullscreen} idle={idle} onActivity={wake}>
      <Box
        ref={containerRef}
        data-testid="panorama-viewer"
        // Its own stacking context keeps the viewer's compass and markers under our controls.
        sx={{ position: 'absolute', inset: 0, zIndex: 0 }}
      />
      {(modes.mode === 'view' || modes.mode === 'north') && <Crosshair />}
      {!answer && (query.isPending || query.isFetching) && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress color="inherit" aria-label="Loading the panorama" />
        </Box>
      )}
      {(error || query.isError) && (
        <Typography
          role="alert"
          sx={{ position: 'absolute', top: '45%', width: '100%', textAlign: 'center' }}
        >
          {error ?? 'The panorama could not be loaded.'}
        </Typography>
      )}

      <PanoramaButtons
        fade={fade}
        fullscreen={fullscreen}
        canMoveForward={answer?.source === 'streetview'}
        canFixNorth={answer?.source !== 'synthetic'}
        canChangePlace={!spot.positionBlurred}
        onClose={() => void navigate(withMapPanel(location, '360', false))}
        onFullscreen={toggle}
        onMode={modes.open}
        onMoveForward={() => void moveForward(live)}
        onLookAtSun={() => lookAt(now.sun)}
      />
      <PanoramaModePanel
        spot={spot}
        answer={answer}
        modes={modes}
        place={panoPlace}
        live={live}
        handle={handle}
        fade={fade}
      />
      <PanoramaBottomBar
        fade={fade}
        live={live}
        handle={handle}
        now={now}
        showMoon={prefs.moon}
        timeZone={timeZone}
        elevM={modes.elevM}
      />
    </PanoramaFrame>
  );
}

export default PanoramaView;

/**
 * The 360 view's dark frame over the map, or over the whole page in fullscreen, where any
 * pointer movement wakes the idle controls; it styles the sky markers' labels too.
 */
function PanoramaFrame({
  fullscreen,
  idle,
  onActivity,
  children,
}: {
  fullscreen: boolean;
  idle: boolean;
  onActivity: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label="360° view"
      data-idle={idle ? 'true' : 'false'}
      onMouseMove={fullscreen ? onActivity : undefined}
      onTouchStart={fullscreen ? onActivity : undefined}
      sx={{
        position: fullscreen ? 'fixed' : 'absolute',
        inset: 0,
        // Above the page, below menus, popovers and snackbars (MUI modal 1300, snackbar 1400).
        zIndex: fullscreen ? 1250 : 'auto',
        bgcolor: '#0f1720',
        color: '#fff',
        overflow: 'hidden',
        cursor: idle ? 'none' : undefined,
        '& .vantage-path-hour': {
          font: '600 12px system-ui, sans-serif',
          textShadow: '0 0 3px #000, 0 0 2px #000',
        },
        '& .vantage-horizon-event': {
          display: 'inline-block',
          px: 0.75,
          py: 0.25,
          mt: 0.75,
          borderRadius: 1,
          bgcolor: 'rgba(0,0,0,0.55)',
          color: '#ffcc80',
          font: '600 12px system-ui, sans-serif',
          whiteSpace: 'nowrap',
        },
      }}
    >
      {children}
    </Box>
  );
}

function Crosshair() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        top: '50%',
        left: '50%',
        width: 44,
        height: 44,
        transform: 'translate(-50%, -50%)',
        pointerEvents: 'none',
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          bgcolor: 'rgba(255,255,255,0.9)',
          boxShadow: '0 0 2px #000',
        },
        '&::before': { left: 0, right: 0, top: '50%', height: 2, mt: '-1px' },
        '&::after': { top: 0, bottom: 0, left: '50%', width: 2, ml: '-1px' },
      }}
    />
  );
}
