import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { HelpButton } from '../../components/help-button';
import type { HelpTopicId } from '../../core/help';

/** The card of a more-menu mode: its prompt, its controls and an X that leaves the mode. */
export function ModeCard({
  title,
  message,
  onClose,
  help,
  children,
}: {
  title: string;
  message: string;
  onClose: () => void;
  /** The help topic that explains this mode, opened from a "?" beside the title. */
  help?: HelpTopicId;
  children: ReactNode;
}) {
  return (
    <Paper
      role="region"
      aria-label={title}
      elevation={6}
      sx={{ p: 1.5, pr: 5, position: 'relative', width: { xs: '100%', sm: 360 } }}
    >
      <IconButton
        size="small"
        aria-label={`Close ${title.toLowerCase()}`}
        onClick={onClose}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="subtitle2" component="h2">
          {title}
        </Typography>
        {help && <HelpButton topic={help} />}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>{children}</Box>
    </Paper>
  );
}
