import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HELD_FOR_REVIEW_MESSAGE, type GuideRepliesAnswer, type GuideReply } from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError } from '../../lib/form-problems';
import { deleteGuideReply, editGuideReply, guideRepliesQuery, postGuideReply } from './guide-api';

/** The label of a reply's text field, which the server's refusals about `text` are worded with. */
export const REPLY_FIELD_LABEL = 'Your reply';

/**
 * Sending a reply (new or edited): a refusal about the text shows under the field, other
 * failures in the snackbar; a held reply says so. The list is made afresh either way.
 */
export function useReplySender(perma: string, editing: GuideReply | null, onSent: () => void) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) =>
      editing ? editGuideReply(editing.id, text) : postGuideReply(perma, text),
    onSuccess: (saved) => {
      client.setQueryData(guideRepliesQuery(perma).queryKey, (cached?: GuideRepliesAnswer) =>
        cached
          ? {
              replies: editing
                ? cached.replies.map((reply) => (reply.id === saved.id ? saved : reply))
                : [...cached.replies, saved],
            }
          : cached,
      );
      void client.invalidateQueries({ queryKey: guideRepliesQuery(perma).queryKey });
      snackbar.show(
        saved.held ? HELD_FOR_REVIEW_MESSAGE : editing ? 'Changes were saved.' : 'Reply posted.',
      );
      onSent();
    },
    onError: (error) => {
      const described = describeApiError(error, { text: REPLY_FIELD_LABEL });
      if ('field' in described) setProblem(described.message);
      else snackbar.show(described.alert);
    },
  });
  return { send, problem, clearProblem: () => setProblem(null) };
}

/** Deleting a reply; the dialog shows why it failed. */
export function useReplyDeletion(perma: string, onDeleted: () => void) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: (id: number) => deleteGuideReply(id),
    onSuccess: (_answer, id) => {
      client.setQueryData(guideRepliesQuery(perma).queryKey, (cached?: GuideRepliesAnswer) =>
        cached ? { replies: cached.replies.filter((reply) => reply.id !== id) } : cached,
      );
      snackbar.show('Reply deleted.');
      onDeleted();
    },
  });
}
