import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryPath, HELD_FOR_REVIEW_MESSAGE, type SpotList } from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { profilePath } from '../../core/current-user';
import { useDraft } from '../../core/use-draft';
import { updateGallery } from './gallery-api';

/**
 * The gallery edit form's state: its draft (kept until saved or cancelled), the save that
 * follows a renamed gallery to its new address, and the deletion with its question.
 */
export function useGalleryEdit(list: SpotList, onClose: () => void) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const draft = useDraft(
    { editor: 'gallery', object: list.id },
    { title: list.title, description: list.description, isPublic: list.isPublic },
  );
  const { title, description, isPublic } = draft.value;
  const [confirm, setConfirm] = useState(false);
  const [gone, setGone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => updateGallery({ id: list.id, title: title.trim(), description, isPublic }),
    onSuccess: (answer) => {
      draft.saved();
      void queryClient.invalidateQueries({ queryKey: ['gallery'] });
      void queryClient.invalidateQueries({ queryKey: ['galleries'] });
      snackbar.show(answer.held ? HELD_FOR_REVIEW_MESSAGE : 'Changes were saved.');
      onClose();
      if (answer.spotList && answer.spotList.urlTitle !== list.urlTitle) {
        void navigate(galleryPath(answer.spotList), { replace: true });
      }
    },
  });
  const remove = useMutation({
    mutationFn: () => updateGallery({ id: list.id, delete: true }),
    onSuccess: () => {
      draft.saved();
      void queryClient.invalidateQueries({ queryKey: ['galleries'] });
      snackbar.show(`The gallery ${list.title} was deleted.`);
      setGone(profilePath(list.owner, 'galleries'));
    },
  });

  return {
    draft,
    fields: draft.value,
    setTitle: (next: string) => draft.setValue((current) => ({ ...current, title: next })),
    setDescription: (next: string) =>
      draft.setValue((current) => ({ ...current, description: next })),
    setIsPublic: (next: boolean) => draft.setValue((current) => ({ ...current, isPublic: next })),
    close: () => {
      draft.discard();
      onClose();
    },
    save,
    remove,
    confirm,
    setConfirm,
    gone,
  };
}
