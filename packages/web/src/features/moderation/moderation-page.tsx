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
import { actOnItem, moderationQueueQuery } from './moderation-api';
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
  const act = (item: QueueItem, action: ModerationAction) => {
    if (action === 'warn' || action === 'suspend') setAsking({ item, action });
    else mutation.mutate({ item, body: { action } });
  };
  const items = query.data?.items ?? [];
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
      ) : items.length === 0 ? (
        <Alert severity="success">No open reports. Thank you for keeping the atlas clean.</Alert>
      ) : (
        <Stack spacing={2}>
          {items.map((item) => (
            <QueueItemCard
              key={`${item.kind}:${item.id}`}
              item={item}
              moderator={moderator}
              busy={mutation.isPending}
              onAction={(action) => act(item, action)}
            />
          ))}
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
