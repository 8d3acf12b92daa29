import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Source, useMap, type LayerProps } from 'react-map-gl/maplibre';
import type { FeatureCollection } from 'geojson';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { MapNote, MapNotes } from './map-notes';

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

type LiveState =
  { kind: 'waiting' } | { kind: 'error'; message: string } | { kind: 'fixed'; fix: PositionFix };

/** The accuracy circle around a fix and, once there are two positions, the path walked. */
function liveData(fix: PositionFix, path: WalkedPath): FeatureCollection {
  return {
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
  };
}

/**
 * The device's position as the browser reports it and the path walked, with the map kept on
 * it until it is dragged by hand; `follow` brings it back.
 */
function useLivePosition() {
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
  const follow = () => {
    followingRef.current = true;
    setFollowing(true);
    if (fix) centreOn(fix);
  };
  return { state, fix, path, following, follow };
}

/** The dot at the device's position. */
function PositionDot({ fix }: { fix: PositionFix }) {
  return (
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
  );
}

/**
 * The device's position followed on the map (render inside a MapView): a dot, its accuracy
 * circle and the path walked since the page opened. The map keeps the dot in view until it is
 * dragged by hand; a button then follows it again.
 */
export function LiveTrack() {
  const { state, fix, path, following, follow } = useLivePosition();
  const data = useMemo(() => fix && liveData(fix, path), [fix, path]);

  return (
    <>
      {data && (
        <Source id="vantage-live-track" type="geojson" data={data}>
          {liveLayers.map((layer) => (
            <Layer key={layer.id} {...layer} />
          ))}
        </Source>
      )}
      {fix && <PositionDot fix={fix} />}
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
