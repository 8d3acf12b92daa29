import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  embeddedPhotoWidth,
  spotPath,
  type EmbeddedPhoto,
  type GuideMark,
  type GuideNode,
} from '@vantage/shared';
import { TextLink } from '../../components/text-link';

const ALIGN_SX = {
  left: { float: { sm: 'left' }, mr: { sm: 3 }, mb: 2 },
  right: { float: { sm: 'right' }, ml: { sm: 3 }, mb: 2 },
  center: { mx: 'auto', mb: 2 },
} as const;

function withMarks(text: string, marks: readonly GuideMark[], key: number): ReactNode {
  let node: ReactNode = text;
  for (const mark of marks) {
    if (mark.type === 'bold') node = <strong>{node}</strong>;
    else if (mark.type === 'italic') node = <em>{node}</em>;
    else if (mark.type === 'strike') node = <s>{node}</s>;
    else if (mark.type === 'link') {
      const href = mark.attrs.href;
      node = href.startsWith('/') ? (
        <TextLink to={href}>{node}</TextLink>
      ) : (
        <Link href={href} rel="noopener nofollow ugc" target="_blank" underline="always">
          {node}
        </Link>
      );
    }
  }
  return <span key={key}>{node}</span>;
}

function EmbeddedFigure({
  node,
  photo,
}: {
  node: Extract<GuideNode, { type: 'sitePhoto' }>;
  photo: EmbeddedPhoto | undefined;
}) {
  if (!photo) return null;
  const width = embeddedPhotoWidth(node.attrs.size);
  return (
    <Box
      component="figure"
      data-testid="guide-photo"
      sx={{ width: '100%', maxWidth: width, m: 0, ...ALIGN_SX[node.attrs.align] }}
    >
      <RouterLink to={`/photo/${photo.id}`}>
        <Box
          component="img"
          src={photo.urls.large}
          alt={photo.title}
          loading="lazy"
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: String(photo.ar || 1.5),
            borderRadius: 1,
            display: 'block',
          }}
        />
      </RouterLink>
      <Box component="figcaption" sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }}>
        {node.attrs.comment}
        {node.attrs.comment && photo.locTitle ? ' — ' : ''}
        {photo.locTitle && photo.idLocation != null && (
          <TextLink to={spotPath({ id: photo.idLocation, title: photo.locTitle })}>
            {photo.locTitle}
          </TextLink>
        )}
        {photo.author && ` by ${photo.author}`}
      </Box>
    </Box>
  );
}

function render(
  nodes: readonly GuideNode[],
  photos: ReadonlyMap<number, EmbeddedPhoto>,
): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return withMarks(node.text, node.marks, index);
      case 'hardBreak':
        return <br key={index} />;
      case 'horizontalRule':
        return <hr key={index} />;
      case 'paragraph':
        return <p key={index}>{render(node.content, photos)}</p>;
      case 'heading': {
        const inner = render(node.content, photos);
        if (node.attrs.level === 2) return <h2 key={index}>{inner}</h2>;
        if (node.attrs.level === 3) return <h3 key={index}>{inner}</h3>;
        return <h4 key={index}>{inner}</h4>;
      }
      case 'bulletList':
        return <ul key={index}>{render(node.content, photos)}</ul>;
      case 'orderedList':
        return <ol key={index}>{render(node.content, photos)}</ol>;
      case 'listItem':
        return <li key={index}>{render(node.content, photos)}</li>;
      case 'blockquote':
        return <blockquote key={index}>{render(node.content, photos)}</blockquote>;
      case 'sitePhoto':
        return <EmbeddedFigure key={index} node={node} photo={photos.get(node.attrs.id)} />;
      case 'doc':
        return render(node.content, photos);
    }
  });
}

/** Styles of an article's text, shared by the reading page and the editor. */
export const ARTICLE_SX = {
  typography: 'body1',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h2': { typography: 'h5', fontWeight: 600, mt: 3, mb: 1 },
  '& h3': { typography: 'h6', fontWeight: 600, mt: 2.5, mb: 1 },
  '& h4': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 0.5 },
  '& blockquote': {
    borderLeft: 4,
    borderColor: 'divider',
    pl: 2,
    ml: 0,
    color: 'text.secondary',
  },
  '&::after': { content: '""', display: 'table', clear: 'both' },
} as const;

/** A checked article rendered as React elements (text is never read as HTML). */
export function GuideBody({
  nodes,
  photos,
}: {
  nodes: readonly GuideNode[];
  photos: readonly EmbeddedPhoto[];
}) {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return (
    <Box sx={ARTICLE_SX} data-testid="guide-body">
      {render(nodes, byId)}
    </Box>
  );
}
