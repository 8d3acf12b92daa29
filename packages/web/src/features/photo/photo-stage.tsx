import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Hint } from '../../components/hint';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import type { Photo } from '@vantage/shared';
import type { ReactNode } from 'react';
import { ProgressiveImage } from '../../components/progressive-image';

const overlayButtonSx = {
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.45)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
} as const;

function OverlayButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Hint title={label}>
      <IconButton aria-label={label} onClick={onClick} sx={overlayButtonSx}>
        {children}
      </IconButton>
    </Hint>
  );
}

/**
 * The photo at the largest size that fits, over its blurhash while the large rendition
 * loads. Clicking it toggles fullscreen; the buttons sit over it and fade out when
 * `controlsVisible` is false.
 */
export function PhotoStage({
  photo,
  fullscreen,
  controlsVisible,
  onToggleFullscreen,
  onClose,
  onPrevious,
  onNext,
  onPointerActivity,
}: {
  photo: Photo;
  fullscreen: boolean;
  controlsVisible: boolean;
  /** Null while editing: fullscreen would hide the form. */
  onToggleFullscreen: (() => void) | null;
  onClose: () => void;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onPointerActivity: () => void;
}) {
  const ar = photo.ar > 0 ? photo.ar : 1.5;
  return (
    <Box
      onMouseMove={onPointerActivity}
      onTouchStart={onPointerActivity}
      data-testid="photo-stage"
      sx={{
        position: 'relative',
        flex: fullscreen ? 1 : { xs: 'none', md: 1 },
        minWidth: 0,
        minHeight: 0,
        // On phones the stage is no taller than the photo at full width, so no black bands.
        height: fullscreen ? '100%' : { xs: `min(58dvh, calc(100vw / ${ar}))`, md: '100%' },
        flexShrink: 0,
        bgcolor: '#000',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        containerType: 'size',
        cursor: controlsVisible ? 'auto' : 'none',
      }}
    >
      <StageImage photo={photo} ar={ar} fullscreen={fullscreen} onToggle={onToggleFullscreen} />
      <Box
        data-testid="lightbox-controls"
        sx={{
          position: 'absolute',
          inset: 0,
          pointerEvents: 'none',
          opacity: controlsVisible ? 1 : 0,
          transition: 'opacity 300ms ease',
          '& > *': { pointerEvents: controlsVisible ? 'auto' : 'none' },
        }}
      >
        <Box sx={{ position: 'absolute', top: 12, right: 12, display: 'flex', gap: 1 }}>
          {onToggleFullscreen && (
            <OverlayButton
              label={fullscreen ? 'Leave fullscreen (L)' : 'Fullscreen (L)'}
              onClick={onToggleFullscreen}
            >
              {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </OverlayButton>
          )}
          <OverlayButton label="Close" onClick={onClose}>
            <CloseIcon />
          </OverlayButton>
        </Box>
        {onPrevious && (
          <SideButton side="left" label="Previous photo" onClick={onPrevious}>
            <ChevronLeftIcon fontSize="large" />
          </SideButton>
        )}
        {onNext && (
          <SideButton side="right" label="Next photo" onClick={onNext}>
            <ChevronRightIcon fontSize="large" />
          </SideButton>
        )}
      </Box>
    </Box>
  );
}

/** An arrow button centred on the left or right edge of the stage. */
function SideButton({
  side,
  label,
  onClick,
  children,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ position: 'absolute', [side]: 12, top: '50%', transform: 'translateY(-50%)' }}>
      <OverlayButton label={label} onClick={onClick}>
        {children}
      </OverlayButton>
    </Box>
  );
}

/** The largest box of the photo's shape that fits the stage; a click toggles fullscreen. */
function StageImage({
  photo,
  ar,
  fullscreen,
  onToggle,
}: {
  photo: Photo;
  ar: number;
  fullscreen: boolean;
  onToggle: (() => void) | null;
}) {
  return (
    <Box
      role={onToggle ? 'button' : undefined}
      tabIndex={onToggle ? -1 : undefined}
      aria-label={onToggle ? (fullscreen ? 'Leave fullscreen' : 'Show fullscreen') : undefined}
      onClick={onToggle ?? undefined}
      sx={{
        // The largest box of the photo's shape that fits the stage.
        width: `min(100cqw, calc(100cqh * ${ar}))`,
        aspectRatio: String(ar),
        cursor: onToggle ? (fullscreen ? 'zoom-out' : 'zoom-in') : 'default',
      }}
    >
      <ProgressiveImage
        key={photo.id}
        src={photo.urls.large}
        urls={photo.urls}
        // The stage's photo box: the window's width, or its height times the photo's shape.
        sizes={`min(100vw, ${Math.round(ar * 100)}vh)`}
        alt={photo.title}
        blurhash={photo.blurhash}
        ar={ar}
        fill
        eager
        sx={{ bgcolor: 'transparent' }}
      />
    </Box>
  );
}
