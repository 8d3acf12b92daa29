import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';

/** Grey tiles of a grid while its first page loads. */
export function SkeletonGrid({
  count,
  sx,
  tileRatio,
  busy,
}: {
  count: number;
  /** The grid's own layout, so the tiles sit where the items will. */
  sx: SxProps<Theme>;
  /** The tiles' aspect ratio, as CSS: '1', '4 / 3'. */
  tileRatio: string;
  /** Marks the grid aria-busy. */
  busy?: boolean;
}) {
  return (
    <Box sx={sx} aria-busy={busy ? 'true' : undefined}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={{ aspectRatio: tileRatio, height: 'auto' }} />
      ))}
    </Box>
  );
}
