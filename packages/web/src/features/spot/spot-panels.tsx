import { Link as RouterLink, useLocation } from 'react-router';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { formatDistance, spotPath, type NearbySpot } from '@vantage/shared';
import { CollapsiblePanel } from '../../components/collapsible-panel';
import { RoundPicture } from '../../components/round-picture';

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
            <ListItem key={spot.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={spotPath(spot) + (mapOpen ? '?map' : '')}
                sx={{ borderRadius: 1.5, px: 1 }}
              >
                <ListItemAvatar sx={{ minWidth: 64 }}>
                  <RoundPicture
                    variant="rounded"
                    src={spot.image?.urls.mini}
                    alt=""
                    lazy
                    sx={{ width: 52, height: 52, bgcolor: 'grey.200', color: 'grey.500' }}
                  >
                    <PhotoCameraOutlinedIcon fontSize="small" />
                  </RoundPicture>
                </ListItemAvatar>
                <ListItemText
                  primary={spot.title}
                  secondary={formatDistance(spot.distanceM)}
                  slotProps={{ primary: { sx: { fontWeight: 600 }, noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </CollapsiblePanel>
  );
}
