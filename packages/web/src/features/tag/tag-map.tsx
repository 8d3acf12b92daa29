import type { SpotSummary, TagRect } from '@vantage/shared';
import { SpotsMap } from '../map';
import { tagMapView } from './tag-map-view';

/** The Map tab: the tag's best spots as pins; a pin opens its spot. */
export function TagMap({ spots, rect }: { spots: SpotSummary[]; rect: TagRect | null }) {
  return <SpotsMap spots={spots} initialView={tagMapView(rect, spots)} />;
}
