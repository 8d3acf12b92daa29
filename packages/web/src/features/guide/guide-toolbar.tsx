import { useEditorState, type Editor } from '@tiptap/react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InsertPhotoIcon from '@mui/icons-material/InsertPhotoOutlined';
import LinkIcon from '@mui/icons-material/Link';
import type { SvgIconComponent } from '@mui/icons-material';
import { safeHref } from '@vantage/shared';
import { Hint } from '../../components/hint';

type Chain = ReturnType<Editor['chain']>;

/** Which formats the selection has, to show their buttons pressed. */
function activeFormats(editor: Editor) {
  return {
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bullet: editor.isActive('bulletList'),
    ordered: editor.isActive('orderedList'),
    quote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
  };
}

type Format = keyof ReturnType<typeof activeFormats>;

/** A button that turns one format on or off. */
interface FormatToggle {
  label: string;
  format: Format;
  Icon: SvgIconComponent;
  toggle: (chain: Chain) => Chain;
}

const TEXT_TOGGLES: FormatToggle[] = [
  { label: 'Bold', format: 'bold', Icon: FormatBoldIcon, toggle: (chain) => chain.toggleBold() },
  {
    label: 'Italic',
    format: 'italic',
    Icon: FormatItalicIcon,
    toggle: (chain) => chain.toggleItalic(),
  },
];

const BLOCK_TOGGLES: FormatToggle[] = [
  {
    label: 'Bulleted list',
    format: 'bullet',
    Icon: FormatListBulletedIcon,
    toggle: (chain) => chain.toggleBulletList(),
  },
  {
    label: 'Numbered list',
    format: 'ordered',
    Icon: FormatListNumberedIcon,
    toggle: (chain) => chain.toggleOrderedList(),
  },
  {
    label: 'Quote',
    format: 'quote',
    Icon: FormatQuoteIcon,
    toggle: (chain) => chain.toggleBlockquote(),
  },
];

const HEADING_LEVELS = [2, 3] as const;

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

/** Asks for a link address for the selection; an empty answer removes the link. */
function promptLink(editor: Editor) {
  const chain = () => editor.chain().focus().extendMarkRange('link');
  const previous = editor.getAttributes('link').href as string | undefined;
  const entered = window.prompt('Link address (https://…)', previous ?? 'https://');
  if (entered === null) return;
  if (entered.trim() === '') {
    chain().unsetLink().run();
    return;
  }
  const href = safeHref(entered);
  if (!href) {
    window.alert('Only http, https and mailto links or paths of this site are allowed.');
    return;
  }
  chain().setLink({ href }).run();
}

/** The guide editor's formatting buttons: headings, marks, link, lists, quote, photo. */
export function GuideToolbar({ editor, onPhoto }: { editor: Editor; onPhoto: () => void }) {
  const state = useEditorState({ editor, selector: ({ editor: e }) => activeFormats(e) });
  const chain = () => editor.chain().focus();
  const toggleButton = ({ label, format, Icon, toggle }: FormatToggle) => (
    <ToolButton
      key={label}
      label={label}
      active={state[format]}
      onClick={() => toggle(chain()).run()}
    >
      <Icon />
    </ToolButton>
  );
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Formatting"
      sx={{ flexWrap: 'wrap', gap: 0.25, borderBottom: 1, borderColor: 'divider', p: 0.5 }}
    >
      {HEADING_LEVELS.map((level) => (
        <Button
          key={level}
          size="small"
          aria-pressed={state[`h${level}`]}
          color={state[`h${level}`] ? 'primary' : 'inherit'}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          {`H${level}`}
        </Button>
      ))}
      <Divider orientation="vertical" flexItem />
      {TEXT_TOGGLES.map(toggleButton)}
      <ToolButton label="Link" active={state.link} onClick={() => promptLink(editor)}>
        <LinkIcon />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      {BLOCK_TOGGLES.map(toggleButton)}
      <Divider orientation="vertical" flexItem />
      <ToolButton label="Insert photo" onClick={onPhoto}>
        <InsertPhotoIcon />
      </ToolButton>
    </Stack>
  );
}
