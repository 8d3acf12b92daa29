import { startTransition, useState } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { MapPosition } from '../../core/map-url';
import { markTricks } from '../../platform/maplibre/map-library';
import { showFirstViewAfterWait } from './first-view';
import { capZoomToBasemap, fitMinZoom, readViewport, styleLabelFont } from './map-style-facts';
import type { MapViewport } from './use-tile-spots';

interface MapEvent {
  target: MaplibreMap;
}

/**
 * The map once loaded, its view as of its last rest and its style's label font, with the
 * handlers of MapLibre's events that keep them. What the map tells its components renders in
 * the background (see RenderInBackground).
 */
export function useLoadedMap(
  capZoom: boolean,
  onPositionChange: ((position: MapPosition) => void) | undefined,
) {
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const [labelFont, setLabelFont] = useState<string[] | null>(null);

  const onLoad = ({ target: loaded }: MapEvent) => {
    markTricks(loaded);
    showFirstViewAfterWait(loaded);
    fitMinZoom(loaded);
    if (capZoom) capZoomToBasemap(loaded);
    startTransition(() => {
      setLabelFont(styleLabelFont(loaded));
      setViewport(readViewport(loaded));
      setMap(loaded);
    });
    // Another layer's style may carry other fonts, or none.
    loaded.on('style.load', () => startTransition(() => setLabelFont(styleLabelFont(loaded))));
  };
  const onMoveEnd = ({ target: moved }: MapEvent) => {
    const view = readViewport(moved);
    startTransition(() => setViewport(view));
    const center = moved.getCenter();
    const [pitchDeg, bearingDeg] = [moved.getPitch(), moved.getBearing()];
    onPositionChange?.({
      lat: center.lat,
      lng: center.lng,
      zoom: moved.getZoom(),
      ...(pitchDeg !== 0 ? { pitchDeg } : {}),
      ...(bearingDeg !== 0 ? { bearingDeg } : {}),
    });
  };
  const onResize = ({ target }: MapEvent) => fitMinZoom(target);
  return { map, viewport, labelFont, handlers: { onLoad, onMoveEnd, onResize } };
}
