import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Hint } from '../../components/hint';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import EditLocationIcon from '@mui/icons-material/EditLocationAltOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import AddPhotoIcon from '@mui/icons-material/AddAPhotoOutlined';
import { type LatLng, latLngOf, round6, type Spot, spotPath } from '@vantage/shared';
import { isLargeMapShown, mapToggleTarget } from '../../core/map-toggle';
import { PanoramaButton } from '../panorama';
import { useSnackbar } from '../../components/snackbar';
import { useRequireLogin } from '../../core/login-required';
import { copyText } from '../../lib/clipboard';
import { ShareMenu, shareMessage } from '../../components/share-menu';
import { AddToGalleryButton } from '../gallery';
import { SaveOfflineButton, spotPackPlan } from '../offline';

/** `lat, lng` rounded to 6 decimals, as copied by 'Copy GPS coordinates'. */
export function gpsText(position: LatLng): string {
  return `${round6(position.lat)}, ${round6(position.lng)}`;
}

/** Share (the /i/{id} short link), large-map toggle and the more-menu of a spot. */
export function SpotActions({ spot }: { spot: Spot }) {
  const navigate = useNavigate();
  const location = useLocation();
  const snackbar = useSnackbar();
  const requireLogin = useRequireLogin();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const mapOpen = isLargeMapShown(location);

  const copy = (text: string, message: string) => {
    copyText(text).then(
      () => snackbar.show(message),
      (error: unknown) => {
        console.error(error);
        snackbar.show('Could not copy to the clipboard.');
      },
    );
  };

  // Turning the large map off also closes weather and the spot bar.
  const toggleMap = () => void navigate(mapToggleTarget({ ...location, pathname: spotPath(spot) }));

  const { lat, lng } = latLngOf(spot);
  const osmUrl = `https://www.openstreetmap.org/?mlat=${round6(lat)}&mlon=${round6(lng)}#map=15/${round6(lat)}/${round6(lng)}`;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <AddToGalleryButton target={{ kind: 'spot', spotId: spot.id }} />
      <ShareMenu
        title={spot.title}
        links={[{ label: 'Copy link', path: `/i/${spot.id}` }]}
        onDone={(outcome) => {
          const message = shareMessage(outcome);
          if (message) snackbar.show(message);
        }}
      />
      <Button
        variant={mapOpen ? 'contained' : 'outlined'}
        size="small"
        startIcon={<MapOutlinedIcon />}
        onClick={toggleMap}
        aria-pressed={mapOpen}
      >
        Map
      </Button>
      <PanoramaButton spot={spot} />
      <SaveOfflineButton packKey={`spot:${spot.id}`} plan={() => spotPackPlan(spot)} what="spot" />
      <Hint title="More">
        <IconButton
          size="small"
          aria-label="More"
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Hint>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            const anchor = menuAnchor;
            setMenuAnchor(null);
            if (requireLogin(anchor, 'participate')) void navigate(`/newPhoto?l=${spot.id}`);
          }}
        >
          <ListItemIcon>
            <AddPhotoIcon fontSize="small" />
          </ListItemIcon>
          Add a photo
        </MenuItem>
        {/* A protected place seen at its approximate position offers nothing exact to move,
            copy or navigate to. */}
        {!spot.positionBlurred && [
          <MenuItem
            key="fix"
            onClick={() => {
              const anchor = menuAnchor;
              setMenuAnchor(null);
              if (requireLogin(anchor, 'participate')) {
                void navigate({ pathname: spotPath(spot), search: '?map&fixPosition' });
              }
            }}
          >
            <ListItemIcon>
              <EditLocationIcon fontSize="small" />
            </ListItemIcon>
            Fix the position
          </MenuItem>,
          <MenuItem
            key="copy"
            onClick={() => {
              setMenuAnchor(null);
              copy(gpsText(latLngOf(spot)), 'GPS coordinates copied to clipboard.');
            }}
          >
            <ListItemIcon>
              <GpsFixedIcon fontSize="small" />
            </ListItemIcon>
            Copy GPS coordinates
          </MenuItem>,
          <MenuItem
            key="osm"
            component="a"
            href={osmUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setMenuAnchor(null)}
          >
            <ListItemIcon>
              <OpenInNewIcon fontSize="small" />
            </ListItemIcon>
            Open in OpenStreetMap
          </MenuItem>,
        ]}
      </Menu>
    </Stack>
  );
}
