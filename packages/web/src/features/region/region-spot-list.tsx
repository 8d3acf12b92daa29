import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { spotPath, tagToUrl, type SpotSummary, type TagCount } from '@vantage/shared';
import { ThumbnailFill } from '../../components/thumbnail-fill';
import { NoPhoto } from '../../components/no-photo';

const THUMB = { width: 96, height: 72 } as const;

/** The tag summary above the list: the tags most of these spots share, with their counts. */
export function TagSummaryChips({ summary }: { summary: TagCount[] }) {
  if (summary.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="Tag summary"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {summary.map(({ tag, count }) => (
        <Chip
          key={tag}
          component={RouterLink}
          to={`/tag/${tagToUrl(tag)}`}
          clickable
          color="primary"
          variant="outlined"
          label={
            <>
              {tag}
              <Box
                component="span"
                sx={{ ml: 0.75, opacity: 0.7, fontVariantNumeric: 'tabular-nums' }}
              >
                {count}
              </Box>
            </>
          }
        />
      ))}
    </Box>
  );
}

/** One spot of the region list: thumbnail and title linking to the spot, then its tags. */
function SpotRow({ spot, onHover }: { spot: SpotSummary; onHover: (id: number | null) => void }) {
  const path = spotPath(spot);
  return (
    <Box
      component="li"
      onMouseEnter={() => onHover(spot.id)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(spot.id)}
      onBlur={() => onHover(null)}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box
        component={RouterLink}
        to={path}
        tabIndex={-1}
        aria-hidden
        sx={{
          flexShrink: 0,
          width: THUMB.width,
          height: THUMB.height,
          borderRadius: 1.5,
          overflow: 'hidden',
        }}
      >
        {spot.image ? (
          <ThumbnailFill image={spot.image} sx={{ width: THUMB.width, height: THUMB.height }} />
        ) : (
          <NoPhoto />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component={RouterLink}
          to={path}
          sx={{
            display: 'block',
            fontWeight: 650,
            lineHeight: 1.3,
            color: 'text.primary',
            textDecoration: 'none',
            overflowWrap: 'anywhere',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {spot.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {spot.photoCount} {spot.photoCount === 1 ? 'photo' : 'photos'}
        </Typography>
        {spot.tags.length > 0 && (
          <Box
            component="ul"
            aria-label="Tags"
            sx={{
              listStyle: 'none',
              m: 0,
              mt: 0.5,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.5,
            }}
          >
            {spot.tags.map((tag) => (
              <li key={tag}>
                <Chip
                  component={RouterLink}
                  to={`/tag/${tagToUrl(tag)}`}
                  clickable
                  size="small"
                  label={tag}
                  sx={{ maxWidth: '100%' }}
                />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The spots of the region with their tags; hovering one highlights its pin. */
export function RegionSpotList({
  spots,
  onHover,
}: {
  spots: SpotSummary[];
  onHover: (id: number | null) => void;
}) {
  return (
    <Box component="ul" aria-label="Spots in this region" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {spots.map((spot) => (
        <SpotRow key={spot.id} spot={spot} onHover={onHover} />
      ))}
    </Box>
  );
}

/** Rows in the shape of the list while it loads. */
export function RegionSpotListSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading spots">
      {Array.from({ length: 6 }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, py: 1.25 }}>
          <Skeleton variant="rounded" width={THUMB.width} height={THUMB.height} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="30%" />
            <Skeleton width="90%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
