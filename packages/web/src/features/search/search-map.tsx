import type { SpotSummary } from '@vantage/shared';
import { SpotsMap } from '../map';

/** The Map tab: the result spots as pins, framed to show them all; a pin opens its spot. */
export function SearchMap({ spots }: { spots: SpotSummary[] }) {
  return <SpotsMap spots={spots} size={{ height: { xs: '62vh', md: 560 }, minHeight: 320 }} />;
}
