import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One label and its value. */
export interface DetailRow {
  label: string;
  value: ReactNode;
}

/**
 * Labels and their values side by side, as a definition list named `label`: the EXIF of a
 * photo, the source of a linked image. `small` is the caption size of forms.
 */
export function DetailList({
  label,
  rows,
  small = false,
}: {
  label: string;
  rows: readonly DetailRow[];
  small?: boolean;
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        m: 0,
        ...(small
          ? { columnGap: 1.5, rowGap: 0.25, fontSize: 13 }
          : { columnGap: 2, rowGap: 0.5, typography: 'body2' }),
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
