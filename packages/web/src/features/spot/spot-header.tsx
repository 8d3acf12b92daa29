import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TerrainIcon from '@mui/icons-material/Terrain';
import {
  HIER_SEPARATOR,
  latLngOf,
  SENSITIVE_BLUR_RADIUS_M,
  tagToUrl,
  type Spot,
} from '@vantage/shared';
import { SpotTags, SpotTitle } from '../community';
import { SpotActions } from './spot-actions';
import { formatLatLng } from '../../lib/lat-lng';
import { pageOpenedAt } from '../../core/page-clock';
import { VISUALLY_HIDDEN } from '../../lib/visually-hidden';

/** Local time and UTC offset in a time zone; null (and logged) for an unknown zone. */
export function localTimeIn(timeZone: string, now = new Date()): string | null {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'shortOffset',
    }).format(now);
  } catch (error) {
    console.error('Unknown time zone', timeZone, error);
    return null;
  }
}

/** The spot's title with its location hierarchy, tags, actions and position facts. */
export function SpotHeader({ spot }: { spot: Spot }) {
  const hier = spot.hier.split(HIER_SEPARATOR).filter((part) => part.trim() !== '');
  const localTime = spot.tz ? localTimeIn(spot.tz.name, new Date(pageOpenedAt())) : null;

  return (
    <Box component="header">
      {hier.length > 0 && (
        <Breadcrumbs aria-label="Location" sx={{ fontSize: 14, mb: 0.5 }} maxItems={5}>
          {hier.map((part) => (
            <Link
              key={part}
              component={RouterLink}
              to={`/tag/${tagToUrl(part)}`}
              color="text.secondary"
            >
              {part}
            </Link>
          ))}
        </Breadcrumbs>
      )}
      <SpotTitle spot={spot} />
      <SpotTags spot={spot} />

      <Stack
        direction="row"
        useFlexGap
        sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }}
      >
        <SpotActions spot={spot} />
        <Stack
          direction="row"
          sx={{
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
            color: 'text.secondary',
            fontSize: 14,
          }}
        >
          {spot.positionBlurred ? (
            <Fact icon={<PlaceOutlinedIcon fontSize="inherit" />} label="Approximate position">
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }} data-approximate>
                {approximatePosition(latLngOf(spot))}
              </Box>
            </Fact>
          ) : (
            <Fact icon={<PlaceOutlinedIcon fontSize="inherit" />} label="GPS coordinates">
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatLatLng(latLngOf(spot))}
              </Box>
            </Fact>
          )}
          {spot.tz && (
            <Fact icon={<ScheduleIcon fontSize="inherit" />} label="Time zone">
              {spot.tz.name}
              {localTime && ` · ${localTime}`}
            </Fact>
          )}
          {spot.elev != null && (
            <Fact icon={<TerrainIcon fontSize="inherit" />} label="Elevation">
              {Math.round(spot.elev).toLocaleString('en')} m
            </Fact>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * A protected place's public position as it is shown: two decimals (about a kilometre) and
 * how far the place may lie from it, never the false precision of six decimals.
 */
export function approximatePosition(position: { lat: number; lng: number }): string {
  const km = (SENSITIVE_BLUR_RADIUS_M / 1000).toLocaleString('en', { maximumFractionDigits: 1 });
  // `|| 0` turns a rounded -0 into 0, so no "-0.00" is shown.
  const coarse = (deg: number) => (Math.round(deg * 100) / 100 || 0).toFixed(2);
  return `≈ ${coarse(position.lat)}, ${coarse(position.lng)} (within ${km} km)`;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} title={label}>
      <Box component="span" sx={{ display: 'flex', fontSize: 16 }} aria-hidden>
        {icon}
      </Box>
      <span>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {label}:{' '}
        </Box>
        {children}
      </span>
    </Stack>
  );
}
