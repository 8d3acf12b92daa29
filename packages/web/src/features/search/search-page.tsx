import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  COORDINATES_ZOOM,
  formatCoordinates,
  latLngOf,
  mapPathAt,
  parseCoordinates,
  searchTarget,
  type SearchAnswer,
} from '@vantage/shared';
import { ApiError } from '../../api/client';
import { usePageTitle } from '../../core/page-title';
import { describeFilter } from '../../lib/filters';
import { lazyNamed } from '../../lib/lazy-named';
import { spotCountLabel } from '../../lib/spot-count';
import { InvalidAddress } from '../site-pages';
import { checkParams, routeParamSchemas } from '../../core/route-params';
import { searchFilters, searchQuery } from './search-api';
import { SearchPlaces } from './search-places';
import { SearchTags } from './search-tags';
import { SPOT_GRID_SX, SpotCard, SpotCardSkeleton } from '../../components/spot-card';

// The Map tab carries MapLibre, so it loads only when opened.
const SearchMap = lazyNamed(() => import('./search-map'), 'SearchMap', {
  drawnInBrowserOnly: true,
});

type ResultTab = 'spots' | 'map';

/** `/search/{text}`: the search results page. */
export function SearchPage() {
  const params = useParams();
  const checked = checkParams(routeParamSchemas.search, params);
  if (!checked.ok) return <InvalidAddress feature="Search" message={checked.message} />;
  const { text } = checked.data;
  // Coordinates typed in search go to the map and centre there, also from a link.
  const target = parseCoordinates(text) ? searchTarget(text) : null;
  if (target) return <Navigate to={target} replace />;
  return <SearchResults text={text} />;
}

function SearchResults({ text }: { text: string }) {
  usePageTitle(`Search: ${text}`);
  const { search } = useLocation();
  const filters = useMemo(() => searchFilters(search), [search]);
  const filterLabel = describeFilter(search);
  const query = useQuery(searchQuery(text, filters));
  const [tab, setTab] = useState<ResultTab>('spots');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
      >
        Search: {text}
      </Typography>
      {filterLabel && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Filtered by {filterLabel}
        </Typography>
      )}
      {query.isPending ? (
        <ResultsLoading />
      ) : query.isError ? (
        <SearchError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Results
          answer={query.data}
          text={text}
          filtered={filterLabel !== null}
          tab={tab}
          onTab={setTab}
        />
      )}
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `search-${title.toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 3, sm: 4 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.2rem', sm: '1.35rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The answer's coordinates, when the search text was some, with a link to the map there. */
function CoordinatesNotice({
  coordinates,
}: {
  coordinates: NonNullable<SearchAnswer['coordinates']>;
}) {
  return (
    <Alert
      severity="info"
      sx={{ mt: 2 }}
      action={
        <Button
          component={RouterLink}
          to={mapPathAt({ ...latLngOf(coordinates), zoom: COORDINATES_ZOOM })}
          size="small"
        >
          Open the map
        </Button>
      }
    >
      These are GPS coordinates: {formatCoordinates(coordinates.lat, coordinates.long)}
    </Alert>
  );
}

/** The spots found, as cards or on a map as the tabs choose, with their count. */
function SpotResults({
  answer,
  text,
  tab,
  onTab,
}: {
  answer: SearchAnswer;
  text: string;
  tab: ResultTab;
  onTab: (tab: ResultTab) => void;
}) {
  return (
    <>
      <Box sx={{ mt: { xs: 3, sm: 4 }, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ResultTab) => onTab(value)}
          aria-label="Results"
        >
          <Tab value="spots" label="Spots" id="search-tab-spots" aria-controls="search-panel" />
          <Tab value="map" label="Map" id="search-tab-map" aria-controls="search-panel" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="search-panel" aria-labelledby={`search-tab-${tab}`} sx={{ pt: 2.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {spotCountLabel(answer.spots.length, answer.more)}
        </Typography>
        {answer.spots.length === 0 ? (
          <Typography>No spots match “{answer.corrected ?? text}”.</Typography>
        ) : tab === 'spots' ? (
          <Box sx={SPOT_GRID_SX}>
            {answer.spots.map((spot) => (
              <SpotCard key={spot.id} spot={spot} />
            ))}
          </Box>
        ) : (
          <Suspense
            fallback={<Skeleton variant="rounded" sx={{ height: { xs: '62vh', md: 560 } }} />}
          >
            <SearchMap spots={answer.spots} />
          </Suspense>
        )}
        {answer.more && (
          <Typography color="text.secondary" sx={{ mt: 3 }}>
            More spots match than are shown here. Refine the search to narrow them down.
          </Typography>
        )}
      </Box>
    </>
  );
}

function Results({
  answer,
  text,
  filtered,
  tab,
  onTab,
}: {
  answer: SearchAnswer;
  text: string;
  filtered: boolean;
  tab: ResultTab;
  onTab: (tab: ResultTab) => void;
}) {
  const empty = answer.places.length === 0 && answer.tags.length === 0 && answer.spots.length === 0;
  return (
    <>
      {answer.corrected && (
        <Typography sx={{ mt: 1 }}>
          Showing results for{' '}
          <Box component="em" sx={{ fontWeight: 650 }}>
            {answer.corrected}
          </Box>
        </Typography>
      )}
      {answer.coordinates && <CoordinatesNotice coordinates={answer.coordinates} />}
      {empty ? (
        <NothingFound text={answer.corrected ?? text} filtered={filtered} />
      ) : (
        <>
          {answer.places.length > 0 && (
            <Section title="Places">
              <SearchPlaces places={answer.places} />
            </Section>
          )}
          {answer.tags.length > 0 && (
            <Section title="Tags">
              <SearchTags tags={answer.tags} />
            </Section>
          )}
          <SpotResults answer={answer} text={text} tab={tab} onTab={onTab} />
        </>
      )}
    </>
  );
}

function NothingFound({ text, filtered }: { text: string; filtered: boolean }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 5, sm: 8 } }}>
      <SearchOffIcon sx={{ fontSize: 44, color: 'text.secondary', opacity: 0.7 }} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        No results for “{text}”.
      </Typography>
      <Typography color="text.secondary">
        {filtered
          ? 'Nothing matches with the active filter. Remove the filter to search everything.'
          : 'Check the spelling, or search for a place name, a tag or GPS coordinates.'}
      </Typography>
    </Stack>
  );
}

function SearchError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const message =
    error instanceof ApiError && error.body ? error.body.error.message : error.message;
  return (
    <Alert
      severity="error"
      sx={{ mt: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      The search could not be completed. {message}
    </Alert>
  );
}

function ResultsLoading() {
  return (
    <Box aria-busy="true" aria-label="Loading results" sx={{ mt: { xs: 3, sm: 4 } }}>
      <Skeleton width={120} height={32} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
          gap: 1.5,
          mt: 1,
        }}
      >
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Box>
      <Skeleton width={160} height={48} sx={{ mt: 3 }} />
      <Box sx={{ ...SPOT_GRID_SX, mt: 2 }}>
        {Array.from({ length: 8 }, (_, i) => (
          <SpotCardSkeleton key={i} />
        ))}
      </Box>
    </Box>
  );
}

export default SearchPage;
