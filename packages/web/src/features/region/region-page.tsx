import { Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { regionPath, round6, tagSummary, type RangeAnswer, type Region } from '@vantage/shared';
import { ApiError } from '../../api/client';
import { useSoftNavigate } from '../../core/navigation';
import { usePageTitle } from '../../core/page-title';
import { lazyNamed } from '../../lib/lazy-named';
import { useIsMobile } from '../../lib/use-is-mobile';
import { spotCountLabel } from '../../lib/spot-count';
import { InvalidAddress } from '../site-pages';
import { checkRegionParams } from '../../core/route-params';
import { rangeQuery } from './region-api';
import { canZoomIn, zoomInRegion } from '../../lib/region-geometry';
import { RegionSpotList, RegionSpotListSkeleton, TagSummaryChips } from './region-spot-list';
import { MAP_BACKGROUND, SidebarMapLayout } from '../../components/sidebar-map-layout';
import { useLocaleData } from '../../lib/locale-data';

// MapLibre loads on its own, so the list can show while the map's code arrives.
const RegionMap = lazyNamed(() => import('./region-map'), 'RegionMap', {
  drawnInBrowserOnly: true,
});

/** `/r/{lat}/{long}/{dLat}/{dLong}`: the spots of a map rectangle. */
export function RegionPage() {
  // Its tags sorted by name.
  useLocaleData();
  const params = useParams();
  const checked = useMemo(() => checkRegionParams(params), [params]);
  if (!checked.ok) {
    return (
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <InvalidAddress feature="Region view" message={checked.message} />
      </Box>
    );
  }
  return <RegionView region={checked.data} />;
}

function formatSpan(deg: number): string {
  return `${round6(deg)}°`;
}

type RangeQuery = UseQueryResult<RangeAnswer>;

/** The heading, the rectangle's corner and span, the count of spots and Zoom in. */
function RegionHeader({ region, query }: { region: Region; query: RangeQuery }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const zoomIn = () => void navigate({ pathname: regionPath(zoomInRegion(region)), search });
  return (
    <>
      <Typography
        id="region-heading"
        variant="h1"
        sx={{ fontSize: { xs: '1.45rem', sm: '1.7rem' } }}
      >
        Spots in this region
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}
      >
        {region.lat.toFixed(6)}, {region.long.toFixed(6)} · {formatSpan(region.dLat)} ×{' '}
        {formatSpan(region.dLong)}
      </Typography>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}
      >
        <Typography aria-live="polite" sx={{ fontWeight: 650 }}>
          {query.data ? spotCountLabel(query.data.spots.length, query.data.more) : '\u00a0'}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<ZoomInIcon />}
          onClick={zoomIn}
          disabled={!canZoomIn(region)}
        >
          Zoom in
        </Button>
      </Stack>
    </>
  );
}

/** The region's spots: a skeleton while loading, the error with Try again, or the list. */
function RegionSpotsBody({
  query,
  spots,
  onHover,
}: {
  query: RangeQuery;
  spots: RangeAnswer['spots'];
  onHover: (id: number | null) => void;
}) {
  if (query.isPending) return <RegionSpotListSkeleton />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        The spots of this region could not be loaded.{' '}
        {query.error instanceof ApiError && query.error.body
          ? query.error.body.error.message
          : query.error.message}
      </Alert>
    );
  }
  if (spots.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        No spots in this region yet. Move the map or zoom out to find some.
      </Typography>
    );
  }
  return <RegionSpotList spots={spots} onHover={onHover} />;
}

function RegionView({ region }: { region: Region }) {
  usePageTitle('Region view');
  const mobile = useIsMobile();
  const softNavigate = useSoftNavigate();
  const { search } = useLocation();
  const query = useQuery(rangeQuery(region));
  const [hovered, setHovered] = useState<number | null>(null);
  const spots = useMemo(() => query.data?.spots ?? [], [query.data]);
  const summary = useMemo(() => tagSummary(spots), [spots]);

  // Moving the map is a soft change: the address follows the map without new history entries.
  const followMap = useCallback(
    (next: Region) => softNavigate({ pathname: regionPath(next), search }),
    [softNavigate, search],
  );

  const list = (
    <Box
      component="section"
      aria-labelledby="region-heading"
      sx={{ px: { xs: 2, sm: 3 }, py: 2.5 }}
    >
      <RegionHeader region={region} query={query} />
      {summary.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <TagSummaryChips summary={summary} />
        </Box>
      )}
      <Box sx={{ position: 'relative', mt: 2 }}>
        {query.isPlaceholderData && (
          <LinearProgress
            aria-label="Loading spots"
            sx={{ position: 'absolute', insetInline: 0, top: -8, height: 2 }}
          />
        )}
        <RegionSpotsBody query={query} spots={spots} onHover={setHovered} />
      </Box>
    </Box>
  );

  const map = (
    <Suspense fallback={null}>
      <RegionMap region={region} spots={spots} highlightedId={hovered} onUserMove={followMap} />
    </Suspense>
  );

  if (mobile) {
    return (
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}>
        <Box
          sx={{ height: '46vh', minHeight: 260, position: 'relative', bgcolor: MAP_BACKGROUND }}
          aria-label="Region map"
          role="region"
        >
          {map}
        </Box>
        {list}
      </Box>
    );
  }
  return <SidebarMapLayout sidebar={list} padded={false} map={map} mapLabel="Region map" />;
}

export default RegionPage;
