import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  canReplyToGuide,
  GUIDE_REPLIES_ANCHOR,
  guideReplyAnchor,
  type Guide,
  type GuideReply,
} from '@vantage/shared';
import { useOpenLogin } from '../../core/account-flags';
import { useCurrentUser } from '../../core/current-user';
import { guideRepliesQuery } from './guide-api';
import { GuideReplyForm } from './guide-reply-form';
import { GuideReplyItem } from './guide-reply-item';

const HEADING_ID = 'guide-replies-heading';

/**
 * An address that points at the replies (`#replies`, `#reply-12`, as notifications link) scrolls
 * there once they are in; one that names a reply the list does not hold yet (written since the
 * list was read) asks for the list again.
 */
function useReplyAnchor(replies: readonly GuideReply[] | undefined, refetch: () => unknown) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!replies || !hash) return;
    const anchor = decodeURIComponent(hash.slice(1));
    const known =
      anchor === GUIDE_REPLIES_ANCHOR ||
      replies.some((reply) => guideReplyAnchor(reply.id) === anchor);
    if (!known) {
      if (/^reply-\d+$/.test(anchor)) void refetch();
      return;
    }
    document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [hash, replies, refetch]);
}

/**
 * The replies below a guide, oldest first, and the form to add one (a prompt to log in for
 * visitors); the section stays away while there are none and the account cannot reply.
 */
export function GuideReplies({ guide }: { guide: Guide }) {
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  // A visitor's page comes with the replies as every visitor sees them; a member's page, made
  // in the browser, asks for them as the member sees them (with their own held ones).
  const query = useQuery(guideRepliesQuery(guide.perma));
  useReplyAnchor(query.data?.replies, query.refetch);
  if (!query.data) return null;
  const { replies } = query.data;
  const mayReply = canReplyToGuide(user);
  if (replies.length === 0 && user && !mayReply) return null;
  return (
    <Box
      component="section"
      id={GUIDE_REPLIES_ANCHOR}
      aria-labelledby={HEADING_ID}
      sx={{ mt: 5, scrollMarginTop: 80 }}
    >
      <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Replies{replies.length > 0 ? ` (${replies.length})` : ''}
      </Typography>
      {replies.length > 0 && (
        <Box component="ol" sx={{ p: 0, m: 0 }}>
          {replies.map((reply) => (
            <GuideReplyItem
              key={reply.id}
              reply={reply}
              perma={guide.perma}
              guideTitle={guide.title}
            />
          ))}
        </Box>
      )}
      {mayReply ? (
        <GuideReplyForm perma={guide.perma} />
      ) : (
        !user && (
          // The sign-in dialog opens over the guide, which stays where the reader is.
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => openLogin()}>
            Log in to reply
          </Button>
        )
      )}
    </Box>
  );
}
