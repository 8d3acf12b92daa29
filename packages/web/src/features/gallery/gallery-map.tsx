import type { SpotSummary } from '@vantage/shared';
import { SpotsMap } from '../map';

/** The gallery's Map tab: its spots as pins, framed to show them all. */
export function GalleryMap({ spots }: { spots: SpotSummary[] }) {
  return <SpotsMap spots={spots} />;
}
