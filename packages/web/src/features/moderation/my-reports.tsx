import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { MY_REPORTS_ANCHOR, REPORT_REASON_LABELS } from '@vantage/shared';
import { myReportsQuery } from './moderation-api';
import { KIND_LABELS, REPORT_STATUS_WORDS } from './moderation-words';

/**
 * "Your reports" in the member's own profile: what they reported and how each ended. A
 * notification of a decided report links here by its anchor, which is scrolled to once loaded.
 */
export function MyReports() {
  const query = useQuery(myReportsQuery());
  const reports = query.data?.reports ?? [];
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const shown = reports.length > 0;
  useEffect(() => {
    if (shown && hash === `#${MY_REPORTS_ANCHOR}`) section.current?.scrollIntoView();
  }, [shown, hash]);
  if (!shown) return null;
  return (
    <section id={MY_REPORTS_ANCHOR} ref={section} aria-labelledby="my-reports-heading">
      <Typography id="my-reports-heading" component="h2" variant="h6" sx={{ mt: 3 }}>
        Your reports
      </Typography>
      <List dense>
        {reports.map((report) => (
          <ListItem
            key={report.id}
            disableGutters
            secondaryAction={
              <Chip
                size="small"
                label={REPORT_STATUS_WORDS[report.status]}
                color={report.status === 'acted' ? 'success' : 'default'}
              />
            }
          >
            <ListItemText
              primary={`${KIND_LABELS[report.targetKind]}: ${report.targetTitle}`}
              secondary={`${REPORT_REASON_LABELS[report.reason]} · ${new Date(report.createdAt).toLocaleDateString()}`}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
