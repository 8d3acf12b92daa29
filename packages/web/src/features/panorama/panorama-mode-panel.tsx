import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PanoramaAnswer, Spot } from '@vantage/shared';
import type { IdleFade } from './idle-fade';
import { DefaultViewMode, ElevationMode, NorthFixMode, type PanoramaPlace } from './panorama-modes';
import type { PanoramaModes } from './use-panorama-modes';
import type { LiveView, ViewerHandle } from './sphere-viewer';
import { viewToViewer } from './view-geometry';

const SOURCE_LABEL = {
  photo: '360° photo',
  streetview: 'Street-level panorama',
  synthetic: 'Synthetic horizon: no panorama here yet',
} as const;

/**
 * The 360 view's top left, beside the compass: where the panorama comes from, or the card of
 * the more-menu mode that is open.
 */
export function PanoramaModePanel({
  spot,
  answer,
  modes,
  place,
  live,
  handle,
  fade,
}: {
  spot: Spot;
  answer: PanoramaAnswer | undefined;
  modes: PanoramaModes;
  place: PanoramaPlace;
  live: LiveView | null;
  handle: ViewerHandle | null;
  fade: IdleFade;
}) {
  const { mode } = modes;
  return (
    <Box
      sx={{
        ...fade,
        position: 'absolute',
        top: 12,
        // Beside the compass; a mode card on a phone may cover it while it is open.
        left: { xs: mode ? 12 : 116, sm: 120 },
        right: { xs: 60, sm: 'auto' },
        color: 'text.primary',
      }}
    >
      {mode === null && answer && (
        <Typography
          variant="caption"
          sx={{
            display: 'inline-block',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'rgba(0,0,0,0.5)',
            color: '#fff',
          }}
        >
          {SOURCE_LABEL[answer.source]}
          {answer.streetView?.copyright ? ` · ${answer.streetView.copyright}` : ''}
          {answer.photo ? ` · ${answer.photo.title}` : ''}
        </Typography>
      )}
      {mode === 'view' && (
        <DefaultViewMode spot={spot} place={place} live={live} onClose={modes.close} />
      )}
      {mode === 'north' && (
        <NorthFixMode
          place={place}
          live={live}
          adjust={modes.adjust}
          onAdjust={(next, lookAtDeg) => {
            modes.setAdjust(next);
            handle?.setAdjust(next);
            if (handle && live) {
              handle.viewer.rotate(viewToViewer({ heading: lookAtDeg, pitch: live.pitchDeg }));
            }
          }}
          onClose={modes.close}
        />
      )}
      {mode === 'elevation' && (
        <ElevationMode
          spot={spot}
          baseM={modes.baseElevM}
          valueM={modes.elevM}
          onValue={modes.setDraftElevM}
          onSaved={modes.elevationSaved}
          onClose={modes.close}
        />
      )}
    </Box>
  );
}
