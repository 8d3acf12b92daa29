import { useEffect, useRef } from 'react';
import type {
  GeoJSONSource,
  MapGeoJSONFeature,
  Map as MaplibreMap,
  MapMouseEvent,
  PointLike,
} from 'maplibre-gl';
import type { TileSpot } from '@vantage/shared';
import {
  CLUSTER_LAYER_ID,
  INTERACTIVE_SPOT_LAYERS,
  SPOTS_SOURCE_ID,
  type SpotFeatureProperties,
} from './spot-layers';
import { listenToMap } from '../../lib/map-listeners';

/** The single spot among these features, preferring a spot to a cluster drawn over it. */
export function spotFromFeatures(features: readonly MapGeoJSONFeature[]): TileSpot | null {
  const feature = features.find(
    (candidate) => candidate.layer.id !== CLUSTER_LAYER_ID && candidate.geometry.type === 'Point',
  );
  if (!feature || feature.geometry.type !== 'Point') return null;
  const props = feature.properties as SpotFeatureProperties;
  const [lng, lat] = feature.geometry.coordinates;
  return {
    id: Number(props.id),
    title: String(props.title),
    score: Number(props.score),
    lat: lat ?? 0,
    long: lng ?? 0,
  };
}

/** The spot layers present in the style now (none while a new style loads). */
function featuresAt(map: MaplibreMap, point: PointLike): MapGeoJSONFeature[] {
  const layers = INTERACTIVE_SPOT_LAYERS.filter((id) => map.getLayer(id));
  return layers.length > 0 ? map.queryRenderedFeatures(point, { layers }) : [];
}

function zoomIntoCluster(map: MaplibreMap, feature: MapGeoJSONFeature) {
  if (feature.geometry.type !== 'Point') return;
  const source = map.getSource<GeoJSONSource>(SPOTS_SOURCE_ID);
  const clusterId = Number((feature.properties as { cluster_id: number }).cluster_id);
  const [lng, lat] = feature.geometry.coordinates;
  source
    ?.getClusterExpansionZoom(clusterId)
    .then((zoom) => map.easeTo({ center: [lng ?? 0, lat ?? 0], zoom: zoom + 0.5 }))
    .catch((error: unknown) => console.error(error));
}

export interface SpotPointerHandlers {
  /** The spot under a resting pointer, or null. */
  onHover: (spot: TileSpot | null) => void;
  onSpotClick?: (spot: TileSpot) => void;
}

/**
 * Hover and click on the spot layers. The pointer is looked up at most once a frame and not
 * at all while the map moves, so panning a dense map costs no feature queries; a click on a
 * cluster zooms into it.
 */
export function useSpotPointer(
  map: MaplibreMap | null,
  enabled: boolean,
  handlers: SpotPointerHandlers,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!map || !enabled) return;
    const canvas = map.getCanvas();
    let frame = 0;
    let point: PointLike | null = null;

    const setCursor = (pointer: boolean) => {
      const cursor = pointer ? 'pointer' : '';
      if (canvas.style.cursor !== cursor) canvas.style.cursor = cursor;
    };
    const lookUp = () => {
      frame = 0;
      if (!point || map.isMoving()) return;
      const features = featuresAt(map, point);
      setCursor(features.length > 0);
      latest.current.onHover(spotFromFeatures(features));
    };
    const onMove = (event: MapMouseEvent) => {
      point = event.point;
      if (!frame && !map.isMoving()) frame = requestAnimationFrame(lookUp);
    };
    const onLeave = () => {
      point = null;
      setCursor(false);
      latest.current.onHover(null);
    };
    const onDragStart = () => latest.current.onHover(null);
    const onClick = (event: MapMouseEvent) => {
      const features = featuresAt(map, event.point);
      const spot = spotFromFeatures(features);
      if (spot) {
        latest.current.onSpotClick?.(spot);
        return;
      }
      const cluster = features.find((feature) => feature.layer.id === CLUSTER_LAYER_ID);
      if (cluster) zoomIntoCluster(map, cluster);
    };

    const stopListening = listenToMap(map, {
      mousemove: onMove,
      mouseout: onLeave,
      dragstart: onDragStart,
      click: onClick,
    });
    return () => {
      cancelAnimationFrame(frame);
      stopListening();
      setCursor(false);
    };
  }, [map, enabled]);
}
