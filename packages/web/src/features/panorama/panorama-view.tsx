import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { isKnownTimeZone, latLngOf, localDayBoundsMs, type Spot } from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { withMapPanel } from '../../core/map-panels';
import { usePlanningPrefs, usePlanningTime } from '../planning';
import { FOV_CAP_DEG } from './lens';
import { LensControl } from './lens-control';
import { fetchPanorama, panoramaKey } from './panorama-api';
import { PanoramaButtons } from './panorama-buttons';
import { DefaultViewMode, ElevationMode, NorthFixMode, type PanoramaMode } from './panorama-modes';
import { skyDay, skyNow, type SkyPlace } from './sky-scene';
import { skyMarkers } from './sky-markers';
import { TimeControl } from './time-control';
import { usePanoramaViewer } from './use-panorama-viewer';
import { usePanoramaFullscreen } from './use-panorama-fullscreen';
import { skyToViewer, stepTowards, viewToViewer } from './view-geometry';
import { spotKey } from '../../core/spot-query';

/** How far 'Move forward' looks for the next street-level panorama. */
const STEP_FORWARD_M = 12;
const ZERO_ADJUST = { headingAdj: 0, pitchAdj: 0 };

const SOURCE_LABEL = {
  photo: '360° photo',
  streetview: 'Street-level panorama',
  synthetic: 'Synthetic horizon: no panorama here yet',
} as const;

/**
 * The 360 view of a spot (`?360`): the panorama turned true to north with the sun,
 * the moon and their paths at the planning instant, a compass, the lens simulation, a date
 * and time control, fullscreen, moving forward and the more-menu modes.
 */
