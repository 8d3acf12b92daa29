import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of an Explore or About tab. */
export function TabHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.25rem' }, mb: 1.5 }}>
      {children}
    </Typography>
  );
}
