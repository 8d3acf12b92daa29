import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IdleFade } from './idle-fade';
import { FOV_CAP_DEG } from './lens';
import { LensControl } from './lens-control';
import type { SkyScene } from './sky-scene';
import { TimeControl } from './time-control';
import type { LiveView, ViewerHandle } from './sphere-viewer';

/**
 * The bar along the 360 view's bottom: the lens, the date and time, and where the view looks
 * beside where the sun and the moon are.
 */
export function PanoramaBottomBar({
  fade,
  live,
  handle,
  now,
  showMoon,
  timeZone,
  elevM,
}: {
  fade: IdleFade;
  live: LiveView | null;
  handle: ViewerHandle | null;
  now: Pick<SkyScene, 'sun' | 'moon'>;
  showMoon: boolean;
  timeZone: string | null;
  elevM: number;
}) {
  return (
    <Box
      sx={{
        ...fade,
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        px: { xs: 1, sm: 2 },
        py: 0.75,
        bgcolor: 'rgba(10,16,24,0.72)',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.25,
      }}
    >
      <LensControl
        hFovDeg={live ? Math.min(FOV_CAP_DEG, live.hFovDeg) : 74}
        onHFov={(hFov) => handle?.setHFov(hFov)}
      />
      <TimeControl timeZone={timeZone} />
      {live && (
        <Typography variant="caption" aria-label="View direction" sx={{ opacity: 0.8 }}>
          Heading {Math.round(live.headingDeg) % 360}° · pitch {Math.round(live.pitchDeg)}° · sun{' '}
          {Math.round(now.sun.azimuthDeg)}° / {Math.round(now.sun.altitudeDeg)}°
          {showMoon
            ? ` · moon ${Math.round(now.moon.azimuthDeg)}° / ${Math.round(now.moon.altitudeDeg)}°`
            : ''}
          {elevM ? ` · elevation ${elevM} m` : ''}
        </Typography>
      )}
    </Box>
  );
}
