import { useEffect, useRef, useState } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import Box from '@mui/material/Box';
import type { SpotSummary, TagRect } from '@vantage/shared';
import { MapView, SPOTS_MAP_SX } from '../map';
import { tagMapView } from './tag-map-view';

function rectFeature(rect: TagRect) {
  const [w, s, e, n] = rect;
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: {
      type: 'Polygon' as const,
      coordinates: [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    },
  };
}

/** Draws a rectangle by two clicks on the map: the first corner, then the opposite one. */
function RectDrawer({ rect, onRect }: { rect: TagRect | null; onRect: (rect: TagRect) => void }) {
  const { current: map } = useMap();
  const corner = useRef<[number, number] | null>(null);
  const [firstCorner, setFirstCorner] = useState<[number, number] | null>(null);
  const report = useRef(onRect);
  report.current = onRect;
  useEffect(() => {
    if (!map) return;
    const onClick = (event: { lngLat: { lng: number; lat: number } }) => {
      const point: [number, number] = [event.lngLat.lng, event.lngLat.lat];
      const first = corner.current;
      if (!first) {
        corner.current = point;
        setFirstCorner(point);
        return;
      }
      corner.current = null;
      setFirstCorner(null);
      report.current([
        Math.min(first[0], point[0]),
        Math.min(first[1], point[1]),
        Math.max(first[0], point[0]),
        Math.max(first[1], point[1]),
      ]);
    };
    map.on('click', onClick);
    const canvas = map.getCanvas();
    canvas.style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      canvas.style.cursor = '';
    };
  }, [map]);
  const shown: TagRect | null = firstCorner
    ? [firstCorner[0], firstCorner[1], firstCorner[0], firstCorner[1]]
    : rect;
  if (!shown) return null;
  return (
    <Source id="tag-rect" type="geojson" data={rectFeature(shown)}>
      <Layer
        id="tag-rect-fill"
        type="fill"
        paint={{ 'fill-color': '#1e88e5', 'fill-opacity': 0.15 }}
      />
      <Layer id="tag-rect-line" type="line" paint={{ 'line-color': '#1e88e5', 'line-width': 2 }} />
    </Source>
  );
}

/** The admin's map: click two corners to draw the rectangle the tag's map opens on. */
export function TagRectMap({
  rect,
  spots,
  onRect,
}: {
  rect: TagRect | null;
  spots: SpotSummary[];
  onRect: (rect: TagRect) => void;
}) {
  const [initialView] = useState(() => tagMapView(rect, spots));
  return (
    <Box sx={{ ...SPOTS_MAP_SX, height: 360 }} data-testid="tag-rect-map">
      <MapView initialView={initialView} capZoomToBasemap>
        <RectDrawer rect={rect} onRect={onRect} />
      </MapView>
    </Box>
  );
}
