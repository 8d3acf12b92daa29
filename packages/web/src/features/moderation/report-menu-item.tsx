import { useState, type ReactNode } from 'react';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import { isOwner } from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import type { ReportTarget } from './report-dialog';
import { ReportDialogOnDemand } from './report-dialog-on-demand';
import { ListItemIcon, ListItemText, MenuItem } from '../../components/lazy-menu';

/**
 * Whether the signed-in member may report `target`: visitors have nothing to report with, and
 * authors do not report their own work (nor members themselves).
 */
export function useMayReport(target: ReportTarget, authorId: number | null): boolean {
  const user = useCurrentUser();
  if (!user) return false;
  return target.kind === 'member' ? user.id !== target.id : !isOwner(user, authorId);
}

/**
 * The "Report" entry of an item's menu and its dialog: `item(close)` is the menu entry (for
 * signed-in members other than the item's author), `dialog` the dialog, rendered outside the
 * menu so it outlives it.
 */
export function useReport(
  target: ReportTarget,
  authorId: number | null,
): { item: (close: () => void) => ReactNode; dialog: ReactNode } {
  const hidden = !useMayReport(target, authorId);
  const [open, setOpen] = useState(false);
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
