import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { formatDistance, type Webcam } from '@vantage/shared';
import { embeddableUrl, nextVideoState, type VideoState } from './video-state';

/** The preview to show: daylight or current as chosen, the other when that one is missing. */
function previewOf(webcam: Webcam, daylight: boolean): string | null {
  const { daylight: day, current } = webcam.images;
  return (daylight ? (day ?? current) : (current ?? day))?.preview ?? null;
}

const ACTION: Record<VideoState, { label: string; icon: typeof PlayArrowIcon }> = {
  stopped: { label: 'Play the day timelapse', icon: PlayArrowIcon },
  playing: { label: 'Pause the timelapse', icon: PauseIcon },
  paused: { label: 'Stop the timelapse', icon: StopIcon },
};

/** What the frame shows: the playing timelapse, else the preview, else a camera. */
function WebcamPicture({
  webcam,
  daylight,
  state,
  player,
}: {
  webcam: Webcam;
  daylight: boolean;
  state: VideoState;
  player: string | null;
}) {
  const preview = previewOf(webcam, daylight);
  // A preview the image host will not serve shows the camera placeholder, not a broken image.
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  if (state === 'playing' && player) {
    return (
      <Box
        component="iframe"
        src={player}
        title={`${webcam.title} timelapse`}
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups"
        sx={{ width: '100%', height: '100%', border: 0, display: 'block' }}
      />
    );
  }
  if (preview !== null && preview !== failedPreview) {
    return (
      <Box
        component="img"
        src={preview}
        alt=""
        loading="lazy"
        onError={() => setFailedPreview(preview)}
        sx={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
          filter: state === 'paused' ? 'grayscale(0.6) brightness(0.8)' : undefined,
        }}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'grey.500' }}>
      <VideocamOutlinedIcon />
    </Box>
  );
}

function PausedBadge() {
  return (
    <Box
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        px: 0.75,
        borderRadius: 1,
        fontSize: 12,
        fontWeight: 700,
        color: '#fff',
        bgcolor: 'rgba(0, 0, 0, 0.6)',
      }}
    >
      Paused
    </Box>
  );
}

/** The round button that plays, pauses and stops the timelapse in turn. */
function PlayerButton({
  title,
  state,
  onClick,
}: {
  title: string;
  state: VideoState;
  onClick: () => void;
}) {
  const action = ACTION[state];
  const ActionIcon = action.icon;
  return (
    <ButtonBase
      aria-label={`${action.label}: ${title}`}
      title={action.label}
      onClick={onClick}
      sx={{
        position: 'absolute',
        right: 6,
        bottom: 6,
        width: 34,
        height: 34,
        borderRadius: '50%',
        color: '#fff',
        bgcolor: 'rgba(0, 0, 0, 0.62)',
        '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.78)' },
      }}
    >
      <ActionIcon fontSize="small" />
    </ButtonBase>
  );
}

/** The webcam's title (linking to its page when it has one) and its distance. */
function WebcamCaption({ webcam }: { webcam: Webcam }) {
  const page = embeddableUrl(webcam.url);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', mt: 0.5 }}>
      <Typography variant="body2" noWrap sx={{ flex: 1, fontWeight: 600, minWidth: 0 }}>
        {page ? (
          <Link href={page} target="_blank" rel="noopener noreferrer" color="inherit">
            {webcam.title}
          </Link>
        ) : (
          webcam.title
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
        {formatDistance(webcam.distanceM)}
      </Typography>
    </Box>
  );
}

/** A webcam near the spot: its preview, title and distance; a player for webcams with one. */
export function WebcamTile({ webcam, daylight }: { webcam: Webcam; daylight: boolean }) {
  const player = embeddableUrl(webcam.player.day);
  const [state, setState] = useState<VideoState>('stopped');
  const wide = state !== 'stopped';

  return (
    <Box
      component="article"
      aria-label={`Webcam ${webcam.title}`}
      data-video-state={player ? state : undefined}
      sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          borderRadius: 1.5,
          overflow: 'hidden',
          bgcolor: 'grey.200',
        }}
      >
        <WebcamPicture webcam={webcam} daylight={daylight} state={state} player={player} />
        {state === 'paused' && <PausedBadge />}
        {player && (
          <PlayerButton
            title={webcam.title}
            state={state}
            onClick={() => setState(nextVideoState(state))}
          />
        )}
      </Box>
      <WebcamCaption webcam={webcam} />
    </Box>
  );
}
