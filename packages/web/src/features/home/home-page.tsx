import { useMemo } from 'react';
import { HydrationSlice } from '../../served/slices';
import { pageOpenedAt } from '../../core/page-clock';
import { useQuery } from '@tanstack/react-query';
import Container from '@mui/material/Container';
import { apiFetch } from '../../api/client';
import { useCurrentUser } from '../../core/current-user';
import { featuredPhotosQuery } from '../../core/featured-photos';
import { usePageTitle } from '../../core/page-title';
import { isNativeApp } from '../../lib/native-app';
import { collectFeaturedPhotos, pickHeaderPhoto } from './header-photo';
import { HomeHeader } from './home-header';
import { HomePromo } from './home-promo';
import { HomeSection } from './home-section';
import { PopularLocations } from './popular-locations';
import { popularLocationsQuery } from './popular-locations-query';
import { RecentUploads } from './recent-uploads';

const RECENT_LIMIT = 12;

/** The home view: featured header, the promo for visitors, Popular Locations, Recent Uploads. */
export function HomePage() {
  usePageTitle(null);
  const user = useCurrentUser();
  const featured = useQuery(featuredPhotosQuery());
  const popular = useQuery(popularLocationsQuery());
  const latest = useQuery({
    queryKey: ['photos', 'latest'],
    queryFn: () => apiFetch(`/photos/latest?limit=${RECENT_LIMIT}&offset=0`, 'PhotoList'),
  });

  const headerPhoto = useMemo(
    () =>
      featured.data ? pickHeaderPhoto(collectFeaturedPhotos(featured.data), pageOpenedAt()) : null,
    [featured.data],
  );

  return (
    <>
      <HydrationSlice>
        <HomeHeader photo={headerPhoto} />
      </HydrationSlice>
      <Container maxWidth="lg" sx={{ pb: { xs: 5, sm: 8 } }}>
        {!user && !isNativeApp() && <HomePromo />}
        {popular.data?.length !== 0 && (
          <HydrationSlice>
            <HomeSection title="Popular Locations" moreTo="/explore/locations" query={popular}>
              <PopularLocations locations={popular.data} />
            </HomeSection>
          </HydrationSlice>
        )}
        <HydrationSlice>
          <HomeSection title="Recent Uploads" moreTo="/explore/recent" query={latest}>
            <RecentUploads photos={latest.data} />
          </HomeSection>
        </HydrationSlice>
      </Container>
    </>
  );
}
