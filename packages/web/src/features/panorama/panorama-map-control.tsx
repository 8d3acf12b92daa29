import { useLocation, useNavigate } from 'react-router';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import { MapControlButton } from '../../components/map-control-button';
import { hasPanorama, panoramaToggleTarget } from './panorama-toggle';

/** The large map's 360 toggle, shown beside a spot. */
export function PanoramaMapControl() {
  const location = useLocation();
  const navigate = useNavigate();
  if (!hasPanorama(location.pathname)) return null;
  return (
    <MapControlButton
      label="360° view"
      onClick={() => void navigate(panoramaToggleTarget(location), { preventScrollReset: true })}
    >
      <ThreeSixtyIcon fontSize="small" />
    </MapControlButton>
  );
}
