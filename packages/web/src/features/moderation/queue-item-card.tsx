import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HiddenIcon from '@mui/icons-material/VisibilityOffOutlined';
import {
  isAdmin,
  profilePath,
  REPORT_REASON_LABELS,
  type CurrentUser,
  type ModerationAction,
  type QueueItem,
} from '@vantage/shared';
import { MemberHistoryLine } from './member-history';
import { KIND_LABELS } from './moderation-words';

/** The actions a moderator may take on an item, in the order the card offers them. */
export function actionsFor(item: QueueItem, moderator: CurrentUser): ModerationAction[] {
  const admin = isAdmin(moderator);
  if (item.held) return ['approve', 'remove_spam'];
  const actions: ModerationAction[] = ['dismiss'];
  if (item.link !== null) actions.push('hide');
  if (item.link !== null && item.kind !== 'member') actions.push('remove_spam');
  if (admin && item.link !== null && (item.kind === 'photo' || item.kind === 'member'))
    actions.push('delete');
  if (item.author && item.author.id !== moderator.id) {
    actions.push('warn');
    if (admin) actions.push('suspend');
  }
  return actions;
}

const ACTION_LABELS: Readonly<Record<ModerationAction, string>> = {
  dismiss: 'Dismiss',
  hide: 'Hide',
  delete: 'Delete',
  warn: 'Warn author',
  suspend: 'Suspend author',
  approve: 'Approve',
  remove_spam: 'Remove as spam',
};

/** One reported item in the queue: what it is, who wrote it, who reported it and why, the actions. */
export function QueueItemCard({
  item,
  moderator,
  busy,
  onAction,
  onRestoreLinks,
}: {
  item: QueueItem;
  moderator: CurrentUser;
  busy: boolean;
  onAction: (action: ModerationAction) => void;
  /** Administrators give back the author's right to post links. */
  onRestoreLinks?: () => void;
}) {
  const headingId = `queue-${item.kind}-${item.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}
    >
      {item.thumbnail && (
        <Box
          component="img"
          src={item.thumbnail}
          alt=""
          sx={{ width: { xs: '100%', sm: 120 }, height: 90, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Chip size="small" label={KIND_LABELS[item.kind]} />
          {item.hidden && (
            <Chip
              size="small"
              variant="outlined"
              icon={<HiddenIcon fontSize="small" />}
              label="Hidden"
            />
          )}
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {item.link ? (
              <Link component={RouterLink} to={item.link} underline="always">
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </Typography>
        </Stack>
        {item.excerpt && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {item.excerpt}
          </Typography>
        )}
        {item.author && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {item.kind === 'member' ? 'Record of' : 'By'}{' '}
            <Link component={RouterLink} to={profilePath(item.author)} underline="always">
              {item.author.displayName}
            </Link>{' '}
            <MemberHistoryLine history={item.authorHistory} />
          </Typography>
        )}
        {item.authorLinksRevoked && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            The author may not post links (posts removed as spam).{' '}
            {isAdmin(moderator) && onRestoreLinks && (
              <Button size="small" disabled={busy} onClick={onRestoreLinks}>
                Restore links
              </Button>
            )}
          </Typography>
        )}
        {item.held ? (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            A new member’s post with links, held until a moderator approves it.
          </Typography>
        ) : (
          <Typography component="h3" variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
            {item.reports.length} open report{item.reports.length === 1 ? '' : 's'}
          </Typography>
        )}
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {item.reports.map((report) => (
            <li key={report.id}>
              <Typography variant="body2">
                <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
                {report.note && <> — “{report.note}”</>} by{' '}
                {report.reporter ? report.reporter.displayName : 'a deleted member'} on{' '}
                {new Date(report.createdAt).toLocaleDateString()}{' '}
                <MemberHistoryLine history={report.reporterHistory} />
              </Typography>
            </li>
          ))}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {actionsFor(item, moderator).map((action) => (
            <Button
              key={action}
              size="small"
              variant={
                action === 'dismiss' ? 'text' : action === 'approve' ? 'contained' : 'outlined'
              }
              color={
                action === 'delete' || action === 'suspend' || action === 'remove_spam'
                  ? 'error'
                  : 'primary'
              }
              disabled={busy}
              onClick={() => onAction(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </Stack>
      </Box>
    </Paper>
  );
}
