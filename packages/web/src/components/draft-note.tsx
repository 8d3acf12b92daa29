import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The note's words: an editor reopened with text kept from an earlier visit. */
export const DRAFT_RESTORED_TEXT = 'Your unsaved draft was restored.';

/** One line above an editor whose kept draft was restored, with a way to drop it. */
export function DraftNote({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 1.5, py: 0, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Discard draft
        </Button>
      }
    >
      {DRAFT_RESTORED_TEXT}
    </Alert>
  );
}
