import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Map,
  Marker,
  NavigationControl,
  ScaleControl,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import type {
  GeoJSONSource,
  LngLatBoundsLike,
  Map as MaplibreMap,
  Marker as MaplibreMarker,
} from 'maplibre-gl';
import GlobalStyles from '@mui/material/GlobalStyles';
import { MAX_BOUNDS, wrapLng, type TileSpot } from '@vantage/shared';
import { getInitialData } from '../../app/initial-data';
import { maplibregl } from './maplibre-setup';
import type { MapPosition } from './map-url';
import { CoordinatesBox } from './coordinates-box';
import { SpotHoverCard } from './spot-hover-card';
import {
  CLUSTER_LAYER_ID,
  INTERACTIVE_SPOT_LAYERS,
  SPOTS_SOURCE_ID,
  SpotLayers,
  type SpotFeatureProperties,
} from './spot-layers';
import { useTileSpots, type MapViewport } from './use-tile-spots';

/** Where a map opens: a box to fit, or a centre and zoom. */
export type InitialMapView = { bounds: LngLatBoundsLike } | MapPosition;

export interface MapViewProps {
  initialView: InitialMapView;
  /** Load spots from `/pspots` as the view changes and draw them clustered. */
  showSpots?: boolean;
  /** Called when a single spot is clicked; clusters always zoom in. */
  onSpotClick?: (spot: { id: number; title: string }) => void;
  /** A pin for the current spot. */
  marker?: { lat: number; long: number } | null;
  /** When this moves outside the view, the map eases to it (e.g. another spot was opened). */
  focus?: { lat: number; long: number } | null;
  /** Jumps the map here whenever the value changes after the first render. */
  goTo?: MapPosition | null;
  /**
   * Opens no closer than a little outside the basemap's most detailed zoom (a low-zoom world
   * basemap would otherwise show a blank close-up); the user can still zoom further.
   */
  capZoomToBasemap?: boolean;
  interactive?: boolean;
  controls?: boolean;
  coordinatesBox?: boolean;
  children?: ReactNode;
}

// MapLibre wraps a longitude span of exactly 360° to zero width and its matrices turn singular
// (maplibre-gl-js#6148), so the clamp stops a hair inside the antimeridian.
const ANTIMERIDIAN_INSET_DEG = 1e-6;
const MAX_BOUNDS_BOX: [number, number, number, number] = [
  MAX_BOUNDS.minLng + ANTIMERIDIAN_INSET_DEG,
  MAX_BOUNDS.minLat,
  MAX_BOUNDS.maxLng - ANTIMERIDIAN_INSET_DEG,
  MAX_BOUNDS.maxLat,
];

// Relative URLs in the style would be resolved against the worker script inside MapLibre's workers.
const absoluteUrls = (url: string) => ({ url: new URL(url, window.location.href).href });

function readViewport(map: MaplibreMap): MapViewport {
  const bounds = map.getBounds();
  return {
    zoom: map.getZoom(),
    bounds: {
      south: bounds.getSouth(),
      north: bounds.getNorth(),
      west: wrapLng(bounds.getWest()),
      east: wrapLng(bounds.getEast()),
    },
  };
}

/** MapLibre draws the world 512 px wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 512;

/**
 * Without world copies, zooming out until the world is smaller than the map would leave
 * empty bands around it, so the minimum zoom keeps the world covering the whole map.
 */
function fitMinZoom(map: MaplibreMap) {
  const canvas = map.getCanvas();
  const largest = Math.max(canvas.clientWidth, canvas.clientHeight);
  if (largest > 0) map.setMinZoom(Math.max(0, Math.log2(largest / WORLD_PX_AT_ZOOM_0)));
}

/** How far out from its last detailed zoom a basemap still shows useful context around a spot. */
const BASEMAP_CONTEXT_ZOOMS = 2;

/** The highest zoom any tile source of the style has data for; Infinity when unknown. */
function basemapDetailZoom(map: MaplibreMap): number {
  let detail = -Infinity;
  for (const source of Object.values(map.getStyle().sources)) {
    if ((source.type === 'vector' || source.type === 'raster') && source.maxzoom != null) {
      detail = Math.max(detail, source.maxzoom);
    }
  }
  return detail === -Infinity ? Infinity : detail;
}

/** The style's own label font when it has glyphs; cluster counts and titles need both. */
function styleLabelFont(map: MaplibreMap): string[] | null {
  const style = map.getStyle();
  if (!style.glyphs) return null;
  for (const layer of style.layers) {
    if (layer.type !== 'symbol') continue;
    const font: unknown = layer.layout?.['text-font'];
    if (isStringList(font)) return font;
  }
  return null;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((part) => typeof part === 'string');
}

function spotFromFeature(event: MapLayerMouseEvent): TileSpot | null {
  const feature = event.features?.[0];
  if (!feature || feature.layer.id === CLUSTER_LAYER_ID || feature.geometry.type !== 'Point') {
    return null;
  }
  const props = feature.properties as SpotFeatureProperties;
  const [long, lat] = feature.geometry.coordinates;
  return {
    id: Number(props.id),
    title: String(props.title),
    score: 0,
    lat: lat ?? 0,
    long: long ?? 0,
  };
}

