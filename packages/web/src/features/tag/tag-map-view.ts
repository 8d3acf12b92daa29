import { latLngOf, type SpotSummary, type TagRect } from '@vantage/shared';
import { spotsView, type InitialMapView } from '../map';

/** How a tag's map opens: on its rectangle, else around its best spots, else the world. */
export function tagMapView(rect: TagRect | null, spots: readonly SpotSummary[]): InitialMapView {
  if (rect) {
    return {
      bounds: [
        [rect[0], rect[1]],
        [rect[2], rect[3]],
      ],
    };
  }
  return spotsView(spots.map(latLngOf));
}
