import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { usePersistedFlag } from '../lib/use-persisted-flag';

/** A titled panel whose expanded state is remembered in localStorage under `storageKey`. */
export function CollapsiblePanel({
  title,
  storageKey,
  defaultExpanded,
  children,
}: {
  title: string;
  storageKey: string;
  defaultExpanded: boolean;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = usePersistedFlag(storageKey, defaultExpanded);
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => setExpanded(next)}
      disableGutters
      square={false}
      // The panel's title is the heading, at the level of its place in the page.
      slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'div' } }}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
