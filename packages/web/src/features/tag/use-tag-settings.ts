import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TagPage, TagUpdateBody } from '@vantage/shared';
import { isInvalidPhotoField, photoIdOfField } from '../../components/photo-id-field';
import { useSnackbar } from '../../components/snackbar';
import { useDraft } from '../../core/use-draft';
import { tagPageQuery, updateTag } from './tag-api';

/** The settings form's fields as typed; the info text is kept apart, as a draft. */
export interface TagSettingsFields {
  parentTag: string;
  imgSquare: string;
  imgHead: string;
  offset: number;
  idOSM: string;
  osmType: string;
}

function fieldsOf(page: TagPage): TagSettingsFields {
  return {
    parentTag: page.parentTag ?? '',
    imgSquare: page.imgSquare ? String(page.imgSquare.id) : '',
    imgHead: page.imgHead ? String(page.imgHead.id) : '',
    offset: page.imgHeadOffset,
    idOSM: page.idOSM ? String(page.idOSM) : '',
    osmType: page.osmType ?? '',
  };
}

/** Puts a saved tag page into the cache and says so. */
export function useTagSaved(page: TagPage) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return (next: TagPage) => {
    queryClient.setQueryData(tagPageQuery(page.tag).queryKey, next);
    snackbar.show('Changes were saved.');
  };
}

/** The state of the tag settings form: its fields, the info-text draft and the save. */
export function useTagSettings(page: TagPage) {
  const [fields, setFields] = useState(() => fieldsOf(page));
  const setField = <K extends keyof TagSettingsFields>(key: K, value: TagSettingsFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  // The info text is kept as a draft until saved or discarded.
  const infoDraft = useDraft({ editor: 'tag-info', object: page.idTag }, page.infoText ?? '');
  const saved = useTagSaved(page);
  const save = useMutation({
    mutationFn: updateTag,
    onSuccess: (next) => {
      infoDraft.saved();
      saved(next);
    },
  });
  const invalidPhoto = isInvalidPhotoField(fields.imgSquare) || isInvalidPhotoField(fields.imgHead);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const infoText = infoDraft.value;
    const newData: TagUpdateBody['newData'] = {
      parentTag: fields.parentTag.trim() || null,
      imgSquare: photoIdOfField(fields.imgSquare),
      imgHead: photoIdOfField(fields.imgHead),
      imgHeadOffset: fields.offset,
      idOSM: fields.idOSM.trim() ? Number(fields.idOSM) : null,
      osmType: fields.osmType === '' ? null : (fields.osmType as 'node' | 'way' | 'relation'),
      infoText: infoText.trim() ? infoText : null,
    };
    save.mutate({ idTag: page.idTag, newData });
  };

  return { fields, setField, infoDraft, save, invalidPhoto, submit };
}
