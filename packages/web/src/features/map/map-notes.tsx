import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

/** One line over the map: a track's name, the walk so far, or what went wrong. */
export function MapNote({
  children,
  onClose,
  closeLabel,
  alert = false,
}: {
  children: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  alert?: boolean;
}) {
  return (
    <Paper
      role={alert ? 'alert' : 'status'}
      elevation={3}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1.5,
        pr: onClose ? 0.25 : 1.5,
        py: onClose ? 0 : 0.5,
        borderRadius: 2,
        maxWidth: '100%',
        pointerEvents: 'auto',
      }}
    >
      <Typography sx={{ fontSize: 13.5, minWidth: 0 }} noWrap>
        {children}
      </Typography>
      {onClose && (
        <IconButton size="small" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Paper>
  );
}

/** The notes over the top middle of the map, one under the other. */
export function MapNotes({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        zIndex: 2,
        top: 10,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'calc(100% - 140px)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.75,
        pointerEvents: 'none',
      }}
    >
      {children}
    </Box>
  );
}
