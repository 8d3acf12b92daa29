import type { SpotSummary, TagRect } from '@vantage/shared';
import type { InitialMapView } from '../map';
import { MAP_BACKGROUND } from '../../components/sidebar-map-layout';

/** The frame of a tag's maps. */
export const MAP_SX = {
  height: { xs: '56vh', md: 520 },
  minHeight: 300,
  borderRadius: '14px',
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: MAP_BACKGROUND,
  position: 'relative',
} as const;

export /** How a tag's map opens: on its rectangle, else around its best spots, else the world. */
function tagMapView(rect: TagRect | null, spots: readonly SpotSummary[]): InitialMapView {
  if (rect)
    return {
      bounds: [
        [rect[0], rect[1]],
        [rect[2], rect[3]],
      ],
    };
  if (spots.length === 0)
    return {
      bounds: [
        [-170, -60],
        [170, 75],
      ],
    };
  const lats = spots.map((spot) => spot.lat);
  const lngs = spots.map((spot) => spot.long);
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  if (south === north && west === east) return { lat: south, lng: west, zoom: 11 };
  return {
    bounds: [
      [west - 0.02, south - 0.02],
      [east + 0.02, north + 0.02],
    ],
  };
}
