import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import type { PlanningPlace } from './sun-moon-day';

/** What the planning parts of the large map are drawn for: the spot and its place. */
interface MapPartProps {
  spotId: number;
  place: PlanningPlace;
}

// What planning draws on the large map and beside it (the sun and moon lines, the panel with
// the forecast's tabs) loads with the large map, not with the spot page's planning cards.
const Overlay = lazyNamed<'PlanningMapOverlay', MapPartProps>(
  () => import('./planning-map-overlay'),
  'PlanningMapOverlay',
  { drawnInBrowserOnly: true },
);
const Panel = lazyNamed<'PlanningMapPanel', MapPartProps>(
  () => import('./planning-map-panel'),
  'PlanningMapPanel',
  { drawnInBrowserOnly: true },
);

/** The sun's and moon's directions drawn on the large map around the spot. */
export function PlanningMapOverlay(props: MapPartProps) {
  return (
    <Suspense fallback={null}>
      <Overlay {...props} />
    </Suspense>
  );
}

/** The sun and moon panel beside the large map, with the forecast. */
export function PlanningMapPanel(props: MapPartProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
