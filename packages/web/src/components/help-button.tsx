import IconButton from '@mui/material/IconButton';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { helpTopicTitle, useOpenHelp, type HelpTopicId } from '../core/help';

/** A small "?" beside a control that opens the help dialog on the control's topic. */
export function HelpButton({ topic }: { topic: HelpTopicId }) {
  const openHelp = useOpenHelp();
  const title = `Help: ${helpTopicTitle(topic)}`;
  return (
    <IconButton size="small" aria-label={title} title={title} onClick={() => openHelp(topic)}>
      <HelpOutlineIcon fontSize="small" />
    </IconButton>
  );
}
