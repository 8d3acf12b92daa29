import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canDeleteGuideReply,
  canEditGuideReply,
  guideReplyAnchor,
  HELD_FOR_REVIEW_MESSAGE,
  type GuideReply,
} from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { DeleteDialog } from '../../components/delete-dialog';
import { SafeMarkdown } from '../../components/safe-markdown';
import { TextLink } from '../../components/text-link';
import { TimeAgo } from '../../components/time-ago';
import { UserAvatar } from '../../components/user-avatar';
import { profilePath, useCurrentUser } from '../../core/current-user';
import { ReportButton } from '../moderation';
import { GuideReplyForm } from './guide-reply-form';
import { useReplyDeletion } from './use-guide-replies';

/** What the author of a hidden reply is told. */
export const REPLY_HIDDEN_MESSAGE = 'Hidden by the moderators: only you and they see this reply.';

/** One reply: its author, when, its text; Edit and Delete for its author, Report for others. */
export function GuideReplyItem({
  reply,
  perma,
  guideTitle,
}: {
  reply: GuideReply;
  perma: string;
  guideTitle: string;
}) {
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deletion = useReplyDeletion(perma, () => setDeleting(false));
  const authorId = reply.user?.id ?? null;
  return (
    <Box
      component="li"
      id={guideReplyAnchor(reply.id)}
      sx={{ listStyle: 'none', py: 2, borderTop: 1, borderColor: 'divider', scrollMarginTop: 80 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
        {reply.user ? (
          <>
            <UserAvatar user={reply.user} size={32} decorative />
            <TextLink to={profilePath(reply.user)} sx={{ fontWeight: 600 }}>
              {reply.user.displayName}
            </TextLink>
          </>
        ) : (
          <Typography sx={{ fontWeight: 600 }}>A former member</Typography>
        )}
        <Typography variant="body2" color="text.secondary" component="span">
          <TimeAgo iso={reply.created} />
          {reply.edited && ' · edited'}
        </Typography>
      </Stack>
      {(reply.held || reply.hidden) && (
        <Typography
          variant="body2"
          color="warning.dark"
          data-testid="held-for-review"
          sx={{ mb: 0.5, fontWeight: 600 }}
        >
          {reply.held ? HELD_FOR_REVIEW_MESSAGE : REPLY_HIDDEN_MESSAGE}
        </Typography>
      )}
      {editing ? (
        <GuideReplyForm perma={perma} editing={reply} onDone={() => setEditing(false)} />
      ) : (
        <SafeMarkdown text={reply.text} />
      )}
      {!editing && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, ml: -0.5 }}>
          {canEditGuideReply(user, { authorId }) && (
            <Button size="small" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {canDeleteGuideReply(user, { authorId }) && (
            <Button size="small" color="error" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
          <ReportButton
            target={{ kind: 'reply', id: reply.id, title: `Reply to ${guideTitle}` }}
            authorId={authorId}
          />
        </Stack>
      )}
      <DeleteDialog
        open={deleting}
        title="Delete this reply?"
        error={deletion.error ? apiErrorText(deletion.error) : null}
        pending={deletion.isPending}
        onCancel={() => setDeleting(false)}
        onDelete={() => deletion.mutate(reply.id)}
      />
    </Box>
  );
}
