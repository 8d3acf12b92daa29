import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { spotPath } from '@vantage/shared';
import { usePageTitle } from '../../core/page-title';
import { spotQuery } from '../../core/spot-query';
import { SpotDetails, SpotDetailsSkeleton } from './spot-details';
import { lazyNamed } from '../../lib/lazy-named';
import { needsSlugRewrite, parseSpotId } from './spot-route';
import { useLocaleData } from '../../lib/locale-data';
import { OfflinePage, useUnreachableOffline } from '../offline';

// An address whose spot number is not one shows its card, loaded then.
const InvalidSpotLink = lazyNamed(() => import('./invalid-spot-link'), 'InvalidSpotLink');

// The large map (and the map library) loads only when the page is opened beside it.
const SpotMapLayout = lazyNamed(() => import('./spot-map-layout'), 'SpotMapLayout', {
  drawnInBrowserOnly: true,
});

/** The spot page `/l/{title}/{id}`; with the `map` flag it sits beside the large map. */
export function SpotPage() {
  // Sun times, elevation and dates.
  useLocaleData();
  const params = useParams<{ title: string; id: string }>();
  const id = parseSpotId(params.id);
  if (id === null) return <InvalidSpotLink />;
  return <SpotPageForId id={id} urlTitle={params.title} />;
}

export default SpotPage;

function SpotPageForId({ id, urlTitle }: { id: number; urlTitle: string | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The 360 view opens in the large map's place, so it too puts the page beside it.
  // So does fixing the spot's position, which moves its pin on the large map.
  const mapOpen = ['map', '360', 'fixPosition'].some((flag) =>
    new URLSearchParams(location.search).has(flag),
  );
  const query = useQuery({
    ...spotQuery(id),
    // Beside the large map the previous spot stays until the next arrives, so the map is kept.
    placeholderData: mapOpen ? keepPreviousData : undefined,
  });
  const spot = query.data;
  const current = spot?.id === id ? spot : undefined;
  // Without a network a spot that is neither saved nor read lately cannot open: the page
  // says so instead of going home.
  const offline = useUnreachableOffline(query) && !current;
  usePageTitle(current?.title ?? null);

  useEffect(() => {
    if (current && needsSlugRewrite(urlTitle, current)) {
      void navigate({ pathname: spotPath(current), search: location.search }, { replace: true });
    }
  }, [current, urlTitle, location.search, navigate]);

  useEffect(() => {
    if (query.isError && !offline) {
      // A spot that fails to load is logged and the app goes home.
      console.error(`Spot ${id} could not be loaded`, query.error);
      void navigate('/', { replace: true });
    }
  }, [query.isError, query.error, id, navigate, offline]);

  // The layout fixes full-height pages to the window, so this page scrolls inside itself and
  // must return to the top when another spot opens (window scrolling does not reach it). The
  // spot it opened with keeps its place: a visitor may have scrolled the served page before it
  // hydrated.
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef(id);
  useEffect(() => {
    if (scrolledFor.current === id) return;
    scrolledFor.current = id;
    scrollRef.current?.scrollTo({ top: 0 });
  }, [id]);

  if (offline) return <OfflinePage what="spot" />;
  if (mapOpen && spot) {
    return (
      <Suspense fallback={<SpotDetailsSkeleton />}>
        <SpotMapLayout spot={spot} scrollRef={scrollRef}>
          {current ? <SpotDetails spot={current} sidebar /> : <SpotDetailsSkeleton />}
        </SpotMapLayout>
      </Suspense>
    );
  }
  return (
    <PageScroller scrollRef={scrollRef}>
      <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
        {current ? <SpotDetails spot={current} sidebar={false} /> : <SpotDetailsSkeleton />}
      </Container>
    </PageScroller>
  );
}

function PageScroller({
  scrollRef,
  children,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <Box ref={scrollRef} sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {children}
    </Box>
  );
}