export function PanoramaView({ spot }: { spot: Spot }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [at, setAt] = useState<{ lat: number; lng: number } | null>(null);
  const query = useQuery({
    queryKey: panoramaKey(spot.id, at),
    queryFn: () => fetchPanorama(spot.id, at),
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  const containerRef = useRef<HTMLDivElement>(null);
  const { handle, live, error } = usePanoramaViewer(containerRef, answer);
  const { fullscreen, toggle, idle, wake } = usePanoramaFullscreen();
  const [prefs] = usePlanningPrefs();
  const [time] = usePlanningTime();
  const [mode, setMode] = useState<PanoramaMode | null>(null);

  const synthetic = answer?.source === 'synthetic';
  const [adjust, setAdjust] = useState(ZERO_ADJUST);
  useEffect(() => {
    setAdjust(answer && answer.source !== 'synthetic' ? answer.adjust : ZERO_ADJUST);
  }, [answer]);

  const [savedElevM, setSavedElevM] = useState<number | null>(null);
  const baseElevM = Math.round(savedElevM ?? answer?.elev ?? spot.elev ?? 0);
  const [draftElevM, setDraftElevM] = useState<number | null>(null);
  const elevM = mode === 'elevation' && draftElevM !== null ? draftElevM : baseElevM;

  const timeZone = spot.tz && isKnownTimeZone(spot.tz.name) ? spot.tz.name : null;
  const { lat, lng } = latLngOf(spot);
  const place = useMemo<SkyPlace>(
    () => ({ lat, lng, elevM, timeZone }),
    [lat, lng, elevM, timeZone],
  );
  const dayStartMs = localDayBoundsMs(time, place.lng, timeZone ? { timeZone } : undefined).startMs;
  const day = useMemo(() => skyDay(dayStartMs, place), [dayStartMs, place]);
  const now = useMemo(() => skyNow(time, place), [time, place]);

  useEffect(() => {
    handle?.syncMarkers(skyMarkers({ ...day, ...now }, prefs, timeZone));
  }, [handle, day, now, prefs, timeZone]);

  useEffect(() => {
    handle?.showCompass(!idle);
  }, [handle, idle]);

  const panoPlace = answer?.streetView
    ? { lat: answer.streetView.lat, lng: answer.streetView.lng }
    : latLngOf(spot);

  const close = () => void navigate(withMapPanel(location, '360', false));
  const lookAt = (target: { azimuthDeg: number; altitudeDeg: number }) => {
    const { yaw, pitch } = skyToViewer(target);
    handle?.turnTo({ yaw, pitch });
  };
  const moveForward = async () => {
    const pano = answer?.streetView;
    if (!pano || !live) return;
    const next = stepTowards(pano, live.headingDeg, STEP_FORWARD_M);
    try {
      const found = await queryClient.fetchQuery({
        queryKey: panoramaKey(spot.id, next),
        queryFn: () => fetchPanorama(spot.id, next),
      });
      if (found.streetView && found.streetView.panoId !== pano.panoId) setAt(next);
      else snackbar.show('No street-level panorama further in this direction.');
    } catch (problem) {
      console.error(problem);
      snackbar.show('The next panorama could not be loaded.');
    }
  };

  const hideable = {
    transition: 'opacity 300ms',
    opacity: idle ? 0 : 1,
    pointerEvents: idle ? ('none' as const) : ('auto' as const),
  };

  return (
    <Box
      role="region"
      aria-label="360° view"
      data-idle={idle ? 'true' : 'false'}
      onMouseMove={fullscreen ? wake : undefined}
      onTouchStart={fullscreen ? wake : undefined}
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
      <Box
        ref={containerRef}
        data-testid="panorama-viewer"
        // Its own stacking context keeps the viewer's compass and markers under our controls.
        sx={{ position: 'absolute', inset: 0, zIndex: 0 }}
      />
      {(mode === 'view' || mode === 'north') && <Crosshair />}
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
        fade={hideable}
        fullscreen={fullscreen}
        canMoveForward={answer?.source === 'streetview'}
        canFixNorth={!synthetic}
        onClose={close}
        onFullscreen={toggle}
        onMode={(next) => {
          setDraftElevM(null);
          setMode(next);
        }}
        onMoveForward={() => void moveForward()}
        onLookAtSun={() => lookAt(now.sun)}
      />

      <Box
        sx={{
          ...hideable,
          position: 'absolute',
          top: 12,
          // Beside the compass; a mode card on a phone may cover it while it is open.
          left: { xs: mode ? 12 : 116, sm: 120 },
          right: { xs: 60, sm: 'auto' },
          color: 'text.primary',
        }}
      >
        {mode === null && answer && (
          <Typography
            variant="caption"
            sx={{
              display: 'inline-block',
              px: 1,
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'rgba(0,0,0,0.5)',
              color: '#fff',
            }}
          >
            {SOURCE_LABEL[answer.source]}
            {answer.streetView?.copyright ? ` · ${answer.streetView.copyright}` : ''}
            {answer.photo ? ` · ${answer.photo.title}` : ''}
          </Typography>
        )}
        {mode === 'view' && (
          <DefaultViewMode
            spot={spot}
            place={panoPlace}
            live={live}
            onClose={() => setMode(null)}
          />
        )}
        {mode === 'north' && (
          <NorthFixMode
            place={panoPlace}
            live={live}
            adjust={adjust}
            onAdjust={(next, lookAtDeg) => {
              setAdjust(next);
              handle?.setAdjust(next);
              if (handle && live) {
                handle.viewer.rotate(viewToViewer({ heading: lookAtDeg, pitch: live.pitchDeg }));
              }
            }}
            onClose={() => setMode(null)}
          />
        )}
        {mode === 'elevation' && (
          <ElevationMode
            spot={spot}
            baseM={baseElevM}
            valueM={elevM}
            onValue={setDraftElevM}
            onSaved={(saved) => {
              setSavedElevM(saved);
              setDraftElevM(null);
              queryClient.setQueryData<Spot>(spotKey(spot.id), (old) =>
                old ? { ...old, elev: saved } : old,
              );
            }}
            onClose={() => setMode(null)}
          />
        )}
      </Box>

      <Box
        sx={{
          ...hideable,
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          px: { xs: 1, sm: 2 },
          py: 0.75,
          bgcolor: 'rgba(10,16,24,0.72)',
          display: 'flex',
          flexDirection: 'column',
          gap: 0.25,
        }}
      >
        <LensControl
          hFovDeg={live ? Math.min(FOV_CAP_DEG, live.hFovDeg) : 74}
          onHFov={(hFov) => handle?.setHFov(hFov)}
        />
        <TimeControl timeZone={timeZone} />
        {live && (
          <Typography variant="caption" aria-label="View direction" sx={{ opacity: 0.8 }}>
            Heading {Math.round(live.headingDeg) % 360}° · pitch {Math.round(live.pitchDeg)}° · sun{' '}
            {Math.round(now.sun.azimuthDeg)}° / {Math.round(now.sun.altitudeDeg)}°
            {prefs.moon
              ? ` · moon ${Math.round(now.moon.azimuthDeg)}° / ${Math.round(now.moon.altitudeDeg)}°`
              : ''}
            {elevM ? ` · elevation ${elevM} m` : ''}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export default PanoramaView;

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
