import type { FocusEventHandler, PointerEventHandler } from 'react';
import { Link as RouterLink, type To } from 'react-router';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ImageRef } from '@vantage/shared';
import { ThumbnailFill } from './thumbnail-fill';
import { NoPhoto } from './no-photo';

export interface SpotCarouselCardProps {
  to: To;
  title: string;
  image: ImageRef | null;
  /** True while the spot's preview is still loading. */
  loading: boolean;
  /** A second line under the title (stacked cards only). */
  subtitle?: string | null;
  /** `overlay` writes the title over the photo (small cards); `stacked` puts it below. */
  variant?: 'overlay' | 'stacked';
  onPointerEnter?: PointerEventHandler;
  onPointerLeave?: PointerEventHandler;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
}

/** One spot in a carousel: its photo (or a placeholder) and title, linking to the spot. */
export function SpotCarouselCard({
  to,
  title,
  image,
  loading,
  subtitle = null,
  variant = 'stacked',
  ...handlers
}: SpotCarouselCardProps) {
  const overlay = variant === 'overlay';
  const photo = loading ? (
    <Skeleton variant="rectangular" sx={{ width: '100%', height: '100%' }} />
  ) : image ? (
    <ThumbnailFill image={image} eager />
  ) : (
    <NoPhoto />
  );

  return (
    <Box
      component={RouterLink}
      to={to}
      // Named by what it shows: the title, and the line under it.
      {...handlers}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        color: 'text.primary',
        textDecoration: 'none',
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.18)',
        transition: 'box-shadow 150ms ease, transform 150ms ease',
        '&:hover, &:focus-visible': {
          boxShadow: '0 4px 14px rgba(0, 0, 0, 0.28)',
          transform: 'translateY(-2px)',
        },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>{photo}</Box>
      {overlay ? (
        <Typography
          variant="caption"
          component="p"
          noWrap
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            px: 1,
            pt: 2.5,
            pb: 0.75,
            fontWeight: 600,
            color: 'common.white',
            background: 'linear-gradient(180deg, transparent, rgba(0, 0, 0, 0.7))',
          }}
        >
          {title}
        </Typography>
      ) : (
        <Box sx={{ px: 1.25, py: 0.75 }}>
          <Typography variant="subtitle2" component="p" noWrap>
            {title}
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary" noWrap>
            {subtitle ?? '\u00a0'}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
