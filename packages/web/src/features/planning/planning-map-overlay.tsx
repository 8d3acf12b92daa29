import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Layer, Source, useMap, type LayerProps } from 'react-map-gl/maplibre';
import { FrameMarker } from '../../components/frame-marker';
import Box from '@mui/material/Box';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import { destination, formatZonedTime } from '@vantage/shared';
import {
  lngLatOf,
  normalizeDeg,
  OVERLAY_RADIUS_PX,
  overlayRadiusM,
  type LngLat,
} from './azimuth-geometry';
import {
  labelPoint,
  overlayFeatures,
  OVERLAY_COLOUR,
  SEEN_KINDS,
  seenEvents,
  type OverlayKind,
} from './planning-overlay-features';
import { usePlanningPrefs } from './planning-store';
import type { PlanningPlace } from './sun-moon-day';
import { usePlanningSky } from './use-planning-sky';
import { useSeenDay } from './use-seen-day';
import { listenToMap } from '../../lib/map-listeners';

const SOURCE_ID = 'vantage-planning';

const colourByKind = [
  'match',
  ['get', 'kind'],
  ...Object.entries(OVERLAY_COLOUR).flat(),
  '#000000',
] as unknown as string;

const LINE_KINDS = ['sunrise', 'sunset', 'sun', 'moonrise', 'moonset', 'moon'];
const isKind = (kinds: string[]) => ['in', ['get', 'kind'], ['literal', kinds]];

// A dark casing under the coloured lines keeps yellow readable on light basemaps and aerials.
const casingLayer: LayerProps = {
  id: 'vantage-planning-casing',
  type: 'line',
  filter: [
    'all',
    ['==', ['geometry-type'], 'LineString'],
    isKind([...LINE_KINDS, ...SEEN_KINDS]),
  ] as never,
  layout: { 'line-cap': 'round' },
  paint: { 'line-color': 'rgba(20, 20, 20, 0.55)', 'line-width': 6 },
};

const shadowLayer: LayerProps = {
  id: 'vantage-planning-shadows',
  type: 'line',
  filter: isKind(['shadow', 'shadow-step']) as never,
  layout: { 'line-cap': 'round' },
  paint: {
    'line-color': colourByKind,
    'line-width': ['match', ['get', 'kind'], 'shadow', 6, 3] as unknown as number,
    'line-opacity': ['match', ['get', 'kind'], 'shadow', 0.75, 0.4] as unknown as number,
  },
};

const pathLineLayer: LayerProps = {
  id: 'vantage-planning-paths',
  type: 'line',
  filter: ['all', ['!=', ['geometry-type'], 'Point'], isKind(['sun-path', 'moon-path'])] as never,
  paint: { 'line-color': colourByKind, 'line-width': 2, 'line-opacity': 0.85 },
};

const pathPointLayer: LayerProps = {
  id: 'vantage-planning-path-points',
  type: 'circle',
  filter: ['==', ['geometry-type'], 'Point'] as never,
  paint: {
    'circle-color': colourByKind,
    'circle-radius': 3.5,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 1.2,
  },
};

const aboveLayer: LayerProps = {
  id: 'vantage-planning-lines',
  type: 'line',
  filter: ['all', isKind(LINE_KINDS), ['!', ['get', 'below']]] as never,
  layout: { 'line-cap': 'round' },
  paint: {
    'line-color': colourByKind,
    'line-width': ['match', ['get', 'kind'], ['sun', 'moon'], 4, 3] as unknown as number,
  },
};

// Where the sun or moon actually clears the skyline: long dashes beside the astronomical line.
const seenLayer: LayerProps = {
  id: 'vantage-planning-lines-seen',
  type: 'line',
  filter: isKind([...SEEN_KINDS]) as never,
  paint: { 'line-color': colourByKind, 'line-width': 3, 'line-dasharray': [3, 1] },
};

// A body under the horizon still shows where it is, dashed.
const belowLayer: LayerProps = {
  id: 'vantage-planning-lines-below',
  type: 'line',
  filter: ['all', isKind(LINE_KINDS), ['get', 'below']] as never,
  paint: {
    'line-color': colourByKind,
    'line-width': 3,
    'line-dasharray': [1.5, 1.5],
  },
};

const MIN_RADIUS_PX = 60;
/** About the width of a 'Moonrise 22:45' label. */
const LABEL_ROOM_PX = 90;

/** The overlay's radius in pixels: long enough to read, short enough for a phone's map. */
function useOverlayRadiusM(lat: number): number {
  const { current } = useMap();
  const [view, setView] = useState({ zoom: 12, px: OVERLAY_RADIUS_PX });
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const update = () => {
      const canvas = map.getCanvas();
      const { top = 0, right = 0, bottom = 0, left = 0 } = map.getPadding();
      // The free part of the map, outside any panel the map is padded for.
      const width = canvas.clientWidth - left - right;
      const height = canvas.clientHeight - top - bottom;
      const shortest = Math.min(width, height) || 2 * OVERLAY_RADIUS_PX;
      // Room for the labels beyond the line ends on a narrow phone map.
      const px = Math.max(
        MIN_RADIUS_PX,
        Math.round(Math.min(OVERLAY_RADIUS_PX, shortest * 0.36, shortest / 2 - LABEL_ROOM_PX)),
      );
      // Steps of a tenth of a zoom level: smooth enough, without recomputing on every frame.
      const zoom = Math.round(map.getZoom() * 10) / 10;
      setView((previous) =>
        previous.zoom === zoom && previous.px === px ? previous : { zoom, px },
      );
    };
    update();
    return listenToMap(map, { zoom: update, resize: update, moveend: update });
  }, [current]);
  return overlayRadiusM(lat, view.zoom, view.px);
}

