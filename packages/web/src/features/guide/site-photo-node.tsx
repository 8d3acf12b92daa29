import { Node } from '@tiptap/core';
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { embeddedPhotoWidth, type GuidePhotoAlign } from '@vantage/shared';
import { embedPhotoQuery } from './guide-api';

/** The attributes of an embedded site photo, as the article stores them. */
export interface SitePhotoAttrs {
  id: number;
  comment: string;
  align: GuidePhotoAlign;
  size: number;
}

const MARGIN: Record<GuidePhotoAlign, string> = {
  left: '0 auto 0 0',
  center: '0 auto',
  right: '0 0 0 auto',
};

function SitePhotoView({ node, selected }: ReactNodeViewProps) {
  const attrs = node.attrs as SitePhotoAttrs;
  const photo = useQuery(embedPhotoQuery(attrs.id));
  const width = embeddedPhotoWidth(attrs.size);
  return (
    <NodeViewWrapper data-site-photo={attrs.id}>
      <Box
        sx={{
          maxWidth: width,
          margin: MARGIN[attrs.align],
          outline: selected ? '2px solid' : 'none',
          outlineColor: 'primary.main',
          borderRadius: 1,
        }}
      >
        {photo.data ? (
          <Box
            component="img"
            src={photo.data.urls.thumb}
            alt={photo.data.title}
            sx={{ width: '100%', display: 'block', borderRadius: 1 }}
          />
        ) : (
          <Box sx={{ bgcolor: 'action.hover', p: 2, borderRadius: 1 }}>
            <Typography variant="body2">
              {photo.isError ? `Photo ${attrs.id} was not found` : `Photo ${attrs.id}`}
            </Typography>
          </Box>
        )}
        {attrs.comment && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {attrs.comment}
          </Typography>
        )}
      </Box>
    </NodeViewWrapper>
  );
}

/** A photo of this site inside an article: id, comment, alignment and size. */
export const SitePhoto = Node.create({
  name: 'sitePhoto',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      id: { default: null },
      comment: { default: '' },
      align: { default: 'left' },
      size: { default: 0 },
    };
  },
  parseHTML() {
    return [{ tag: 'figure[data-site-photo]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['figure', { 'data-site-photo': String(HTMLAttributes.id ?? '') }];
  },
  addNodeView() {
    return ReactNodeViewRenderer(SitePhotoView);
  },
});
