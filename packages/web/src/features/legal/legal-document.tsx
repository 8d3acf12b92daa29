import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled section of a legal document. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A paragraph of body text at a comfortable reading size. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ mb: 1.5, lineHeight: 1.7, color: 'text.primary' }}>{children}</Typography>
  );
}

/** A bulleted list of short points. */
export function Points({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/** The heading block of a legal document, with a one-paragraph summary in plain words. */
export function LegalHeader({ title, summary }: { title: string; summary: ReactNode }) {
  return (
    <Box component="header">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.25rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          p: 2.5,
          borderRadius: '0 12px 12px 0',
          bgcolor: 'rgba(11, 93, 94, 0.06)',
          borderLeft: 4,
          borderColor: 'primary.main',
        }}
      >
        <Typography sx={{ lineHeight: 1.7 }}>{summary}</Typography>
      </Box>
    </Box>
  );
}

/** A legal document: its heading block, then its sections. */
export function LegalArticle({
  title,
  summary,
  children,
}: {
  title: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <article>
      <LegalHeader title={title} summary={summary} />
      {children}
    </article>
  );
}