/**
 * Sun and moon lines, paths and shadows drawn from the spot on the large map (render inside a
 * MapView). They follow the shared planning instant and the display preferences.
 */
export function PlanningMapOverlay({ spotId, place }: { spotId: number; place: PlanningPlace }) {
  const planning = usePlanningSky(place);
  const seen = useSeenDay(spotId, planning);
  const [prefs] = usePlanningPrefs();
  const radiusM = useOverlayRadiusM(place.lat);
  const data = useMemo(
    () =>
      planning &&
      overlayFeatures({
        origin: planning.place,
        radiusM,
        day: planning.day,
        now: planning.now,
        prefs,
        seen,
      }),
    [planning, radiusM, prefs, seen],
  );
  if (!planning || !data) return null;
  const { day, now } = planning;
  const tz = place.timeZone;
  const at = (azimuthDeg: number) => labelPoint(place, azimuthDeg, radiusM);
  const end = (azimuthDeg: number) => lngLatOf(destination(place, azimuthDeg, radiusM));
  const discPx = prefs.large ? 34 : 22;

  return (
    <>
      <Source id={SOURCE_ID} type="geojson" data={data}>
        <Layer {...shadowLayer} />
        <Layer {...pathLineLayer} />
        <Layer {...casingLayer} />
        <Layer {...seenLayer} />
        <Layer {...belowLayer} />
        <Layer {...aboveLayer} />
        <Layer {...pathPointLayer} />
      </Source>
      {(
        [
          ['sunrise', 'Sunrise', day.sunrise],
          ['sunset', 'Sunset', day.sunset],
          ['moonrise', 'Moonrise', prefs.moon ? day.moonrise : null],
          ['moonset', 'Moonset', prefs.moon ? day.moonset : null],
        ] as const
      ).map(([kind, name, event]) =>
        event ? (
          <EdgeLabel key={kind} at={at(event.azimuthDeg)} azimuthDeg={event.azimuthDeg} kind={kind}>
            {name} {formatZonedTime(event.epochMs, tz)}
          </EdgeLabel>
        ) : null,
      )}
      {seenEvents(day, seen, prefs.moon).map(({ kind, event }) => (
        <EdgeLabel key={kind} at={at(event.azimuthDeg)} azimuthDeg={event.azimuthDeg} kind={kind}>
          {kind.endsWith('rise-seen') ? 'Over the terrain' : 'Behind the terrain'}{' '}
          {formatZonedTime(event.epochMs, tz)}
        </EdgeLabel>
      ))}
      {prefs.moon && (
        <Disc body="moon" sky={now.moon} at={end(now.moon.azimuthDeg)} sizePx={discPx} />
      )}
      <Disc body="sun" sky={now.sun} at={end(now.sun.azimuthDeg)} sizePx={discPx} />
    </>
  );
}

/** The side of a label that touches its line's end, so the label reads outwards. */
function outwardAnchor(azimuthDeg: number): 'left' | 'right' | 'top' | 'bottom' {
  const deg = normalizeDeg(azimuthDeg);
  if (deg >= 30 && deg <= 150) return 'left';
  if (deg >= 210 && deg <= 330) return 'right';
  return deg > 90 && deg < 270 ? 'top' : 'bottom';
}

function EdgeLabel({
  at,
  azimuthDeg,
  kind,
  children,
}: {
  at: LngLat;
  azimuthDeg: number;
  kind: OverlayKind;
  children: ReactNode;
}) {
  return (
    <FrameMarker
      longitude={at[0]}
      latitude={at[1]}
      anchor={outwardAnchor(azimuthDeg)}
      style={{ pointerEvents: 'none' }}
    >
      <Box
        data-overlay={kind}
        sx={{
          px: 0.75,
          py: 0.1,
          borderRadius: 1,
          fontSize: 11.5,
          fontWeight: 700,
          whiteSpace: 'nowrap',
          bgcolor: 'rgba(255, 255, 255, 0.92)',
          color: '#1d2424',
          borderLeft: `4px solid ${OVERLAY_COLOUR[kind]}`,
          boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)',
        }}
      >
        {children}
      </Box>
    </FrameMarker>
  );
}

const DISC = {
  sun: { name: 'Sun', Icon: WbSunnyIcon, iconScale: 0.66 },
  moon: { name: 'Moon', Icon: DarkModeIcon, iconScale: 0.62 },
} as const;

/** The sun or the moon at the end of its line now, dimmed while it is below the horizon. */
function Disc({
  body,
  sky,
  at,
  sizePx,
}: {
  body: keyof typeof DISC;
  sky: { azimuthDeg: number; altitudeDeg: number };
  at: LngLat;
  sizePx: number;
}) {
  const { name, Icon, iconScale } = DISC[body];
  const below = sky.altitudeDeg < 0;
  const label = `${name} ${Math.round(sky.azimuthDeg)}°`;
  return (
    <FrameMarker longitude={at[0]} latitude={at[1]} style={{ pointerEvents: 'none' }}>
      <Box
        role="img"
        aria-label={below ? `${label}, below the horizon` : label}
        sx={{
          width: sizePx,
          height: sizePx,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: '#ffffff',
          bgcolor: OVERLAY_COLOUR[body],
          opacity: below ? 0.55 : 1,
          border: '2px solid #ffffff',
          boxShadow: '0 1px 5px rgba(0, 0, 0, 0.45)',
        }}
      >
        <Icon sx={{ fontSize: sizePx * iconScale }} />
      </Box>
    </FrameMarker>
  );
}
