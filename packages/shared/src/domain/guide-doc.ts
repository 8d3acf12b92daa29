import { isRowId, rowIdFromDigits } from './constants.js';

/**
 * The rich text of a guide: a tree of the editor's nodes and marks (headings, paragraphs,
 * lists, quotes, links, embedded site photos). Only these nodes and marks are kept; every
 * link is checked; the tree is rebuilt from scratch so no unknown attribute survives.
 */
export type GuideMark =
  { type: 'bold' | 'italic' | 'strike' } | { type: 'link'; attrs: { href: string } };

export type GuidePhotoAlign = 'left' | 'center' | 'right';

export type GuideNode =
  | { type: 'doc'; content: GuideNode[] }
  | { type: 'paragraph'; content: GuideNode[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content: GuideNode[] }
  | { type: 'bulletList'; content: GuideNode[] }
  | { type: 'orderedList'; content: GuideNode[] }
  | { type: 'listItem'; content: GuideNode[] }
  | { type: 'blockquote'; content: GuideNode[] }
  | { type: 'horizontalRule' }
  | { type: 'hardBreak' }
  | { type: 'text'; text: string; marks: GuideMark[] }
  | {
      type: 'sitePhoto';
      attrs: { id: number; comment: string; align: GuidePhotoAlign; size: number };
    };

export type GuideDoc = { type: 'doc'; content: GuideNode[] };

/** Longest guide article, as JSON characters. */
export const GUIDE_DOC_MAX_CHARS = 400_000;
/** Longest comment under an embedded photo. */
export const GUIDE_PHOTO_COMMENT_MAX = 1000;
/** Embedded photos are 400 px wide times their size factor. */
export const GUIDE_PHOTO_BASE_WIDTH = 400;
/** The size slider of an embedded photo runs from -2 to 2. */
export const GUIDE_PHOTO_SIZE_MIN = -2;
export const GUIDE_PHOTO_SIZE_MAX = 2;
/** Guide pages are at most this wide. */
export const GUIDE_CONTENT_MAX_WIDTH = 1066;
/** Deepest nesting of lists and quotes. */
const MAX_DEPTH = 12;

/** The width of an embedded photo: 400 px times the height factor the size slider gives. */
export function embeddedPhotoWidth(size: number): number {
  const clamped = Math.min(GUIDE_PHOTO_SIZE_MAX, Math.max(GUIDE_PHOTO_SIZE_MIN, size));
  return Math.round(GUIDE_PHOTO_BASE_WIDTH * 2 ** (clamped / 2));
}

/**
 * A photo id from what a member pasted: a URL containing `photo=`, `photo/` or `Thumbs/`
 * followed by the id yields the id; otherwise the raw text is the id. Null when it is no id.
 */
export function photoIdFromText(text: string): number | null {
  const trimmed = text.trim();
  const match = /(?:photo=|photo\/|Thumbs\/)([0-9a-fA-F-]+)/.exec(trimmed);
  const raw = match ? match[1]! : trimmed;
  return rowIdFromDigits(raw);
}

/** A link target a guide may keep: http(s), mailto or a path of this site. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (value.length === 0 || value.length > 2000) return null;
  // No spaces or control characters: browsers drop them, which would let `java\tscript:` by.
  if ([...value].some((c) => c.charCodeAt(0) < 0x21 || c.charCodeAt(0) === 0x7f || /\s/.test(c))) {
    return null;
  }
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return /^(https?:\/\/[^/\\]|mailto:)/i.test(value) ? value : null;
}

export type GuideDocCheck = { ok: true; doc: GuideDoc } | { ok: false; message: string };

class DocError extends Error {}

const CONTAINER_CHILDREN: Record<string, readonly string[]> = {
  doc: [
    'paragraph',
    'heading',
    'bulletList',
    'orderedList',
    'blockquote',
    'horizontalRule',
    'sitePhoto',
  ],
  blockquote: ['paragraph', 'heading', 'bulletList', 'orderedList', 'sitePhoto'],
  listItem: ['paragraph', 'bulletList', 'orderedList', 'blockquote'],
  bulletList: ['listItem'],
  orderedList: ['listItem'],
  paragraph: ['text', 'hardBreak'],
  heading: ['text', 'hardBreak'],
};

function record(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DocError(`${where} must be an object`);
  }
  return value as Record<string, unknown>;
}

function children(node: Record<string, unknown>, type: string, depth: number): GuideNode[] {
  const content = node.content ?? [];
  if (!Array.isArray(content)) throw new DocError(`${type} content must be a list`);
  const allowed = CONTAINER_CHILDREN[type]!;
  return content.flatMap((child: unknown) => {
    const childNode = record(child, `a node inside ${type}`);
    const childType = String(childNode.type);
    if (!allowed.includes(childType)) {
      throw new DocError(`node type ${childType.slice(0, 40)} is not allowed inside ${type}`);
    }
    const checked = checkNode(childNode, childType, depth + 1);
    return checked ? [checked] : [];
  });
}

function marks(value: unknown): GuideMark[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new DocError('marks must be a list');
  const kept: GuideMark[] = [];
  for (const raw of value) {
    const mark = record(raw, 'a mark');
    const type = String(mark.type);
    if (type === 'bold' || type === 'italic' || type === 'strike') {
      if (!kept.some((m) => m.type === type)) kept.push({ type });
    } else if (type === 'link') {
      const attrs = mark.attrs === undefined ? {} : record(mark.attrs, 'link attrs');
      const href = safeHref(attrs.href);
      // An unsafe target (javascript:, data:, …) loses its link and keeps its text.
      if (href && !kept.some((m) => m.type === 'link'))
        kept.push({ type: 'link', attrs: { href } });
    } else {
      throw new DocError(`mark type ${type.slice(0, 40)} is not allowed`);
    }
  }
  return kept;
}

function checkNode(node: Record<string, unknown>, type: string, depth: number): GuideNode | null {
  if (depth > MAX_DEPTH) throw new DocError('the article is nested too deeply');
  const attrs =
    node.attrs === undefined || node.attrs === null ? {} : record(node.attrs, `${type} attrs`);
  switch (type) {
    case 'text': {
      if (typeof node.text !== 'string') throw new DocError('text must be a string');
      if (node.text.length === 0) return null;
      return { type: 'text', text: node.text, marks: marks(node.marks) };
    }
    case 'hardBreak':
    case 'horizontalRule':
      return { type };
    case 'heading': {
      const level = Number(attrs.level ?? 2);
      const clamped = level <= 2 ? 2 : level >= 4 ? 4 : 3;
      return { type: 'heading', attrs: { level: clamped }, content: children(node, type, depth) };
    }
    case 'sitePhoto': {
      const id =
        typeof attrs.id === 'number'
          ? attrs.id
          : typeof attrs.id === 'string'
            ? photoIdFromText(attrs.id)
            : null;
      if (id === null || !isRowId(id)) {
        throw new DocError('an embedded photo needs a photo id');
      }
      const comment = typeof attrs.comment === 'string' ? attrs.comment : '';
      if (comment.length > GUIDE_PHOTO_COMMENT_MAX) {
        throw new DocError(`a photo comment must be at most ${GUIDE_PHOTO_COMMENT_MAX} characters`);
      }
      const align: GuidePhotoAlign =
        attrs.align === 'center' || attrs.align === 'right' ? attrs.align : 'left';
      const size = Number(attrs.size ?? 0);
      return {
        type: 'sitePhoto',
        attrs: {
          id,
          comment,
          align,
          size: Number.isFinite(size)
            ? Math.min(GUIDE_PHOTO_SIZE_MAX, Math.max(GUIDE_PHOTO_SIZE_MIN, size))
            : 0,
        },
      };
    }
    case 'paragraph':
    case 'bulletList':
    case 'orderedList':
    case 'listItem':
    case 'blockquote':
      return { type, content: children(node, type, depth) };
    default:
      throw new DocError(`node type ${type.slice(0, 40)} is not allowed`);
  }
}

/** Checks an article from the editor and rebuilds it from the allowed nodes and marks only. */
export function checkGuideDoc(value: unknown): GuideDocCheck {
  try {
    const root = record(value, 'the article');
    if (root.type !== 'doc') throw new DocError('the article must be a doc node');
    return { ok: true, doc: { type: 'doc', content: children(root, 'doc', 0) } };
  } catch (error) {
    if (error instanceof DocError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The ids of the photos an article embeds, in order of appearance. */
export function embeddedPhotoIds(doc: GuideDoc): number[] {
  const ids: number[] = [];
  const walk = (nodes: readonly GuideNode[]) => {
    for (const node of nodes) {
      if (node.type === 'sitePhoto') {
        if (!ids.includes(node.attrs.id)) ids.push(node.attrs.id);
      } else if ('content' in node) walk(node.content);
    }
  };
  walk(doc.content);
  return ids;
}

/** The plain text of an article (for link previews and search). */
export function guidePlainText(doc: GuideDoc): string {
  const parts: string[] = [];
  const walk = (nodes: readonly GuideNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.text);
      else if (node.type === 'hardBreak') parts.push(' ');
      else if (node.type === 'sitePhoto') {
        parts.push(node.attrs.comment ? ` ${node.attrs.comment} ` : ' ');
      } else if ('content' in node) {
        walk(node.content);
        parts.push(' ');
      }
    }
  };
  walk(doc.content);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
