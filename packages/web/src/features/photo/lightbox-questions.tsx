import { LEAVE_PAGE_WARNING, type Photo } from '@vantage/shared';
import { ConfirmDialog } from './confirm-dialog';
import { CANCEL_EDIT_PROMPT, DELETE_PROMPT, deleteConfirmed } from './photo-rules';
import type { LightboxQuestion } from './use-photo-lightbox';

/** The lightbox's questions: cancel an edit, leave with unsaved changes, delete the photo. */
export function LightboxQuestions({
  question,
  photo,
  onCancelEdit,
  onLeave,
  onDelete,
  onDismiss,
}: {
  question: LightboxQuestion | null;
  photo: Photo | undefined;
  onCancelEdit: () => void;
  onLeave: () => void;
  onDelete: (photo: Photo) => void;
  onDismiss: () => void;
}) {
  return (
    <>
      <ConfirmDialog
        open={question === 'cancelEdit'}
        message={CANCEL_EDIT_PROMPT}
        confirmLabel="Yes, cancel"
        onConfirm={onCancelEdit}
        onCancel={onDismiss}
      />
      <ConfirmDialog
        open={question === 'leave'}
        message={LEAVE_PAGE_WARNING}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={onLeave}
        onCancel={onDismiss}
      />
      {photo && (
        <ConfirmDialog
          open={question === 'delete'}
          message={DELETE_PROMPT}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          answerLabel="Type YES to confirm"
          accepts={deleteConfirmed}
          danger
          onConfirm={() => onDelete(photo)}
          onCancel={onDismiss}
        />
      )}
    </>
  );
}
