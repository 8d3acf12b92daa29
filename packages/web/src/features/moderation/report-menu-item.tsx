import { useState, type ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import { isOwner } from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import type { ReportTarget } from './report-dialog';
import { ReportDialogOnDemand } from './report-dialog-on-demand';

/**
 * The "Report" entry of an item's menu and its dialog: `item(close)` is the menu entry (for
 * signed-in members other than the item's author), `dialog` the dialog, rendered outside the
 * menu so it outlives it.
 */
export function useReport(
  target: ReportTarget,
  authorId: number | null,
): { item: (close: () => void) => ReactNode; dialog: ReactNode } {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  // Visitors have nothing to report with; authors do not report their own work.
  const hidden =
    !user || (target.kind === 'member' ? user.id === target.id : isOwner(user, authorId));
  return {
    item: (close) =>
      hidden ? null : (
        <MenuItem
          key="report"
          onClick={() => {
            close();
            setOpen(true);
          }}
        >
          <ListItemIcon>
            <FlagIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Report" />
        </MenuItem>
      ),
    dialog: <ReportDialogOnDemand target={target} open={open} onClose={() => setOpen(false)} />,
  };
}
