import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Container from '@mui/material/Container';
import { apiFetch } from '../../api/client';
import { usePageTitle } from '../../core/page-title';
import { collectFeaturedPhotos, pickHeaderPhoto } from './header-photo';
import { HomeHeader } from './home-header';
import { HomeSection, SectionError } from './home-section';
import { PopularLocations } from './popular-locations';
import { RecentUploads } from './recent-uploads';

const RECENT_LIMIT = 12;

/** The home view: featured header, Popular Locations, Recent Uploads. */
export function HomePage() {
  usePageTitle(null);
  const popular = useQuery({
    queryKey: ['popular'],
    queryFn: () => apiFetch('/pspots/popular', 'PopularAnswer'),
  });
  const latest = useQuery({
    queryKey: ['photos', 'latest'],
    queryFn: () => apiFetch(`/photos/latest?limit=${RECENT_LIMIT}&offset=0`, 'PhotoList'),
  });

  // Chosen once both lists have answered, so the header does not swap photos mid-load.
  const settled = !popular.isPending && !latest.isPending;
  const headerPhoto = useMemo(
    () =>
      settled
        ? pickHeaderPhoto(collectFeaturedPhotos(popular.data ?? [], latest.data ?? []), Date.now())
        : null,
    [settled, popular.data, latest.data],
  );

  return (
    <>
      <HomeHeader photo={headerPhoto} />
      <Container maxWidth="lg" sx={{ pb: { xs: 5, sm: 8 } }}>
        <HomeSection title="Popular Locations" moreTo="/explore/locations">
          {popular.isError ? (
            <SectionError what="popular locations" onRetry={() => void popular.refetch()} />
          ) : (
            <PopularLocations spots={popular.data} />
          )}
        </HomeSection>
        <HomeSection title="Recent Uploads" moreTo="/explore/recent">
          {latest.isError ? (
            <SectionError what="recent uploads" onRetry={() => void latest.refetch()} />
          ) : (
            <RecentUploads photos={latest.data} />
          )}
        </HomeSection>
      </Container>
    </>
  );
}
