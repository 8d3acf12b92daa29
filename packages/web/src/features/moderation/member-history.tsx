import Typography from '@mui/material/Typography';
import type { MemberHistory } from '@vantage/shared';
import { AUDIT_ACTION_WORDS } from './moderation-words';

/** One line on a member's record: reports made and received, earlier actions, suspension. */
export function MemberHistoryLine({ history }: { history: MemberHistory | null }) {
  if (!history) return null;
  const parts = [
    `${history.reportsMade} report${history.reportsMade === 1 ? '' : 's'} made`,
    `${history.reportsReceived} received`,
  ];
  if (history.actions.length > 0) {
    parts.push(
      `earlier: ${history.actions.map((entry) => AUDIT_ACTION_WORDS[entry.action]).join(', ')}`,
    );
  }
  if (history.suspended) {
    parts.push(
      history.suspendedUntil === null
        ? 'suspended for good'
        : `suspended until ${new Date(history.suspendedUntil).toLocaleDateString()}`,
    );
  }
  return (
    <Typography component="span" variant="caption" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
}
