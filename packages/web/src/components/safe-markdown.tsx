import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';

/*
 * Descriptions are user text. Nothing here builds HTML from strings: every piece of the source
 * becomes a React text node (which React escapes) or one of a few fixed elements, and a link's
 * href is only ever an http(s) URL that the URL parser accepted.
 */

type Block =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const UNORDERED_ITEM = /^\s*[-*+]\s+(.*)$/;
const ORDERED_ITEM = /^\s*\d{1,9}[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const INLINE =
  /\[([^\]\n]+)\]\(([^()\s]+)\)|(https?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"])|\*\*(.+?)\*\*|\*([^*\s](?:[^*\n]*[^*\s])?)\*/g;

/** The URL if it is an absolute http(s) URL, else null (rejects javascript:, data:, relative…). */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    const unordered = UNORDERED_ITEM.exec(line);
    const ordered = unordered ? null : ORDERED_ITEM.exec(line);
    const item = unordered ?? ordered;
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: heading[1] ?? '' });
    } else if (item) {
      const isOrdered = ordered != null;
      if (current?.kind !== 'list' || current.ordered !== isOrdered) {
        flush();
        current = { kind: 'list', ordered: isOrdered, items: [] };
      }
      current.items.push(item[1] ?? '');
    } else if (current?.kind === 'list' && /^\s+/.test(line)) {
      // An indented line continues the previous list item.
      const last = current.items.length - 1;
      current.items[last] = `${current.items[last] ?? ''} ${line.trim()}`;
    } else {
      if (current?.kind !== 'paragraph') {
        flush();
        current = { kind: 'paragraph', lines: [] };
      }
      current.lines.push(line.trim());
    }
  }
  flush();
  return blocks;
}

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    if (start > last) nodes.push(text.slice(last, start));
    const key = `${keyPrefix}.${index++}`;
    const [whole, linkText, linkUrl, bareUrl, bold, italic] = match;
    if (linkText != null && linkUrl != null) {
      const href = safeHref(linkUrl);
      nodes.push(href ? externalLink(href, linkText, key) : linkText);
    } else if (bareUrl != null) {
      const href = safeHref(bareUrl);
      nodes.push(href ? externalLink(href, bareUrl, key) : bareUrl);
    } else if (bold != null) {
      nodes.push(<strong key={key}>{renderInline(bold, key)}</strong>);
    } else if (italic != null) {
      nodes.push(<em key={key}>{renderInline(italic, key)}</em>);
    } else {
      nodes.push(whole);
    }
    last = start + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

function externalLink(href: string, label: string, key: string): ReactNode {
  return (
    <Link key={key} href={href} target="_blank" rel="noopener noreferrer" underline="always">
      {label}
    </Link>
  );
}

function renderBlock(block: Block, key: string): ReactNode {
  switch (block.kind) {
    case 'heading':
      return (
        <Box
          component="h3"
          key={key}
          sx={{ typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 0.5 }}
        >
          {renderInline(block.text, key)}
        </Box>
      );
    case 'list':
      return (
        <Box component={block.ordered ? 'ol' : 'ul'} key={key} sx={{ pl: 3, my: 1 }}>
          {block.items.map((item, i) => (
            <li key={`${key}.${i}`}>{renderInline(item, `${key}.${i}`)}</li>
          ))}
        </Box>
      );
    case 'paragraph':
      return (
        <Box component="p" key={key} sx={{ my: 1 }}>
          {block.lines.flatMap((line, i) => [
            ...(i > 0 ? [<br key={`${key}.br${i}`} />] : []),
            ...renderInline(line, `${key}.${i}`),
          ])}
        </Box>
      );
  }
}

/** Renders a safe subset of markdown: paragraphs, headings, lists, **bold**, *italic*, http(s) links. */
export function SafeMarkdown({
  text,
  sx,
}: {
  text: string;
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}) {
  return (
    <Box
      sx={[
        {
          typography: 'body1',
          lineHeight: 1.65,
          overflowWrap: 'anywhere',
          '& > :first-of-type': { mt: 0 },
        },
        sx ?? {},
      ]}
    >
      {parseBlocks(text).map((block, i) => renderBlock(block, String(i)))}
    </Box>
  );
}
