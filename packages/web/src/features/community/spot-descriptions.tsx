import { startTransition, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  canEditDescription,
  collapseHeightPx,
  collapses,
  HELD_FOR_REVIEW_MESSAGE,
  importantCount,
  orderItems,
  type Description,
  type Spot,
} from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import { useRequireLogin } from '../../core/login-required';
import { SafeMarkdown, safeHref } from '../../components/safe-markdown';
import { ReportButton } from '../moderation';
import { VoteControl } from '../../components/vote-control';
import { useMountedByBrowser } from '../../lib/use-hydrated';
import { useIsMobile } from '../../lib/use-is-mobile';
import { lazyNamed } from '../../lib/lazy-named';
import { voteDescription } from './community-api';
import { optimisticRating, useSpotVote } from './use-vote';

// The editor and its text field load when a description is first written or edited.
const DescriptionEditor = lazyNamed(() => import('./description-editor'), 'DescriptionEditor');

/** The description being edited, from `?editd=`: an id, or -1 for a new one. */
export function editedDescriptionId(search: string): number | null {
  const raw = new URLSearchParams(search).get('editd');
  if (raw === null) return null;
  const id = Number(raw);
  return Number.isInteger(id) && (id > 0 || id === -1) ? id : null;
}

/** The descriptions in the spec's order: heavier first (text 3 × rating + 4, +0.5 by members). */
export function orderedDescriptions(descriptions: readonly Description[]): Description[] {
  return orderItems(
    descriptions.map((description) => ({
      kind: 'text' as const,
      rating: description.rating,
      byMember: description.user !== null,
      description,
    })),
  ).map((item) => item.description);
}

/**
 * The spot's descriptions, best first: the important ones (3, 2 on phones) shown, the others
 * behind a button; each collapses when long, carries its votes, and its author's edit link.
 * With `?editd` the editor takes the place of the description it edits.
 */
export function SpotDescriptions({ spot }: { spot: Spot }) {
  const location = useLocation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const user = useCurrentUser();
  const mobile = useIsMobile();
  const [showAll, setShowAll] = useState(false);
  const editing = editedDescriptionId(location.search);
  const ordered = orderedDescriptions(spot.descriptions);
  const own = user ? spot.descriptions.find((d) => d.user?.id === user.id) : undefined;
  // A second description of a member is an edit of the first.
  const editId = editing === -1 && own ? own.id : editing;

  const editLink = (id: number) => {
    const params = new URLSearchParams(location.search);
    params.set('editd', String(id));
    return `${location.pathname}?${params.toString()}`;
  };
  const closeEditor = () => {
    const params = new URLSearchParams(location.search);
    params.delete('editd');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  const important = importantCount(mobile);
  const shown = showAll ? ordered : ordered.slice(0, important);
  return (
    <Box component="section" aria-label="Descriptions">
      {editId === -1 && user && (
        <Suspense fallback={null}>
          <DescriptionEditor spot={spot} description={null} onClose={closeEditor} />
        </Suspense>
      )}
      {ordered.length === 0 && editId !== -1 && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          No description of this location yet.
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        {shown.map((description) =>
          editId === description.id && canEditDescription(user, authored(description)) ? (
            <Suspense key={description.id} fallback={null}>
              <DescriptionEditor spot={spot} description={description} onClose={closeEditor} />
            </Suspense>
          ) : (
            <DescriptionBlock
              key={description.id}
              spot={spot}
              description={description}
              editTo={
                canEditDescription(user, authored(description)) ? editLink(description.id) : null
              }
            />
          ),
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        {ordered.length > shown.length && (
          <Button size="small" onClick={() => setShowAll(true)}>
            Show {ordered.length - shown.length} more{' '}
            {ordered.length - shown.length === 1 ? 'description' : 'descriptions'}
          </Button>
        )}
        {!own && editId !== -1 && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={(event) => {
              if (requireLogin(event.currentTarget, 'participate')) void navigate(editLink(-1));
            }}
          >
            Add a description
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function authored(description: Description) {
  return { authorId: description.user?.id ?? null };
}

function DescriptionBlock({
  spot,
  description,
  editTo,
}: {
  spot: Spot;
  description: Description;
  editTo: string | null;
}) {
  const wide = !useIsMobile();
  const limit = collapseHeightPx({ withPhoto: false, wide });
  const contentRef = useRef<HTMLDivElement>(null);
  const [collapsible, setCollapsible] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const { vote, busy } = useSpotVote(spot.id, {
    optimistic: (direction) => (cached) => ({
      ...cached,
      descriptions: cached.descriptions.map((d) =>
        d.id === description.id ? { ...d, rating: optimisticRating(d.rating, direction) } : d,
      ),
    }),
    send: (direction) => voteDescription(spot.id, description.id, direction),
    settle: (answer) => (cached) => ({
      ...cached,
      descriptions: cached.descriptions.map((d) =>
        d.id === description.id ? { ...d, rating: answer.rating } : d,
      ),
    }),
  });

  // Whether this block was hydrated from the server's HTML (fixed for its life).
  const [served] = useState(!useMountedByBrowser());
  useLayoutEffect(() => {
    const element = contentRef.current;
    if (!element) return;
    const measure = () => {
      const next = collapses(element.scrollHeight, limit);
      // A served page has shown the text whole for a while: folding it waits for a transition,
      // instead of making React run every effect of the page in this task.
      if (served) startTransition(() => setCollapsible(next));
      else setCollapsible(next);
    };
    // A block the browser mounts is measured before its first paint, so a long text never
    // shows whole first. A served one is measured by the observer's first report, which comes
    // after the browser's own layout: measured here, it would force that layout in the middle
    // of the page's hydration.
    if (!served || typeof ResizeObserver === 'undefined') measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [limit, description.text, served]);

  const collapsed = collapsible && !expanded;
  return (
    <Box component="article" data-description-id={description.id}>
      {description.held && (
        <Typography
          variant="body2"
          color="warning.dark"
          data-testid="held-for-review"
          sx={{ mb: 0.5, fontWeight: 600 }}
        >
          {HELD_FOR_REVIEW_MESSAGE}
        </Typography>
      )}
      <Box
        ref={contentRef}
        data-collapsed={collapsed ? 'true' : 'false'}
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
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <DescriptionCredit description={description} />
        <VoteControl
          rating={description.rating}
          label="description"
          disabled={busy}
          onVote={vote}
        />
        {editTo && (
          <Link component={RouterLink} to={editTo} variant="body2">
            Edit
          </Link>
        )}
        <ReportButton
          target={{
            kind: 'description',
            id: description.id,
            title: `Description of ${spot.title}`,
          }}
          authorId={description.user?.id ?? null}
        />
      </Stack>
    </Box>
  );
}

function DescriptionCredit({ description }: { description: Description }) {
  const username = description.user?.username;
  const name = description.user?.displayName ?? description.author;
  const source = description.linkURL ? safeHref(description.linkURL) : null;
  if (!name && !source) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
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
