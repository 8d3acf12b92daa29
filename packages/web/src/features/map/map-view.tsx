import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Map, Marker, type MapRef } from 'react-map-gl/maplibre';
import type { Map as MaplibreMap, Marker as MaplibreMarker } from 'maplibre-gl';
import GlobalStyles from '@mui/material/GlobalStyles';
import { wrapLng, type LatLng, type TileSpot } from '@vantage/shared';
import { useLocation } from 'react-router';
import { getInitialData } from '../../core/initial-data';
import { FINGER_MAP_CONTROL_PX } from '../../components/map-control-button';
import { filterQuery } from '../../lib/filters';
import { serverAddress } from '../../lib/native-app';
import { RenderInBackground } from '../../lib/render-in-background';
import { maplibreLib } from './maplibre-setup';
import { useMapCanvasPrepared } from './map-canvas';
import type { MapPosition } from '../../core/map-url';
import { MAX_BOUNDS_BOX, type InitialMapView } from './map-bounds';
import { ATTRIBUTION_ICON_CLASS, MapAttribution } from './attribution-control';
import { CoordinatesBox } from './coordinates-box';
import { spotsInView } from './spot-bar-list';
import { ScaleBar } from './scale-bar';
import { SpotHighlight } from './spot-highlight';
import { SpotHoverCard } from './spot-hover-card';
import { SPOTS_SOURCE_ID, SpotLayers } from './spot-layers';
import { useSpotPointer } from './spot-pointer';
import { useMapStateSignal } from './map-state-signal';
import { MAP_DRAWN_ATTRIBUTE } from './whole-first-view';
import { logMapError, ProviderWatch, useBasemapFallback } from './basemap-fallback';
import { useMapLayerChoice } from './map-layers';
import { useFilteredSpots } from './use-filtered-spots';
import { useTileSpots, type MapViewport } from './use-tile-spots';
import { ZoomControl } from './zoom-control';

export type { InitialMapView };

export interface MapViewProps {
  initialView: InitialMapView;
  /** Load spots from `/pspots` as the view changes and draw them clustered. */
  showSpots?: boolean;
  /** Called when a single spot is clicked; clusters always zoom in. */
  onSpotClick?: (spot: { id: number; title: string }) => void;
  /** A pin for the current spot. */
  marker?: LatLng | null;
  /** When this moves outside the view, the map eases to it (e.g. another spot was opened). */
  focus?: LatLng | null;
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
  /**
   * The MapLibre style to draw; the visitor's chosen layer unless given. Spots and pins survive
   * a change, and the server's own basemap takes over when the style's provider is unreachable.
   */
  mapStyle?: string;
  /** Credit for the style's data, added to the attribution. */
  attribution?: string | null;
  /** Receives the loaded spots inside the view, best first, whenever the view settles. */
  onSpotsInView?: (spots: TileSpot[]) => void;
  /** A spot to point out (e.g. the one under the pointer in the spot bar). */
  highlight?: LatLng | null;
  /** Called with the centre and zoom each time the map comes to rest after a move. */
  onPositionChange?: (position: MapPosition) => void;
  children?: ReactNode;
}

// Relative URLs in the style would be resolved against the worker script inside MapLibre's
// workers; in the native build they are the server's, not the app's.
const absoluteUrls = (url: string) => ({ url: serverAddress(url) });

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

/**
 * The value as of the last time the map stood still: new spots arriving mid-pan wait for
 * the pan to end, so the clustered source is never rebuilt during a gesture.
 */
