import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Hint } from '../../components/hint';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NavigationIcon from '@mui/icons-material/Navigation';
import WbSunnyOutlinedIcon from '@mui/icons-material/WbSunnyOutlined';
import type { IdleFade } from './idle-fade';
import type { PanoramaMode } from './panorama-modes';

function RoundButton({
  label,
  disabledReason,
  onClick,
  children,
  ...aria
}: {
  label: string;
  /** Shown instead of the label while the button cannot be used. */
  disabledReason?: string;
  onClick: (anchor: HTMLElement) => void;
  children: ReactNode;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}) {
  return (
    <Hint title={disabledReason ?? label} placement="left">
      {/* A disabled button gets no pointer events, so its explanation hangs on this wrapper. */}
      <span>
        <IconButton
          aria-label={label}
          disabled={disabledReason !== undefined}
          onClick={(event) => onClick(event.currentTarget)}
          sx={{
            color: '#fff',
            bgcolor: 'rgba(0,0,0,0.5)',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
            '&.Mui-disabled': { color: 'rgba(255,255,255,0.35)', bgcolor: 'rgba(0,0,0,0.3)' },
          }}
          {...aria}
        >
          {children}
        </IconButton>
      </span>
    </Hint>
  );
}

/** The 360 view's buttons down its right edge: close, fullscreen, more-menu, sun, forward. */
export function PanoramaButtons({
  fade,
  fullscreen,
  canMoveForward,
  canFixNorth,
  canChangePlace,
  onClose,
  onFullscreen,
  onMode,
  onMoveForward,
  onLookAtSun,
}: {
  /** Fades the buttons out while fullscreen is idle. */
  fade: IdleFade;
  fullscreen: boolean;
  canMoveForward: boolean;
  canFixNorth: boolean;
  /**
   * Whether the viewer may set the spot's default view and elevation: not those who see a
   * protected place at its approximate position, who do not know where it is.
   */
  canChangePlace: boolean;
  onClose: () => void;
  onFullscreen: () => void;
  onMode: (mode: PanoramaMode) => void;
  onMoveForward: () => void;
  onLookAtSun: () => void;
}) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const choose = (mode: PanoramaMode) => {
    setMenuAnchor(null);
    onMode(mode);
  };
  return (
    <Box
      sx={{
        ...fade,
        position: 'absolute',
        top: 12,
        right: 12,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <RoundButton label="Close the 360° view" onClick={onClose}>
        <CloseIcon />
      </RoundButton>
      <RoundButton label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'} onClick={onFullscreen}>
        {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </RoundButton>
      <RoundButton
        label="More"
        aria-haspopup="menu"
        aria-expanded={menuAnchor !== null}
        onClick={setMenuAnchor}
      >
        <MoreVertIcon />
      </RoundButton>
      <RoundButton label="Look at the sun" onClick={onLookAtSun}>
        <WbSunnyOutlinedIcon />
      </RoundButton>
      <RoundButton
        label="Move forward"
        disabledReason={canMoveForward ? undefined : 'Moving forward needs a street-level panorama'}
        onClick={onMoveForward}
      >
        <NavigationIcon />
      </RoundButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {canChangePlace && <MenuItem onClick={() => choose('view')}>Set default view</MenuItem>}
        <MenuItem onClick={() => choose('north')} disabled={!canFixNorth}>
          <ListItemText
            primary="Fix north"
            secondary={canFixNorth ? undefined : 'The synthetic horizon is always true'}
          />
        </MenuItem>
        {canChangePlace && (
          <MenuItem onClick={() => choose('elevation')}>Adjust elevation</MenuItem>
        )}
      </Menu>
    </Box>
  );
}
