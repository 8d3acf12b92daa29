import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation } from 'react-router';
import { useBackOrClose } from '../../app/navigation';
import { checkParams, routeParamSchemas } from './route-params';

/**
 * The photo query flag opens the lightbox over any page (spec 1 §2). Until the lightbox is
 * built this dialog says so, names the photo, and closes like the real one will.
 */
export function LightboxPlaceholder() {
  const location = useLocation();
  const close = useBackOrClose('photo');
  const photo = new URLSearchParams(location.search).get('photo');
  const onPhotoRoute = /^\/photo(\/|$)/.test(location.pathname);
  if (photo === null || onPhotoRoute) return null;
  const checked = checkParams(routeParamSchemas.photo, { photoId: photo });
  return (
    <Dialog open onClose={close} aria-labelledby="lightbox-title" maxWidth="xs" fullWidth>
      <DialogTitle id="lightbox-title">Photo viewer</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {checked.ok
            ? `The photo viewer is not available yet${checked.data.photoId ? ` (photo ${checked.data.photoId})` : ''}.`
            : `This photo link is not valid: ${checked.message}.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
