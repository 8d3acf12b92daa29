import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Source, useMap, type LayerProps } from 'react-map-gl/maplibre';
import { useNavigate } from 'react-router';
import type { Feature, Polygon } from 'geojson';
import type { MapLibreEvent } from 'maplibre-gl';
import { regionPath, spotPath, type Region, type SpotSummary } from '@vantage/shared';
import { type InitialMapView, MapView, SpotMarkers } from '../map';
import { regionMapBounds, regionOfMap } from '../../lib/region-geometry';

/** Space kept around the region's rectangle when the map frames it. */
const FRAME_PADDING_PX = 32;

const OUTLINE_LAYER: LayerProps = {
  id: 'vantage-region-outline',
  type: 'line',
  paint: {
    'line-color': '#0b5d5e',
    'line-width': 2,
    'line-dasharray': [3, 2],
    'line-opacity': 0.8,
  },
};

function outlineOf(region: Region): Feature<Polygon> {
  const [[west, south], [east, north]] = regionMapBounds(region);
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west, south],
          [east, south],
          [east, north],
          [west, north],
          [west, south],
        ],
      ],
    },
  };
}

/**
 * Keeps the map and the address in step: a move made by the user reports the new rectangle,
 * and a region that did not come from the map (Zoom in, back and forward) refits the map.
 */
function RegionFollower({
  region,
  onUserMove,
}: {
  region: Region;
  onUserMove: (region: Region) => void;
}) {
  const { current: mapRef } = useMap();
  const fromMap = useRef<string | null>(null);
  const firstRegion = useRef(true);
  const report = useRef(onUserMove);
  report.current = onUserMove;

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const onMoveEnd = (event: MapLibreEvent & { originalEvent?: unknown }) => {
      // Only moves by the user carry the input event; fitting to the address does not.
      if (!event.originalEvent) return;
      const next = regionOfMap(map);
      fromMap.current = regionPath(next);
      report.current(next);
    };
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
    };
  }, [mapRef]);

  const path = regionPath(region);
  useEffect(() => {
    if (path === fromMap.current) {
      fromMap.current = null;
      return;
    }
    // The first region is framed at once with a margin, so its outline shows inside the map.
    const duration = firstRegion.current ? 0 : 600;
    firstRegion.current = false;
    mapRef?.fitBounds(regionMapBounds(region), { padding: FRAME_PADDING_PX, duration });
  }, [path]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}

/** The region view's map: the rectangle, its spots as pins, following the address. */
export function RegionMap({
  region,
  spots,
  highlightedId,
  onUserMove,
}: {
  region: Region;
  spots: SpotSummary[];
  highlightedId: number | null;
  onUserMove: (region: Region) => void;
}) {
  const navigate = useNavigate();
  const [initialView] = useState<InitialMapView>(() => ({ bounds: regionMapBounds(region) }));
  const outline = useMemo(() => outlineOf(region), [region]);
  return (
    <MapView initialView={initialView}>
      <Source id="vantage-region" type="geojson" data={outline}>
        <Layer {...OUTLINE_LAYER} />
      </Source>
      <SpotMarkers
        spots={spots}
        highlightedId={highlightedId}
        onOpen={(spot) => void navigate(spotPath(spot))}
      />
      <RegionFollower region={region} onUserMove={onUserMove} />
    </MapView>
  );
}
