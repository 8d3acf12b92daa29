import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { formatDistance, spotPath, type NearbySpot } from '@vantage/shared';
import { usePersistedFlag } from './use-persisted-flag';

/** A titled panel whose expanded state is remembered in localStorage under `storageKey`. */
export function CollapsiblePanel({
  title,
  storageKey,
  defaultExpanded,
  children,
}: {
  title: string;
  storageKey: string;
  defaultExpanded: boolean;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = usePersistedFlag(storageKey, defaultExpanded);
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => setExpanded(next)}
      disableGutters
      square={false}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}

/** 'Nearby Spots' (open by default): thumbnail, title and distance of each nearby spot. */
export function NearbySpotsPanel({ nearby }: { nearby: NearbySpot[] }) {
  // Inside the large-map layout, a nearby spot opens with the large map too.
  const mapOpen = new URLSearchParams(useLocation().search).has('map');
  return (
    <CollapsiblePanel title="Nearby Spots" storageKey="nearbySpots" defaultExpanded>
      {nearby.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No other spots nearby yet.
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mx: -1 }}>
          {nearby.map((spot) => (
            <ListItemButton
              key={spot.id}
              component={RouterLink}
              to={spotPath(spot) + (mapOpen ? '?map' : '')}
              sx={{ borderRadius: 1.5, px: 1 }}
            >
              <ListItemAvatar sx={{ minWidth: 64 }}>
                <Avatar
                  variant="rounded"
                  src={spot.image?.urls.mini}
                  alt=""
                  imgProps={{ loading: 'lazy' }}
                  sx={{ width: 52, height: 52, bgcolor: 'grey.200', color: 'grey.500' }}
                >
                  <PhotoCameraOutlinedIcon fontSize="small" />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={spot.title}
                secondary={formatDistance(spot.distanceM)}
                slotProps={{ primary: { sx: { fontWeight: 600 }, noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </CollapsiblePanel>
  );
}
