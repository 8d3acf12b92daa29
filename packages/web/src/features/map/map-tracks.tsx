import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Layer, Source, useMap, type LayerProps } from 'react-map-gl/maplibre';
import type { FeatureCollection } from 'geojson';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { formatDistance } from '@vantage/shared';
import { FrameMarker } from '../../components/frame-marker';
import {
  accuracyRing,
  EMPTY_PATH,
  extendPath,
  positionErrorMessage,
  type PositionFix,
  type WalkedPath,
} from './live-track';
import {
  drawingBounds,
  parseTrackFile,
  TRACK_FILE_ACCEPT,
  TrackFileError,
  type TrackDrawing,
} from './track-file';

const TRACK_COLOUR = '#c2255c';
const LIVE_COLOUR = '#1c7ed6';
/** The closest a first fix zooms the map to, to show the streets around it. */
const FOLLOW_ZOOM = 15;

const liveLayers: LayerProps[] = [
  {
    id: 'vantage-live-accuracy',
    type: 'fill',
    filter: ['==', ['get', 'part'], 'accuracy'] as never,
    paint: { 'fill-color': LIVE_COLOUR, 'fill-opacity': 0.12 },
  },
  {
    id: 'vantage-live-accuracy-edge',
    type: 'line',
    filter: ['==', ['get', 'part'], 'accuracy'] as never,
    paint: { 'line-color': LIVE_COLOUR, 'line-width': 1, 'line-opacity': 0.5 },
  },
  {
    id: 'vantage-live-path',
    type: 'line',
    filter: ['==', ['get', 'part'], 'path'] as never,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': LIVE_COLOUR, 'line-width': 4, 'line-opacity': 0.8 },
  },
];

const trackLayers: LayerProps[] = [
  {
    id: 'vantage-track-casing',
    type: 'line',
    filter: ['==', ['geometry-type'], 'LineString'] as never,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#ffffff', 'line-width': 7, 'line-opacity': 0.8 },
  },
  {
    id: 'vantage-track-line',
    type: 'line',
    filter: ['==', ['geometry-type'], 'LineString'] as never,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': TRACK_COLOUR, 'line-width': 4 },
  },
  {
    id: 'vantage-track-points',
    type: 'circle',
    filter: ['==', ['geometry-type'], 'Point'] as never,
    paint: {
      'circle-color': TRACK_COLOUR,
      'circle-radius': 6,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  },
];

/** One line over the map: a track's name, the walk so far, or what went wrong. */
function MapNote({
  children,
  onClose,
  closeLabel,
  alert = false,
}: {
  children: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  alert?: boolean;
}) {
  return (
    <Paper
      role={alert ? 'alert' : 'status'}
      elevation={3}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1.5,
        pr: onClose ? 0.25 : 1.5,
        py: onClose ? 0 : 0.5,
        borderRadius: 2,
        maxWidth: '100%',
        pointerEvents: 'auto',
      }}
    >
      <Typography sx={{ fontSize: 13.5, minWidth: 0 }} noWrap>
        {children}
      </Typography>
      {onClose && (
        <IconButton size="small" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Paper>
  );
}

type LiveState =
  { kind: 'waiting' } | { kind: 'error'; message: string } | { kind: 'fixed'; fix: PositionFix };

/**
 * The device's position followed on the map (render inside a MapView): a dot, its accuracy
 * circle and the path walked since the page opened. The map keeps the dot in view until it is
 * dragged by hand; a button then follows it again.
 */
function LiveTrack() {
  const { current } = useMap();
  const [state, setState] = useState<LiveState>({ kind: 'waiting' });
  const [path, setPath] = useState<WalkedPath>(EMPTY_PATH);
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  const firstFix = useRef(true);

  const centreOn = useCallback(
    (fix: PositionFix) => {
      const map = current?.getMap();
      if (!map) return;
      const zoom = firstFix.current ? Math.max(map.getZoom(), FOLLOW_ZOOM) : map.getZoom();
      firstFix.current = false;
      map.easeTo({ center: [fix.lng, fix.lat], zoom, duration: 600 });
    },
    [current],
  );

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ kind: 'error', message: positionErrorMessage(null) });
      return;
    }
    const id = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const fix = { lat: coords.latitude, lng: coords.longitude, accuracyM: coords.accuracy };
        setState({ kind: 'fixed', fix });
        setPath((walked) => extendPath(walked, fix));
        if (followingRef.current) centreOn(fix);
      },
      (error) => setState({ kind: 'error', message: positionErrorMessage(error.code) }),
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [centreOn]);

  // A drag by hand means the visitor wants to look elsewhere: the map stops following.
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const stop = () => {
      followingRef.current = false;
      setFollowing(false);
    };
    map.on('dragstart', stop);
    return () => void map.off('dragstart', stop);
  }, [current]);

  const fix = state.kind === 'fixed' ? state.fix : null;
  const data = useMemo<FeatureCollection | null>(
    () =>
      fix && {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { part: 'accuracy' },
            geometry: { type: 'Polygon', coordinates: [accuracyRing(fix)] },
          },
          ...(path.positions.length >= 2
            ? [
                {
                  type: 'Feature' as const,
                  properties: { part: 'path' },
                  geometry: { type: 'LineString' as const, coordinates: path.positions },
                },
              ]
            : []),
        ],
      },
    [fix, path],
  );

  const follow = () => {
    followingRef.current = true;
    setFollowing(true);
    if (fix) centreOn(fix);
  };

  return (
    <>
      {data && (
        <Source id="vantage-live-track" type="geojson" data={data}>
          {liveLayers.map((layer) => (
            <Layer key={layer.id} {...layer} />
          ))}
        </Source>
      )}
      {fix && (
        <FrameMarker longitude={fix.lng} latitude={fix.lat} style={{ pointerEvents: 'none' }}>
          <Box
            role="img"
            aria-label={`Your position, within ${formatDistance(fix.accuracyM)}`}
            data-position={`${fix.lat.toFixed(6)},${fix.lng.toFixed(6)}`}
            sx={{
              width: 18,
              height: 18,
              borderRadius: '50%',
              bgcolor: LIVE_COLOUR,
              border: '3px solid #ffffff',
              boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.25), 0 1px 5px rgba(0, 0, 0, 0.4)',
            }}
          />
        </FrameMarker>
      )}
      <MapNotes>
        {state.kind === 'error' && <MapNote alert>{state.message}</MapNote>}
        {state.kind === 'waiting' && <MapNote>Finding your position…</MapNote>}
        {fix && (
          <MapNote>
            {following ? 'Following your position' : 'Your position'} ·{' '}
            {formatDistance(path.lengthM)} walked
          </MapNote>
        )}
        {fix && !following && (
          <Button
            variant="contained"
            size="small"
            startIcon={<MyLocationIcon />}
            onClick={follow}
            sx={{ pointerEvents: 'auto', borderRadius: 4 }}
          >
            Follow my position
          </Button>
        )}
      </MapNotes>
    </>
  );
}

