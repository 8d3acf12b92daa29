import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** One line saying an outside service is down, where its panel would show what it gives. */
export function ServiceNotice({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" role="status" data-service-notice="">
      {children}
    </Typography>
  );
}
