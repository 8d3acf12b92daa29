import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canModerate,
  isAdmin,
  type CurrentUser,
  type ModerationAction,
  type ModerationActionBody,
  type QueueItem,
} from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { useCurrentUser } from '../../core/current-user';
import { usePageTitle } from '../../core/page-title';
import { useSnackbar } from '../../components/snackbar';
import { actOnItem, moderationQueueQuery, restoreLinks } from './moderation-api';
import { QueueItemCard } from './queue-item-card';
import { SuspendDialog } from './suspend-dialog';
import { WarnDialog } from './warn-dialog';

/** What the snackbar says once an action is done. */
const DONE: Readonly<Record<ModerationAction, string>> = {
  dismiss: 'Reports dismissed.',
  hide: 'Hidden from everyone but its author and moderators.',
  delete: 'Deleted.',
  warn: 'Warning sent.',
  suspend: 'The author is suspended.',
  approve: 'Approved: it is published.',
  remove_spam: 'Removed as spam; its author may no longer post links.',
};

/** `/moderation`: open reports grouped by item, for administrators and stewards. */
export function ModerationPage() {
  usePageTitle('Moderation');
  const user = useCurrentUser();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
        Moderation
      </Typography>
      {user && canModerate(user) ? (
        <Queue moderator={user} />
      ) : (
        <Alert severity="info">Only administrators and stewards moderate reports.</Alert>
      )}
    </Container>
  );
}

function Queue({ moderator }: { moderator: CurrentUser }) {
  const query = useQuery(moderationQueueQuery());
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [asking, setAsking] = useState<{ item: QueueItem; action: 'warn' | 'suspend' } | null>(
    null,
  );
  const mutation = useMutation({
    mutationFn: ({ item, body }: { item: QueueItem; body: ModerationActionBody }) =>
      actOnItem(item.kind, item.id, body),
    onSuccess: (_answer, { body }) => {
      setAsking(null);
      snackbar.show(DONE[body.action]);
      void queryClient.invalidateQueries({ queryKey: ['moderation'] });
    },
    onError: (error) => snackbar.show(apiErrorText(error)),
  });
  const restore = useMutation({
    mutationFn: (userId: number) => restoreLinks(userId),
    onSuccess: () => {
      snackbar.show('The member may post links again.');
      void queryClient.invalidateQueries({ queryKey: ['moderation'] });
    },
    onError: (error) => snackbar.show(apiErrorText(error)),
  });
  const act = (item: QueueItem, action: ModerationAction) => {
    if (action === 'warn' || action === 'suspend') setAsking({ item, action });
    else mutation.mutate({ item, body: { action } });
  };
  const all = query.data?.items ?? [];
  const held = all.filter((item) => item.held);
  const reported = all.filter((item) => !item.held);
  const card = (item: QueueItem) => (
    <QueueItemCard
      key={`${item.kind}:${item.id}`}
      item={item}
      moderator={moderator}
      busy={mutation.isPending || restore.isPending}
      onAction={(action) => act(item, action)}
      onRestoreLinks={item.author ? () => restore.mutate(item.author!.id) : undefined}
    />
  );
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Open reports, oldest first, grouped by what they report. Three trusted members’ reports (or
        one moderator’s) hide an item until it is reviewed here.
        {isAdmin(moderator) && (
          <>
            {' '}
            <Link component={RouterLink} to="/moderation/log" underline="always">
              Audit log
            </Link>
          </>
        )}
      </Typography>
      {query.isPending ? (
        <Typography>Loading the open reports…</Typography>
      ) : query.isError ? (
        <Alert severity="error">{apiErrorText(query.error)}</Alert>
      ) : all.length === 0 ? (
        <Alert severity="success">No open reports. Thank you for keeping the atlas clean.</Alert>
      ) : (
        <Stack spacing={3}>
          {held.length > 0 && (
            <section aria-labelledby="held-for-review">
              <Typography id="held-for-review" component="h2" variant="h6" sx={{ mb: 0.5 }}>
                Held for review
              </Typography>
              <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
                New members’ first posts with links. Approve publishes a post; Remove as spam keeps
                it hidden and takes away its author’s right to post links.
              </Typography>
              <Stack spacing={2}>{held.map(card)}</Stack>
            </section>
          )}
          {reported.length > 0 && (
            <section aria-labelledby={held.length > 0 ? 'open-reports' : undefined}>
              {held.length > 0 && (
                <Typography id="open-reports" component="h2" variant="h6" sx={{ mb: 1.5 }}>
                  Reports
                </Typography>
              )}
              <Stack spacing={2}>{reported.map(card)}</Stack>
            </section>
          )}
        </Stack>
      )}
      {asking && (
        <WarnDialog
          memberName={asking.item.author?.displayName ?? 'the author'}
          open={asking.action === 'warn'}
          busy={mutation.isPending}
          onClose={() => setAsking(null)}
          onWarn={(message) =>
            mutation.mutate({ item: asking.item, body: { action: 'warn', message } })
          }
        />
      )}
      {asking && (
        <SuspendDialog
          memberName={asking.item.author?.displayName ?? 'the author'}
          open={asking.action === 'suspend'}
          busy={mutation.isPending}
          onClose={() => setAsking(null)}
          onSuspend={(days, reason) =>
            mutation.mutate({ item: asking.item, body: { action: 'suspend', days, reason } })
          }
        />
      )}
    </>
  );
}
