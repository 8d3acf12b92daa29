import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Hint } from '../../components/hint';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InsertPhotoIcon from '@mui/icons-material/InsertPhotoOutlined';
import LinkIcon from '@mui/icons-material/Link';
import {
  GUIDE_CONTENT_MAX_WIDTH,
  GUIDE_PHOTO_SIZE_MAX,
  GUIDE_PHOTO_SIZE_MIN,
  GUIDE_TITLE_MAX,
  guidePath,
  photoIdFromText,
  safeHref,
  type Guide,
  type GuidePhotoAlign,
} from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { DraftNote } from '../../components/draft-note';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../core/page-title';
import { useDraft } from '../../core/use-draft';
import { ARTICLE_SX } from './guide-body';
import { saveGuide } from './guide-api';
import { SitePhoto } from './site-photo-node';

/** The id of a guide not yet saved; it is sent to the server as -2. */
const NEW_GUIDE_ID = -1;
const NEW_GUIDE_SENT_ID = -2;
/** The text of an article with nothing written yet. */
const EMPTY_DOC: Guide['doc'] = { type: 'doc', content: [{ type: 'paragraph', content: [] }] };
/** Rows of an embedded photo's comment field. */
const COMMENT_ROWS = 6;

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Hint title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={active}
        color={active ? 'primary' : 'default'}
        onClick={onClick}
        size="small"
      >
        {children}
      </IconButton>
    </Hint>
  );
}

function Toolbar({ editor, onPhoto }: { editor: Editor; onPhoto: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const entered = window.prompt('Link address (https://…)', previous ?? 'https://');
    if (entered === null) return;
    if (entered.trim() === '') {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = safeHref(entered);
    if (!href) {
      window.alert('Only http, https and mailto links or paths of this site are allowed.');
      return;
    }
    chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Formatting"
      sx={{ flexWrap: 'wrap', gap: 0.25, borderBottom: 1, borderColor: 'divider', p: 0.5 }}
    >
      <Button
        size="small"
        aria-pressed={state.h2}
        color={state.h2 ? 'primary' : 'inherit'}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </Button>
      <Button
        size="small"
        aria-pressed={state.h3}
        color={state.h3 ? 'primary' : 'inherit'}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </Button>
      <Divider orientation="vertical" flexItem />
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon />
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon />
      </ToolButton>
      <ToolButton label="Link" active={state.link} onClick={setLink}>
        <LinkIcon />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label="Bulleted list"
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon />
      </ToolButton>
      <ToolButton
        label="Quote"
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuoteIcon />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label="Insert photo" onClick={onPhoto}>
        <InsertPhotoIcon />
      </ToolButton>
    </Stack>
  );
}

function PhotoDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (attrs: { id: number; comment: string; align: GuidePhotoAlign; size: number }) => void;
}) {
  const [source, setSource] = useState('');
  const [comment, setComment] = useState('');
  const [align, setAlign] = useState<GuidePhotoAlign>('left');
  const [size, setSize] = useState(0);
  const id = photoIdFromText(source);
  const invalid = source.trim() !== '' && id === null;
  const insert = () => {
    if (id === null) return;
    onInsert({ id, comment, align, size });
    setSource('');
    setComment('');
    setAlign('left');
    setSize(0);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Insert a photo</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Photo URL or id"
            value={source}
            onChange={(event) => setSource(event.target.value)}
            error={invalid}
            helperText={invalid ? 'Paste a photo link of this site or its number.' : ' '}
            autoFocus
          />
          <TextField
            label="Comment"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            maxRows={COMMENT_ROWS}
          />
          <Box>
            <FormLabel id="photo-align">Alignment</FormLabel>
            <RadioGroup
              row
              aria-labelledby="photo-align"
              value={align}
              onChange={(event) => setAlign(event.target.value as GuidePhotoAlign)}
            >
              <FormControlLabel value="left" control={<Radio />} label="Left" />
              <FormControlLabel value="center" control={<Radio />} label="Center" />
              <FormControlLabel value="right" control={<Radio />} label="Right" />
            </RadioGroup>
          </Box>
          <Box>
            <Typography id="photo-size" gutterBottom>
              Size
            </Typography>
            <Slider
              value={size}
              min={GUIDE_PHOTO_SIZE_MIN}
              max={GUIDE_PHOTO_SIZE_MAX}
              step={1}
              marks
              onChange={(_, value) => setSize(value)}
              slotProps={{ input: { 'aria-labelledby': 'photo-size' } }}
            />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={id === null} onClick={insert}>
          Insert
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Writes or edits a guide: Tag, Article Title and the rich text (headings, lists, links,
 * quotes, embedded site photos). Cancel reloads the page; Save sends the article.
 */
export function GuideEditor({ guide, tag: initialTag }: { guide: Guide | null; tag: string }) {
  usePageTitle(guide ? guide.title : 'New Article');
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
  const [photoOpen, setPhotoOpen] = useState(false);
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
      snackbar.show('Changes were saved.', { durationMs: 5000 });
      if (saved.perma !== guide?.perma) void navigate(guidePath(saved.perma), { replace: !guide });
      else window.location.reload();
    },
  });

  return (
    <Container maxWidth={false} sx={{ maxWidth: GUIDE_CONTENT_MAX_WIDTH, py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, mb: 2 }}>
        {guide ? 'Edit Article' : 'New Article'}
      </Typography>
      <Box
        component="form"
        aria-label="Article"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack spacing={2}>
          {draft.restored && <DraftNote onDiscard={discardDraft} />}
          <TextField
            label="Tag"
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            required
            helperText="The place or theme the guide is about."
          />
          <TextField
            label="Article Title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: GUIDE_TITLE_MAX } }}
          />
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Toolbar editor={editor} onPhoto={() => setPhotoOpen(true)} />
            <Box
              sx={{
                ...ARTICLE_SX,
                px: 2,
                '& .tiptap': { minHeight: 280, outline: 'none', py: 1 },
              }}
            >
              <EditorContent editor={editor} />
            </Box>
          </Box>
          {save.isError && <Alert severity="error">{apiErrorText(save.error)}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button
              onClick={() => {
                draft.saved();
                window.location.reload();
              }}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending || title.trim() === '' || tag.trim() === ''}
            >
              Save
            </Button>
          </Stack>
        </Stack>
      </Box>
      <PhotoDialog
        open={photoOpen}
        onClose={() => setPhotoOpen(false)}
        onInsert={(attrs) => {
          editor.chain().focus().insertContent({ type: 'sitePhoto', attrs }).run();
          setPhotoOpen(false);
        }}
      />
    </Container>
  );
}
