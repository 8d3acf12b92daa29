import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { mapPathAt, type Place } from '@vantage/shared';
import { useViewportSize } from '../../lib/use-viewport-size';
import { framePosition } from './map-framing';

/** Height of the top bar above the map page, which the map does not get. */
const TOP_BAR_PX = 64;

/** The map page's address that shows the whole of a place's bounding box in this window. */
export function placeMapPath(place: Place, viewport: { width: number; height: number }): string {
  return mapPathAt(framePosition(place.bbox, viewport));
}

function splitName(displayName: string): { name: string; rest: string } {
  const [name = displayName, ...rest] = displayName.split(',').map((part) => part.trim());
  return { name, rest: rest.join(', ') };
}

function kindLabel(kind: string | null): string | null {
  if (!kind) return null;
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The Places section's links: each opens the map framed on the place's bounding box. */
export function SearchPlaces({ places }: { places: Place[] }) {
  const { widthPx, heightPx } = useViewportSize();
  const viewport = { width: widthPx, height: heightPx - TOP_BAR_PX };
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        gap: 1.5,
      }}
    >
      {places.map((place) => {
        const { name, rest } = splitName(place.displayName);
        const kind = kindLabel(place.kind);
        return (
          <li key={`${place.displayName}|${place.lat}|${place.long}`}>
            <Box
              component={RouterLink}
              to={placeMapPath(place, viewport)}
              title={`Show ${place.displayName} on the map`}
              sx={{
                display: 'flex',
                gap: 1.25,
                alignItems: 'flex-start',
                height: '100%',
                boxSizing: 'border-box',
                px: 1.5,
                py: 1.25,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'inherit',
                textDecoration: 'none',
                transition: 'border-color 150ms ease, box-shadow 150ms ease',
                '&:hover': {
                  borderColor: 'primary.light',
                  boxShadow: '0 2px 8px rgba(0,0,0,0.08)',
                },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <PlaceOutlinedIcon sx={{ color: 'primary.main', mt: 0.25 }} fontSize="small" />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere', lineHeight: 1.35 }}>
                  {name}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {[rest, kind].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            </Box>
          </li>
        );
      })}
    </Box>
  );
}
