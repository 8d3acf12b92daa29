import { useLocation, useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import MapIcon from '@mui/icons-material/Map';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { isLargeMapShown, mapToggleTarget } from '../../core/map-toggle';

/** The top bar's map toggle, pressed while the large map shows. */
export function MapToggleButton() {
  const location = useLocation();
  const navigate = useNavigate();
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