/** The notes over the top middle of the map, one under the other. */
function MapNotes({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        zIndex: 2,
        top: 10,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'calc(100% - 140px)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.75,
        pointerEvents: 'none',
      }}
    >
      {children}
    </Box>
  );
}

function drawingData(drawing: TrackDrawing): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: [
      ...drawing.lines.map((line) => ({
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'LineString' as const, coordinates: line },
      })),
      ...drawing.points.map((point) => ({
        type: 'Feature' as const,
        properties: { name: point.name ?? '' },
        geometry: { type: 'Point' as const, coordinates: point.position },
      })),
    ],
  };
}

/**
 * A GPX, KML or GeoJSON file dropped on the map, or chosen with `inputRef`'s file chooser, drawn
 * as a line and points and fitted into view (render inside a MapView). Read in the browser: the
 * file never leaves the device.
 */
function OpenedTrack({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const { current } = useMap();
  const [drawing, setDrawing] = useState<TrackDrawing | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(
    async (file: File) => {
      try {
        const opened = parseTrackFile(file.name, await file.text());
        setDrawing(opened);
        setError(null);
        const [west, south, east, north] = drawingBounds(opened);
        current?.getMap().fitBounds(
          [
            [west, south],
            [east, north],
          ],
          { padding: 60, maxZoom: 16, duration: 600 },
        );
      } catch (caught) {
        setError(
          caught instanceof TrackFileError ? caught.message : `${file.name} could not be read.`,
        );
      }
    },
    [current],
  );

  useEffect(() => {
    const container = current?.getMap().getContainer();
    if (!container) return;
    const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      void open(file);
    };
    container.addEventListener('dragover', over);
    container.addEventListener('drop', drop);
    return () => {
      container.removeEventListener('dragover', over);
      container.removeEventListener('drop', drop);
    };
  }, [current, open]);

  const data = useMemo(() => drawing && drawingData(drawing), [drawing]);
  const size = drawing && drawing.lines.length + drawing.points.length;

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={TRACK_FILE_ACCEPT}
        aria-label="Open a track"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again is read again.
          event.target.value = '';
          if (file) void open(file);
        }}
      />
      {data && (
        <Source id="vantage-opened-track" type="geojson" data={data}>
          {trackLayers.map((layer) => (
            <Layer key={layer.id} {...layer} />
          ))}
        </Source>
      )}
      {(drawing || error) && (
        <MapNotes>
          {error && (
            <MapNote alert onClose={() => setError(null)} closeLabel="Dismiss">
              {error}
            </MapNote>
          )}
          {drawing && (
            <MapNote onClose={() => setDrawing(null)} closeLabel="Remove the track">
              <span data-testid="opened-track">
                {drawing.name} · {size === 1 ? '1 part' : `${size} parts`}
              </span>
            </MapNote>
          )}
        </MapNotes>
      )}
    </>
  );
}

/**
 * The tracks of the large map: the device's own position while `live` (the `track` flag), and a
 * track file opened on it.
 */
export function MapTracks({
  live,
  fileInputRef,
}: {
  live: boolean;
  fileInputRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      {live && <LiveTrack />}
      <OpenedTrack inputRef={fileInputRef} />
    </>
  );
}