// MapLibre gives markers a button role, but this pin only shows where the spot is.
function describeMarker(marker: MaplibreMarker | null) {
  marker?.getElement().setAttribute('role', 'img');
  marker?.getElement().setAttribute('aria-label', 'Spot location');
}

/** A MapLibre map on the site's basemap, clamped to the world, optionally with spots. */
export function MapView({
  initialView,
  showSpots = false,
  onSpotClick,
  marker = null,
  focus = null,
  goTo = null,
  capZoomToBasemap = false,
  interactive = true,
  controls = true,
  coordinatesBox = false,
  children,
}: MapViewProps) {
  const mapRef = useRef<MapRef>(null);
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const [labelFont, setLabelFont] = useState<string[] | null>(null);
  const [hovered, setHovered] = useState<TileSpot | null>(null);
  const [pointer, setPointer] = useState(false);
  const spots = useTileSpots(showSpots ? viewport : null);

  const onClick = useCallback(
    (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') return;
      if (feature.layer.id === CLUSTER_LAYER_ID) {
        const map = event.target;
        const source = map.getSource<GeoJSONSource>(SPOTS_SOURCE_ID);
        const clusterId = Number((feature.properties as { cluster_id: number }).cluster_id);
        const [lng, lat] = feature.geometry.coordinates;
        source
          ?.getClusterExpansionZoom(clusterId)
          .then((zoom) => map.easeTo({ center: [lng ?? 0, lat ?? 0], zoom: zoom + 0.5 }))
          .catch((error: unknown) => console.error(error));
        return;
      }
      const spot = spotFromFeature(event);
      if (spot) onSpotClick?.(spot);
    },
    [onSpotClick],
  );

  const onMouseMove = useCallback((event: MapLayerMouseEvent) => {
    const next = spotFromFeature(event);
    // Keep the same object while over the same spot, so the hover card's delay is not restarted.
    setHovered((previous) => (previous?.id === next?.id ? previous : next));
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !focus) return;
    if (!map.getBounds().contains([focus.long, focus.lat])) {
      map.easeTo({ center: [focus.long, focus.lat] });
    }
  }, [focus?.lat, focus?.long]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (goTo) mapRef.current?.jumpTo({ center: [goTo.long, goTo.lat], zoom: goTo.zoom });
  }, [goTo?.lat, goTo?.long, goTo?.zoom]); // eslint-disable-line react-hooks/exhaustive-deps

  const initialViewState =
    'bounds' in initialView
      ? { bounds: initialView.bounds }
      : { latitude: initialView.lat, longitude: initialView.long, zoom: initialView.zoom };

  return (
    <>
      <GlobalStyles
        styles={{
          '.vantage-hover-card .maplibregl-popup-content': {
            padding: 0,
            overflow: 'hidden',
            borderRadius: 10,
            boxShadow: '0 6px 24px rgba(0, 0, 0, 0.22)',
          },
        }}
      />
      <Map
        ref={mapRef}
        mapLib={maplibregl}
        mapStyle={getInitialData().mapStyleUrl}
        transformRequest={absoluteUrls}
        initialViewState={initialViewState}
        maxBounds={MAX_BOUNDS_BOX}
        renderWorldCopies={false}
        interactive={interactive}
        attributionControl={interactive ? { compact: true } : false}
        interactiveLayerIds={showSpots ? INTERACTIVE_SPOT_LAYERS : undefined}
        cursor={pointer ? 'pointer' : undefined}
        onLoad={(event) => {
          fitMinZoom(event.target);
          if (capZoomToBasemap) {
            const cap = basemapDetailZoom(event.target) - BASEMAP_CONTEXT_ZOOMS;
            if (event.target.getZoom() > cap) event.target.jumpTo({ zoom: Math.max(cap, 2) });
          }
          setLabelFont(styleLabelFont(event.target));
          setViewport(readViewport(event.target));
        }}
        onResize={(event) => fitMinZoom(event.target)}
        onMoveEnd={(event) => setViewport(readViewport(event.target))}
        onClick={showSpots ? onClick : undefined}
        onMouseMove={showSpots ? onMouseMove : undefined}
        onMouseEnter={showSpots ? () => setPointer(true) : undefined}
        onMouseLeave={
          showSpots
            ? () => {
                setPointer(false);
                setHovered(null);
              }
            : undefined
        }
        style={{ width: '100%', height: '100%' }}
      >
        {controls && <NavigationControl position="top-right" showCompass={false} />}
        {controls && <ScaleControl position="bottom-right" />}
        {showSpots && <SpotLayers spots={spots} labelFont={labelFont} />}
        {showSpots && <SpotHoverCard spot={hovered} />}
        {marker && (
          <Marker
            ref={describeMarker}
            longitude={marker.long}
            latitude={marker.lat}
            color="#c9822b"
          />
        )}
        {coordinatesBox && <CoordinatesBox />}
        {children}
      </Map>
    </>
  );
}
