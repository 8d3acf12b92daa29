import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetKind,
} from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { fileReport, myReportsQuery } from './moderation-api';

/** What a report is about, as the dialog names it. */
export interface ReportTarget {
  kind: ReportTargetKind;
  id: number;
  /** The item's name, e.g. a photo's title. */
  title: string;
}

/** What the snackbar says once a report was sent. */
export const REPORT_THANKS =
  'Thank you. The moderators will look at your report; your profile shows how it ends.';

/** Words for each kind in the dialog's title. */
const KIND_WORDS: Readonly<Record<ReportTargetKind, string>> = {
  photo: 'photo',
  description: 'description',
  guide: 'guide',
  reply: 'reply',
  gallery: 'gallery',
  spot: 'spot',
  member: 'member',
};

/** What the report dialog is about, whether it is open, and how it closes. */
export interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
}

/** The report dialog: a reason (a note needed for "Something else"), then Submit. */
export function ReportDialog({ target, open, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const labelId = useId();
  const noteNeeded = reason === 'other' && note.trim() === '';

  const close = () => {
    setReason(null);
    setNote('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!reason || noteNeeded) return;
    setSending(true);
    setError(null);
    try {
      await fileReport({
        targetKind: target.kind,
        targetId: target.id,
        reason,
        ...(note.trim() && { note: note.trim() }),
      });
      void queryClient.invalidateQueries({ queryKey: myReportsQuery().queryKey });
      close();
      snackbar.show(REPORT_THANKS);
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${labelId}-title`}
    >
      <DialogTitle id={`${labelId}-title`}>Report this {KIND_WORDS[target.kind]}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          “{target.title}”. Moderators review every report; the author is not told who reported.
        </Typography>
        <FormControl>
          <FormLabel id={`${labelId}-reason`}>What is wrong?</FormLabel>
          <RadioGroup
            aria-labelledby={`${labelId}-reason`}
            value={reason ?? ''}
            onChange={(event) => setReason(event.target.value as ReportReason)}
          >
            {REPORT_REASONS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={REPORT_REASON_LABELS[value]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={reason === 'other' ? 'Note (required)' : 'Note (optional)'}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: REPORT_NOTE_MAX } }}
          error={noteNeeded}
          helperText={noteNeeded ? 'Please say what is wrong.' : ' '}
        />
        {error && (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!reason || noteNeeded || sending}
        >
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
