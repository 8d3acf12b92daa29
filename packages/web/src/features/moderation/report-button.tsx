import { useState } from 'react';
import Button from '@mui/material/Button';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import type { ReportTarget } from './report-dialog';
import { ReportDialogOnDemand } from './report-dialog-on-demand';
import { useMayReport } from './report-menu-item';

/**
 * A small Report button for items without a menu (a guide, a description, a member), shown to
 * signed-in members other than the item's author.
 */
export function ReportButton({
  target,
  authorId,
  label = 'Report',
}: {
  target: ReportTarget;
  authorId: number | null;
  label?: string;
}) {
  const mayReport = useMayReport(target, authorId);
  const [open, setOpen] = useState(false);
  if (!mayReport) return null;
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<FlagIcon fontSize="small" />}
        onClick={() => setOpen(true)}
        sx={{ color: 'text.secondary' }}
      >
        {label}
      </Button>
      <ReportDialogOnDemand target={target} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
