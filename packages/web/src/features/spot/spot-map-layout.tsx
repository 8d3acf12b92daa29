import { useCallback, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { latLngOf, type Spot } from '@vantage/shared';
import { type InitialMapView, LargeMap } from '../map';
import { spotFromLargeMap } from '../../core/map-panels';
import { PanoramaMapControl, PanoramaSlot } from '../panorama';
import { useFixPhotoMode } from '../photo';
import { useFixPositionMode } from '../community';
import { PlanningMapOverlay, PlanningMapPanel, spotPlace } from '../planning';
import { useIsMobile } from '../../lib/use-is-mobile';
import { MAP_BACKGROUND, SidebarMapLayout } from '../../components/sidebar-map-layout';

const SPOT_ZOOM = 13;

/**
 * The spot page beside the large map (`?map`): a scrolling sidebar and the map with all spots
 * (on mobile, the map above the details). `scrollRef` receives the scrolling element.
 */
export function SpotMapLayout({
  spot,
  scrollRef,
  children,
}: {
  spot: Spot;
  scrollRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const { search } = useLocation();
  const spotBarOpen = new URLSearchParams(search).has('sb');
  const weatherOpen = new URLSearchParams(search).has('w');
  // The 360 view takes the large map's place.
  const panoramaOpen = new URLSearchParams(search).has('360');
  // Sun and moon lines from the spot, with their panel over the map.
  const place = useMemo(() => spotPlace(spot), [spot]);
  const position = useMemo(() => latLngOf(spot), [spot]);
  const mobile = useIsMobile();
  // Opened on the first spot; later spots pan the same map instead of rebuilding it.
  const [initialView] = useState<InitialMapView>(() => ({ ...position, zoom: SPOT_ZOOM }));
  // Another spot opens beside the same large map, with its weather panel and spot bar.
  const spotLink = useCallback(
    (next: { id: number; title: string }) => spotFromLargeMap(next, search, true),
    [search],
  );
  // With `fixPhoto` a spot click chooses where a photo was taken instead of opening it.
  const fixPhoto = useFixPhotoMode();
  // With `fixPosition` the spot's pin is moved to propose a new position.
  const fixPosition = useFixPositionMode(spot);

  const map = panoramaOpen ? (
    <PanoramaSlot spot={spot} />
  ) : (
    <LargeMap
      initialView={initialView}
      capZoomToBasemap
      marker={position}
      focus={position}
      spotLink={spotLink}
      onSpotChoose={fixPhoto.onSpotChoose}
      controls={<PanoramaMapControl />}
    >
      <PlanningMapOverlay spotId={spot.id} place={place} />
      <PlanningMapPanel spotId={spot.id} place={place} />
      {fixPhoto.overlay}
      {fixPosition.layers}
    </LargeMap>
  );

  if (mobile) {
    return (
      <Box ref={scrollRef} sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Box
          sx={{
            // The spot bar and the weather take room from the map, so the map grows with them.
            height: spotBarOpen || weatherOpen || panoramaOpen ? '66vh' : '46vh',
            minHeight: 260,
            position: 'relative',
            bgcolor: MAP_BACKGROUND,
          }}
        >
          {map}
        </Box>
        <Box sx={{ px: 2, py: 2.5 }}>{children}</Box>
      </Box>
    );
  }
  return (
    <SidebarMapLayout
      sidebar={children}
      sidebarLabel={spot.title}
      sidebarRef={scrollRef}
      map={map}
    />
  );
}