function useWhenStill<T>(value: T, map: MaplibreMap | null): T {
  const [still, setStill] = useState(value);
  useEffect(() => {
    if (!map?.isMoving()) {
      setStill(value);
      return;
    }
    const apply = () => {
      map.off('moveend', apply);
      setStill(value);
    };
    map.on('moveend', apply);
    return () => {
      map.off('moveend', apply);
    };
  }, [value, map]);
  return still;
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
  mapStyle,
  attribution = null,
  onSpotsInView,
  highlight = null,
  onPositionChange,
  children,
}: MapViewProps) {
  const mapRef = useRef<MapRef>(null);
  const canvasPrepared = useMapCanvasPrepared();
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const [labelFont, setLabelFont] = useState<string[] | null>(null);
  const [hovered, setHovered] = useState<TileSpot | null>(null);
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const layerChoice = useMapLayerChoice();
  const chosenStyle =
    mapStyle ?? (layerChoice.ready ? layerChoice.current.styleUrl : getInitialData().mapStyleUrl);
  const { fellBack, drawnStyle, reportUnreachable, reportDelivered } =
    useBasemapFallback(chosenStyle);
  // The server may answer its own basemap in place of a provider whose style it cannot fetch:
  // the map then credits what that style draws, not the provider's data.
  const [drawnOwn, setDrawnOwn] = useState(false);
  const onDrawn = useCallback((drawn: 'own' | 'provider') => setDrawnOwn(drawn === 'own'), []);
  const credit =
    fellBack || drawnOwn ? null : mapStyle ? attribution : layerChoice.current.attribution;
  // With a filter chip active (tag, user, spot set, spot list) the map shows only the spots
  // passing it; otherwise every spot, tile by tile.
  const { search } = useLocation();
  const filters = useMemo(() => (showSpots ? filterQuery(search) : null), [showSpots, search]);
  const tileSpots = useTileSpots(showSpots && filters == null ? viewport : null);
  const filteredSpots = useFilteredSpots(filters);
  const latestSpots = filters == null ? tileSpots : filteredSpots;
  const spots = useWhenStill(latestSpots.spots, map);
  useMapStateSignal(map, {
    spotsPending: showSpots && (latestSpots.pending || spots !== latestSpots.spots),
    spotsSourceId: showSpots ? SPOTS_SOURCE_ID : null,
  });

  // The hover card goes when the spots it stands on are replaced.
  useEffect(() => setHovered(null), [spots]);

  const reportsInView = onSpotsInView != null;
  const inView = useMemo(
    () => (reportsInView && viewport ? spotsInView(spots, viewport.bounds) : null),
    [reportsInView, spots, viewport],
  );
  useEffect(() => {
    if (inView) onSpotsInView?.(inView);
  }, [inView]); // eslint-disable-line react-hooks/exhaustive-deps

  const onHover = useCallback((next: TileSpot | null) => {
    // Keep the same object while over the same spot, so the hover card's delay is not restarted.
    setHovered((previous) => (previous?.id === next?.id ? previous : next));
  }, []);
  useSpotPointer(map, showSpots && interactive, { onHover, onSpotClick });

  useEffect(() => {
    const current = mapRef.current;
    if (!current || !focus) return;
    if (!current.getBounds().contains([focus.lng, focus.lat])) {
      current.easeTo({ center: [focus.lng, focus.lat] });
    }
  }, [focus?.lat, focus?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!goTo) return;
    mapRef.current?.jumpTo({
      center: [goTo.lng, goTo.lat],
      zoom: goTo.zoom,
      ...(goTo.pitchDeg !== undefined ? { pitch: goTo.pitchDeg } : {}),
      ...(goTo.bearingDeg !== undefined ? { bearing: goTo.bearingDeg } : {}),
    });
  }, [goTo?.lat, goTo?.lng, goTo?.zoom, goTo?.pitchDeg, goTo?.bearingDeg]); // eslint-disable-line react-hooks/exhaustive-deps

  const initialViewState =
    'bounds' in initialView
      ? { bounds: initialView.bounds }
      : {
          latitude: initialView.lat,
          longitude: initialView.lng,
          zoom: initialView.zoom,
          pitch: initialView.pitchDeg ?? 0,
          bearing: initialView.bearingDeg ?? 0,
        };

  return (
    <>
      <GlobalStyles
        styles={{
          // The first view fades in once drawn whole.
          '@media (prefers-reduced-motion: no-preference)': {
            [`.maplibregl-map:not([${MAP_DRAWN_ATTRIBUTE}]) .maplibregl-canvas`]: { opacity: 0 },
            '.maplibregl-canvas': { transition: 'opacity 0.2s' },
          },
          '.vantage-hover-card .maplibregl-popup-content': {
            padding: 0,
            overflow: 'hidden',
            borderRadius: 10,
            boxShadow: '0 6px 24px rgba(0, 0, 0, 0.22)',
          },
          '.maplibregl-ctrl-group button.vantage-ctrl': {
            display: 'grid',
            placeItems: 'center',
            color: '#333',
          },
          '.maplibregl-ctrl-attrib-button': { backgroundImage: 'none' },
          [`.${ATTRIBUTION_ICON_CLASS}`]: { display: 'block', width: 24, height: 24 },
          '.maplibregl-ctrl-group button.vantage-ctrl:disabled': {
            color: '#bbb',
            cursor: 'default',
          },
          '.maplibregl-ctrl-group button.vantage-ctrl-pressed': {
            backgroundColor: 'rgba(11, 93, 94, 0.16)',
            color: '#0b5d5e',
          },
          // A finger needs more than the 29 px a mouse does: on touch screens and phones each
          // control is larger, so the finger that presses one does not also cover its neighbours.
          '@media (pointer: coarse), (max-width: 599.95px)': {
            '.maplibregl-ctrl-group button': {
              width: FINGER_MAP_CONTROL_PX,
              height: FINGER_MAP_CONTROL_PX,
            },
          },
        }}
      />
      {/* Made once its canvas is prepared, in a render of its own: the task making it makes
          nothing else. */}
      {canvasPrepared && (
        <Map
          ref={mapRef}
          mapLib={maplibreLib}
          mapStyle={drawnStyle}
          // A whole new style replaces the old one; the spot layers are then added again.
          styleDiffing={false}
          transformRequest={absoluteUrls}
          // The styles are the server's and the configured providers', whose errors MapLibre
          // reports as it draws; checking each against the style specification first took a
          // phone's main thread for as long as loading the style itself.
          validateStyle={false}
          initialViewState={initialViewState}
          maxBounds={MAX_BOUNDS_BOX}
          renderWorldCopies={false}
          interactive={interactive}
          attributionControl={false}
          onLoad={(event) => {
            fitMinZoom(event.target);
            if (capZoomToBasemap) {
              const cap = basemapDetailZoom(event.target) - BASEMAP_CONTEXT_ZOOMS;
              if (event.target.getZoom() > cap) event.target.jumpTo({ zoom: Math.max(cap, 2) });
            }
            const loaded = event.target;
            // What the map tells its components renders in the background (see RenderInBackground).
            startTransition(() => {
              setLabelFont(styleLabelFont(loaded));
              setViewport(readViewport(loaded));
              setMap(loaded);
            });
            // Another layer's style may carry other fonts, or none.
            loaded.on('style.load', () =>
              startTransition(() => setLabelFont(styleLabelFont(loaded))),
            );
          }}
          onError={logMapError}
          onResize={(event) => fitMinZoom(event.target)}
          onMoveEnd={(event) => {
            const moved = readViewport(event.target);
            startTransition(() => setViewport(moved));
            const center = event.target.getCenter();
            const [pitchDeg, bearingDeg] = [event.target.getPitch(), event.target.getBearing()];
            onPositionChange?.({
              lat: center.lat,
              lng: center.lng,
              zoom: event.target.getZoom(),
              ...(pitchDeg !== 0 ? { pitchDeg } : {}),
              ...(bearingDeg !== 0 ? { bearingDeg } : {}),
            });
          }}
          style={{ width: '100%', height: '100%' }}
        >
          {/* Watching from the map's first moment: the style and tiles may answer at once. */}
          <ProviderWatch
            styleUrl={drawnStyle}
            onUnreachable={reportUnreachable}
            onDelivered={reportDelivered}
            onDrawn={onDrawn}
          />
          {/* The map's own parts mount in a render of their own once the map exists. */}
          <RenderInBackground>
            {/* Controls at the bottom stack upwards: the scale bar stays in the corner. */}
            {controls && <ScaleBar />}
            {interactive && <MapAttribution key={credit ?? ''} credit={credit} />}
            {controls && <ZoomControl />}
            {showSpots && <SpotLayers spots={spots} labelFont={labelFont} />}
            {showSpots && <SpotHoverCard spot={hovered} />}
            {marker && (
              <Marker
                ref={describeMarker}
                longitude={marker.lng}
                latitude={marker.lat}
                color="#c9822b"
              />
            )}
            {highlight && <SpotHighlight position={highlight} />}
            {coordinatesBox && <CoordinatesBox />}
            {children}
          </RenderInBackground>
        </Map>
      )}
    </>
  );
}
