import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guidePath, HELD_FOR_REVIEW_MESSAGE, type Guide } from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { useDraft } from '../../core/use-draft';
import { saveGuide } from './guide-api';
import { SitePhoto } from './site-photo-node';

/** The id of a guide not yet saved; it is sent to the server as -2. */
const NEW_GUIDE_ID = -1;
const NEW_GUIDE_SENT_ID = -2;
/** The text of an article with nothing written yet. */
const EMPTY_DOC: Guide['doc'] = { type: 'doc', content: [{ type: 'paragraph', content: [] }] };

/**
 * The state of the guide editor: the tag, title and rich text kept as one draft, the TipTap
 * editor over the text, and the save.
 */
export function useGuideEditor(guide: Guide | null, initialTag: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const id = guide?.id ?? NEW_GUIDE_ID;
  const savedDoc = guide?.doc ?? EMPTY_DOC;
  // The whole article is kept as a draft until saved or discarded.
  const draft = useDraft(
    { editor: 'guide', object: guide?.id ?? 'new' },
    { tag: initialTag, title: guide?.title ?? '', doc: savedDoc },
  );
  const { tag, title } = draft.value;
  const setTag = (next: string) => draft.setValue((current) => ({ ...current, tag: next }));
  const setTitle = (next: string) => draft.setValue((current) => ({ ...current, title: next }));
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        underline: false,
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      SitePhoto,
    ],
    content: draft.value.doc,
    onUpdate: ({ editor: changed }) =>
      draft.setValue((current) => ({ ...current, doc: changed.getJSON() as Guide['doc'] })),
    editorProps: {
      attributes: { 'aria-label': 'Article text', role: 'textbox', 'aria-multiline': 'true' },
    },
    immediatelyRender: true,
  });
  // A hydrated editor starts from the served article: a kept draft replaces it once read.
  const draftShown = useRef(false);
  useEffect(() => {
    if (draftShown.current || !draft.dirty) return;
    draftShown.current = true;
    if (JSON.stringify(editor.getJSON()) !== JSON.stringify(draft.value.doc)) {
      editor.commands.setContent(draft.value.doc, { emitUpdate: false });
    }
  }, [draft.dirty, draft.value.doc, editor]);
  const discardDraft = () => {
    draft.discard();
    editor.commands.setContent(savedDoc, { emitUpdate: false });
  };
  const cancel = () => {
    draft.saved();
    window.location.reload();
  };
  const save = useMutation({
    mutationFn: () =>
      saveGuide({
        id: id === NEW_GUIDE_ID ? NEW_GUIDE_SENT_ID : id,
        tag: tag.trim(),
        title: title.trim(),
        doc: editor.getJSON(),
        // The hierarchy is kept only while the tag stays the same.
        locHier: guide && guide.tag === tag.trim() ? guide.locHier : '',
      }),
    onSuccess: (saved) => {
      draft.saved();
      queryClient.setQueryData(['guide', saved.perma], saved);
      void queryClient.invalidateQueries({ queryKey: ['tag'] });
      snackbar.show(saved.held ? HELD_FOR_REVIEW_MESSAGE : 'Changes were saved.', {
        durationMs: 5000,
      });
      if (saved.perma !== guide?.perma) void navigate(guidePath(saved.perma), { replace: !guide });
      else window.location.reload();
    },
  });
  const draftRestored = draft.restored;
  return { tag, title, setTag, setTitle, editor, draftRestored, discardDraft, cancel, save };
}
