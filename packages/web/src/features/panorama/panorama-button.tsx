import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import { spotPath } from '@vantage/shared';
import { isPanoramaOpen, panoramaToggleTarget } from './panorama-toggle';

/** The spot's '360°' button: opens the 360 view in the large map's place, or closes it. */
export function PanoramaButton({ spot }: { spot: { id: number; title: string } }) {
  const location = useLocation();
  const navigate = useNavigate();
  const open = isPanoramaOpen(location.search);
  return (
    <Button
      variant={open ? 'contained' : 'outlined'}
      size="small"
      startIcon={<ThreeSixtyIcon />}
      aria-pressed={open}
      title={open ? 'Close the 360° view' : 'Open the 360° view with the sun and moon'}
      onClick={() =>
        void navigate(panoramaToggleTarget({ ...location, pathname: spotPath(spot) }), {
          preventScrollReset: true,
        })
      }
    >
      360°
    </Button>
  );
}
