import { useLocation, useNavigate, useNavigation } from 'react-router';
import IconButton from '@mui/material/IconButton';
import MapIcon from '@mui/icons-material/Map';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { isLargeMapShown, mapToggleTarget } from '../../core/map-toggle';

/**
 * The top bar's map toggle, pressed while the large map shows. While a page is on its way, the
 * toggle is that page's: it shows and toggles the map of where the person is going, not of
 * the page that is leaving.
 */
export function MapToggleButton() {
  const current = useLocation();
  const pending = useNavigation().location;
  const navigate = useNavigate();
  const location = pending ?? current;
  const shown = isLargeMapShown(location);
  return (
    <IconButton
      title={shown ? 'Close the map' : 'Show the map'}
      aria-label="Map view"
      aria-pressed={shown}
      color={shown ? 'primary' : 'default'}
      onClick={() => void navigate(mapToggleTarget(location))}
    >
      {shown ? <MapIcon /> : <MapOutlinedIcon />}
    </IconButton>
  );
}
