import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GUIDE_REPLY_MAX, type GuideReply } from '@vantage/shared';
import { REPLY_FIELD_LABEL, useReplySender } from './use-guide-replies';

/** The form of a new reply, or of an edit to one (with Cancel). */
export function GuideReplyForm({
  perma,
  editing = null,
  onDone,
}: {
  perma: string;
  editing?: GuideReply | null;
  onDone?: () => void;
}) {
  const [text, setText] = useState(editing?.text ?? '');
  const { send, problem, clearProblem } = useReplySender(perma, editing, () => {
    setText('');
    onDone?.();
  });
  const submit = () => {
    if (text.trim() !== '') send.mutate(text);
  };
  return (
    <Box
      component="form"
      aria-label={editing ? 'Edit your reply' : 'Reply to this guide'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ mt: 2 }}
    >
      <TextField
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          clearProblem();
        }}
        label={REPLY_FIELD_LABEL}
        error={problem !== null}
        helperText={problem}
        multiline
        minRows={editing ? 3 : 2}
        fullWidth
        autoFocus={editing !== null}
        disabled={send.isPending}
        slotProps={{ htmlInput: { maxLength: GUIDE_REPLY_MAX } }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        **bold**, *italic*, lists with “- ”, and links starting with http(s)://
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          type="submit"
          variant="contained"
          size="small"
          disabled={send.isPending || text.trim() === ''}
        >
          {editing ? 'Save' : 'Reply'}
        </Button>
        {editing && (
          <Button size="small" onClick={onDone} disabled={send.isPending}>
            Cancel
          </Button>
        )}
      </Stack>
    </Box>
  );
}
