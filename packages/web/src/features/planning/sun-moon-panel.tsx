import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { Spot } from '@vantage/shared';
import { CollapsiblePanel } from '../../components/collapsible-panel';
import { LightTimeline } from './light-timeline';
import { PlanningSliders, PlanningToggles, SkyReadout } from './planning-controls';
import { useSeenDay } from './use-seen-day';
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
  const seen = useSeenDay(spot.id, sky);
  if (!sky) return null;
  return (
    <Box role="group" aria-label="Sun and moon planning" sx={{ display: 'grid', gap: 1.5 }}>
      <PlanningSliders sky={sky} />
      <LightTimeline sky={sky} seen={seen} />
      <SkyReadout sky={sky} />
      <PlanningToggles spotId={spot.id} />
    </Box>
  );
}
