import { useRef, type ReactNode } from 'react';
import { Map, Marker, type MapRef } from 'react-map-gl/maplibre';
import type { Marker as MaplibreMarker } from 'maplibre-gl';
import type { LatLng } from '@vantage/shared';
import { serverAddress } from '../../lib/native-app';
import { RenderInBackground } from '../../lib/render-in-background';
import { mapLibrary } from '../../platform/maplibre/map-library';
import type { MapPosition } from '../../core/map-url';
import { MAX_BOUNDS_BOX, type InitialMapView } from './map-bounds';
import { MapAttribution } from './attribution-control';
import { logMapError, ProviderWatch } from './basemap-fallback';
import { MapGlobalStyles } from './map-global-styles';
import { useMapMountReady } from './map-mount';
import { ScaleBar } from './scale-bar';
import { SpotHighlight } from './spot-highlight';
import { SpotHoverCard } from './spot-hover-card';
import { SpotLayers } from './spot-layers';
import { useFollowFocus, useGoTo } from './use-map-camera';
import { useLoadedMap } from './use-loaded-map';
import { useMapBasemap, type MapBasemap } from './use-map-basemap';
import { useMapSpots, type MapSpotsOptions } from './use-map-spots';
import { ZoomControl } from './zoom-control';

export type { InitialMapView };

export interface MapViewProps {
  initialView: InitialMapView;
  /** Load spots from `/pspots` as the view changes and draw them clustered. */
  spots?: MapSpotsOptions;
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
  /** A map the visitor moves, with its controls and attribution; false for a still picture. */
  interactive?: boolean;
  /**
   * The MapLibre style to draw and the credit for its data; the visitor's chosen layer unless
   * given. Spots and pins survive a change, and the server's own basemap takes over when the
   * style's provider is unreachable.
   */
  basemap?: MapBasemap;
  /** A spot to point out (e.g. the one under the pointer in the spot bar). */
  highlight?: LatLng | null;
  /** Called with the centre and zoom each time the map comes to rest after a move. */
  onPositionChange?: (position: MapPosition) => void;
  children?: ReactNode;
}

// Relative URLs in the style would be resolved against the worker script inside MapLibre's
// workers; in the native build they are the server's, not the app's.
const absoluteUrls = (url: string) => ({ url: serverAddress(url) });

// MapLibre gives markers a button role, but this pin only shows where the spot is.
function describeMarker(marker: MaplibreMarker | null) {
  marker?.getElement().setAttribute('role', 'img');
  marker?.getElement().setAttribute('aria-label', 'Spot location');
}

function initialViewState(initialView: InitialMapView) {
  if ('bounds' in initialView) return { bounds: initialView.bounds };
  return {
    latitude: initialView.lat,
    longitude: initialView.lng,
    zoom: initialView.zoom,
    pitch: initialView.pitchDeg ?? 0,
    bearing: initialView.bearingDeg ?? 0,
  };
}

/** A MapLibre map on the site's basemap, clamped to the world, optionally with spots. */
export function MapView({
  initialView,
  spots: spotsOptions,
  marker = null,
  focus = null,
  goTo = null,
  capZoomToBasemap = false,
  interactive = true,
  basemap,
  highlight = null,
  onPositionChange,
  children,
}: MapViewProps) {
  const mapRef = useRef<MapRef>(null);
  const mountReady = useMapMountReady();
  const { map, viewport, labelFont, handlers } = useLoadedMap(capZoomToBasemap, onPositionChange);
  const { drawnStyle, credit, watch } = useMapBasemap(basemap);
  const { showSpots, spots, hovered } = useMapSpots(spotsOptions, map, viewport, interactive);
  useFollowFocus(mapRef, focus);
  useGoTo(mapRef, goTo);

  return (
    <>
      <MapGlobalStyles />
      {/* Made in a render of its own: the task making it makes nothing else. */}
      {mountReady && (
        <Map
          ref={mapRef}
          mapLib={mapLibrary()}
          mapStyle={drawnStyle}
          // A whole new style replaces the old one; the spot layers are then added again.
          styleDiffing={false}
          transformRequest={absoluteUrls}
          // The styles are the server's and the configured providers', whose errors MapLibre
          // reports as it draws; checking each against the style specification first took a
          // phone's main thread for as long as loading the style itself.
          validateStyle={false}
          initialViewState={initialViewState(initialView)}
          maxBounds={MAX_BOUNDS_BOX}
          renderWorldCopies={false}
          interactive={interactive}
          attributionControl={false}
          onError={logMapError}
          {...handlers}
          style={{ width: '100%', height: '100%' }}
        >
          {/* Watching from the map's first moment: the style and tiles may answer at once. */}
          <ProviderWatch styleUrl={drawnStyle} {...watch} />
          {/* The map's own parts mount in a render of their own once the map exists. */}
          <RenderInBackground>
            {/* Controls at the bottom stack upwards: the scale bar stays in the corner. */}
            {interactive && <ScaleBar />}
            {interactive && <MapAttribution key={credit ?? ''} credit={credit} />}
            {interactive && <ZoomControl />}
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
            {children}
          </RenderInBackground>
        </Map>
      )}
    </>
  );
}
