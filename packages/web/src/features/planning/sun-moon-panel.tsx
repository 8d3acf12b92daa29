import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { Spot } from '@vantage/shared';
import { CollapsiblePanel } from '../../components/collapsible-panel';
import { SpotLightTimeline } from './light-timeline';
import { PlanningSliders, PlanningToggles, SkyReadout } from './planning-controls';
import { spotPlace, usePlanningSky } from './use-planning-sky';

/**
 * 'Sun and moon' on the spot page: the planning date and time on the spot's clock, the day's
 * light, where the sun and moon stand, and the display toggles shared with the large map.
 */
export function SunMoonPanel({ spot }: { spot: Spot }) {
  return (
    <CollapsiblePanel title="Sun and moon" storageKey="sunMoon" defaultExpanded>
      <SunMoonContent spot={spot} />
    </CollapsiblePanel>
  );
}

function SunMoonContent({ spot }: { spot: Spot }) {
  const place = useMemo(() => spotPlace(spot), [spot]);
  const sky = usePlanningSky(place);
  if (!sky) return null;
  return (
    <Box role="group" aria-label="Sun and moon planning" sx={{ display: 'grid', gap: 1.5 }}>
      <PlanningSliders sky={sky} />
      <SpotLightTimeline spotId={spot.id} sky={sky} />
      <SkyReadout sky={sky} />
      <PlanningToggles spotId={spot.id} />
    </Box>
  );
}
