import { useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX, type Description } from '@vantage/shared';
import { SafeMarkdown, safeHref } from '../../components/safe-markdown';

/** Description collapse rule: above 320 px (440 on wide layouts), unless the overflow is under 50 px. */
const COLLAPSE_PX = 320;
const COLLAPSE_WIDE_PX = 440;
const MIN_OVERFLOW_PX = 50;

/** The spot's descriptions, each collapsed with show more / show less when long. */
export function SpotDescriptions({ descriptions }: { descriptions: Description[] }) {
  if (descriptions.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
        No description of this location yet.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {descriptions.map((description) => (
        <DescriptionBlock key={description.id} description={description} />
      ))}
    </Box>
  );
}

function DescriptionBlock({ description }: { description: Description }) {
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
  const limit = wide ? COLLAPSE_WIDE_PX : COLLAPSE_PX;
  const contentRef = useRef<HTMLDivElement>(null);
  const [collapsible, setCollapsible] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const element = contentRef.current;
    if (!element) return;
    const measure = () => setCollapsible(element.scrollHeight - limit >= MIN_OVERFLOW_PX);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [limit, description.text]);

  const collapsed = collapsible && !expanded;
  return (
    <Box component="article">
      <Box
        ref={contentRef}
        sx={{
          position: 'relative',
          maxHeight: collapsed ? limit : 'none',
          overflow: 'hidden',
          ...(collapsed && {
            maskImage: 'linear-gradient(180deg, #000 70%, transparent)',
          }),
        }}
      >
        <SafeMarkdown text={description.text} />
      </Box>
      {collapsible && (
        <Button size="small" onClick={() => setExpanded(!expanded)} sx={{ ml: -1 }}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
      <DescriptionCredit description={description} />
    </Box>
  );
}

function DescriptionCredit({ description }: { description: Description }) {
  const username = description.user?.username;
  const name = description.user?.displayName ?? description.author;
  const source = description.linkURL ? safeHref(description.linkURL) : null;
  if (!name && !source) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
      {name && '— '}
      {name &&
        (username ? (
          <Link component={RouterLink} to={`/by/${encodeURIComponent(username)}`}>
            {name}
          </Link>
        ) : (
          name
        ))}
      {source && (
        <>
          {name ? ' · ' : ''}
          <Link href={source} target="_blank" rel="noopener noreferrer">
            source
          </Link>
        </>
      )}
      {description.license && ` · ${description.license}`}
    </Typography>
  );
}
