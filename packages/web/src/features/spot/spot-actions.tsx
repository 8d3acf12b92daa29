import { useState } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { MenuItemProps } from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Hint } from '../../components/hint';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import EditLocationIcon from '@mui/icons-material/EditLocationAltOutlined';
import AddPhotoIcon from '@mui/icons-material/AddAPhotoOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { type LatLng, latLngOf, round6, type Spot, spotPath } from '@vantage/shared';
import { isLargeMapShown, mapToggleTarget } from '../../core/map-toggle';
import { PanoramaButton } from '../panorama';
import { useSnackbar } from '../../components/snackbar';
import { useRequireLogin } from '../../core/login-required';
import { copyText } from '../../lib/clipboard';
import { OpenInNewMenuItem } from '../../components/open-in-new-menu-item';
import { ShareMenu, shareMessage } from '../../components/share-menu';
import { LazyMenu, ListItemIcon, MenuItem, preloadsMenu } from '../../components/lazy-menu';
import { AddToGalleryButton } from '../gallery';
import { FollowButton } from '../notifications';
import { SaveOfflineButton, spotPackPlan } from '../offline';
import { useReport } from '../moderation';

/** `lat, lng` rounded to 6 decimals, as copied by 'Copy GPS coordinates'. */
export function gpsText(position: LatLng): string {
  return `${round6(position.lat)}, ${round6(position.lng)}`;
}

/** An item of the more-menu: its icon and label (MenuList's props go through to MenuItem). */
function ActionItem({
  Icon,
  label,
  ...props
}: { Icon: SvgIconComponent; label: string } & MenuItemProps) {
  return (
    <MenuItem {...props}>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {label}
    </MenuItem>
  );
}

/** The More button and its menu: add a photo, fix the position, copy it, open it on OSM, report. */
function SpotMoreMenu({ spot }: { spot: Spot }) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const requireLogin = useRequireLogin();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const close = () => setMenuAnchor(null);
  const report = useReport({ kind: 'spot', id: spot.id, title: spot.title }, spot.user?.id ?? null);
  const goSignedIn = (to: To) => {
    const anchor = menuAnchor;
    close();
    if (requireLogin(anchor, 'participate')) void navigate(to);
  };
  const copyPosition = () => {
    close();
    copyText(gpsText(latLngOf(spot))).then(
      () => snackbar.show('GPS coordinates copied to clipboard.'),
      (error: unknown) => {
        console.error(error);
        snackbar.show('Could not copy to the clipboard.');
      },
    );
  };

  const { lat, lng } = latLngOf(spot);
  const osmUrl = `https://www.openstreetmap.org/?mlat=${round6(lat)}&mlon=${round6(lng)}#map=15/${round6(lat)}/${round6(lng)}`;

  return (
    <>
      <Hint title="More">
        <IconButton
          size="small"
          aria-label="More"
          aria-haspopup="menu"
          {...preloadsMenu}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Hint>
      <LazyMenu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={close}>
        <ActionItem
          Icon={AddPhotoIcon}
          label="Add a photo"
          onClick={() => goSignedIn(`/newPhoto?l=${spot.id}`)}
        />
        {/* A protected place seen at its approximate position offers nothing exact to move,
            copy or navigate to. */}
        {!spot.positionBlurred && [
          <ActionItem
            key="fix"
            Icon={EditLocationIcon}
            label="Fix the position"
            onClick={() => goSignedIn({ pathname: spotPath(spot), search: '?map&fixPosition' })}
          />,
          <ActionItem
            key="copy"
            Icon={GpsFixedIcon}
            label="Copy GPS coordinates"
            onClick={copyPosition}
          />,
          <OpenInNewMenuItem key="osm" href={osmUrl} onClick={close}>
            Open in OpenStreetMap
          </OpenInNewMenuItem>,
        ]}
        {report.item(close)}
      </LazyMenu>
      {report.dialog}
    </>
  );
}

/** Share (the /i/{id} short link), large-map toggle and the more-menu of a spot. */
export function SpotActions({ spot }: { spot: Spot }) {
  const navigate = useNavigate();
  const location = useLocation();
  const snackbar = useSnackbar();
  const mapOpen = isLargeMapShown(location);

  // Turning the large map off also closes weather and the spot bar.
  const toggleMap = () => void navigate(mapToggleTarget({ ...location, pathname: spotPath(spot) }));

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <AddToGalleryButton target={{ kind: 'spot', spotId: spot.id }} />
      <FollowButton type="spot" target={spot.id} />
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
      <SpotMoreMenu spot={spot} />
    </Stack>
  );
}
