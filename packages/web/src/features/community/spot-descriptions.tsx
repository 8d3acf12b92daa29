import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  canEditDescription,
  collapseHeightPx,
  collapses,
  DESCRIPTION_MAX,
  DESCRIPTION_THANKS_MESSAGE,
  importantCount,
  orderItems,
  type Description,
  type Spot,
} from '@vantage/shared';
import { DraftNote } from '../../components/draft-note';
import { useCurrentUser } from '../../core/current-user';
import { useDraft } from '../../core/use-draft';
import { useRequireLogin } from '../../core/login-required';
import { SafeMarkdown, safeHref } from '../../components/safe-markdown';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError } from '../../lib/form-problems';
import { failureText, VoteControl } from '../../components/vote-control';
import { useMountedByBrowser } from '../../lib/use-hydrated';
import { useIsMobile } from '../../lib/use-is-mobile';
import { patchSpot, refreshSpot, saveDescription, voteDescription } from './community-api';
import { optimisticRating, useSpotVote } from './use-vote';

/** The empty editor's placeholder. */
export const DESCRIPTION_PLACEHOLDER = 'Describe the location here';
/** What a good description tells, shown beside the empty editor. */
export const DESCRIPTION_HINTS = [
  {
    title: 'Photo tips',
    text: 'The best time of day and season, where to stand, the lens to bring.',
  },
  {
    title: 'Getting there',
    text: 'Parking, the path and how long it takes, access rules and hazards.',
  },
] as const;

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
        <DescriptionEditor spot={spot} description={null} onClose={closeEditor} />
      )}
      {ordered.length === 0 && editId !== -1 && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          No description of this location yet.
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        {shown.map((description) =>
          editId === description.id && canEditDescription(user, authored(description)) ? (
            <DescriptionEditor
              key={description.id}
              spot={spot}
              description={description}
              onClose={closeEditor}
            />
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

/** The editor of a description: Save or Cancel (which discards an unsaved new one). */
export function DescriptionEditor({
  spot,
  description,
  onClose,
}: {
  spot: Spot;
  description: Description | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  // Kept as a draft until saved or discarded: a reload or a failed save loses nothing.
  const draft = useDraft(
    { editor: 'description', object: `${spot.id}.${description?.id ?? 'new'}` },
    description?.text ?? '',
  );
  const text = draft.value;
  const [saving, setSaving] = useState(false);
  // A refusal about the text itself shows under the field, worded with its label.
  const [textProblem, setTextProblem] = useState<string | null>(null);
  const save = () => {
    if (text.trim() === '') return;
    setSaving(true);
    saveDescription(spot.id, description?.id ?? null, text)
      .then(
        (saved) => {
          patchSpot(client, spot.id, (cached) => ({
            ...cached,
            descriptions: [...cached.descriptions.filter((d) => d.id !== saved.id), saved],
          }));
          draft.saved();
          snackbar.show(description ? 'Changes were saved.' : DESCRIPTION_THANKS_MESSAGE);
          refreshSpot(client, spot.id);
          onClose();
        },
        (error: unknown) => {
          const problem = describeApiError(error, { description: 'Your description' });
          if ('field' in problem) setTextProblem(problem.message);
          else
            snackbar.show(
              failureText(error, 'The description could not be saved. Please try again.'),
            );
        },
      )
      .finally(() => setSaving(false));
  };
  return (
    <Box
      component="form"
      aria-label="Description editor"
      onSubmit={(event) => event.preventDefault()}
    >
      {draft.restored && <DraftNote onDiscard={draft.discard} />}
      <TextField
        value={text}
        onChange={(event) => {
          draft.setValue(event.target.value);
          setTextProblem(null);
        }}
        error={textProblem !== null}
        helperText={textProblem}
        placeholder={DESCRIPTION_PLACEHOLDER}
        label={description ? 'Your description' : 'New description'}
        multiline
        minRows={6}
        fullWidth
        autoFocus
        disabled={saving}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
      />
      {text.trim() === '' && (
        <Box component="ul" sx={{ color: 'text.secondary', fontSize: 14, pl: 2.5, my: 1 }}>
          {DESCRIPTION_HINTS.map((hint) => (
            <li key={hint.title}>
              <strong>{hint.title}:</strong> {hint.text}
            </li>
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        **bold**, *italic*, lists with “- ”, and links starting with http(s)://
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          variant="contained"
          size="small"
          onClick={save}
          disabled={saving || text.trim() === ''}
        >
          Save
        </Button>
        <Button
          size="small"
          onClick={() => {
            draft.discard();
            onClose();
          }}
          disabled={saving}
        >
          Cancel
        </Button>
      </Stack>
    </Box>
  );
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
