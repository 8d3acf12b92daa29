import { useState } from 'react';
import { EditorContent } from '@tiptap/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GUIDE_CONTENT_MAX_WIDTH, GUIDE_TITLE_MAX, type Guide } from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { DraftNote } from '../../components/draft-note';
import { usePageTitle } from '../../core/page-title';
import { ARTICLE_SX } from './guide-body';
import { GuidePhotoDialog } from './guide-photo-dialog';
import { GuideToolbar } from './guide-toolbar';
import { useGuideEditor } from './use-guide-editor';

/**
 * Writes or edits a guide: Tag, Article Title and the rich text (headings, lists, links,
 * quotes, embedded site photos). Cancel reloads the page; Save sends the article.
 */
export function GuideEditor({ guide, tag: initialTag }: { guide: Guide | null; tag: string }) {
  usePageTitle(guide ? guide.title : 'New Article');
  const { tag, title, setTag, setTitle, editor, draftRestored, discardDraft, cancel, save } =
    useGuideEditor(guide, initialTag);
  const [photoOpen, setPhotoOpen] = useState(false);

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
          {draftRestored && <DraftNote onDiscard={discardDraft} />}
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
            <GuideToolbar editor={editor} onPhoto={() => setPhotoOpen(true)} />
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
            <Button onClick={cancel}>Cancel</Button>
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
      <GuidePhotoDialog
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
