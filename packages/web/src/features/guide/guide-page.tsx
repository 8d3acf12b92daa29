import { Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ThumbDownIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAltOutlined';
import {
  canEditGuide,
  canVoteOnGuide,
  GUIDE_CONTENT_MAX_WIDTH,
  HELD_FOR_REVIEW_MESSAGE,
  photoLocationPath,
  type Guide,
} from '@vantage/shared';
import { apiErrorText, isNotFoundError } from '../../api/client';
import { MissingOrFailedCard, StatusCard } from '../../components/status-card';
import { useSnackbar } from '../../components/snackbar';
import { useOpenLogin } from '../../core/account-flags';
import { profilePath, useCurrentUser } from '../../core/current-user';
import { ReportButton } from '../moderation';
import { useRequireLogin } from '../../core/login-required';
import { usePageTitle } from '../../core/page-title';
import { useHasDraft } from '../../core/use-draft';
import { checkParams, routeParamSchemas } from '../../core/route-params';
import { lazyNamed } from '../../lib/lazy-named';
import { OfflinePage, useUnreachableOffline } from '../offline';
import { InvalidAddress } from '../site-pages';
import { guideQuery, rateGuide } from './guide-api';
import { GuideBody } from './guide-body';
import { GuideReplies } from './guide-replies';
import { TextLink } from '../../components/text-link';

// The rich-text editor is large; it loads only when someone writes.
const GuideEditor = lazyNamed(() => import('./guide-editor'), 'GuideEditor', {
  drawnInBrowserOnly: true,
});

/** `/guide/{guide}` reads an article; `/guide?t={tag}` writes a new one. */
export function GuideRoute() {
  const params = useParams();
  const [query] = useSearchParams();
  const checked = checkParams(routeParamSchemas.guide, {
    guide: params.guide,
    t: query.get('t') ?? undefined,
  });
  if (!checked.ok) return <InvalidAddress feature="Guide" message={checked.message} />;
  const { guide, t } = checked.data;
  return guide ? <GuideView key={guide} perma={guide} /> : <NewGuide tag={t ?? ''} />;
}

function EditorFallback() {
  return (
    <Container maxWidth={false} sx={{ maxWidth: GUIDE_CONTENT_MAX_WIDTH, py: 4 }}>
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton variant="rounded" sx={{ height: 320, mt: 2 }} />
    </Container>
  );
}

function NewGuide({ tag }: { tag: string }) {
  usePageTitle('New Article');
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  if (!user) {
    return (
      <StatusCard
        icon={<ArticleIcon sx={{ fontSize: 40 }} color="action" />}
        title="New Article"
        text="Please log in or sign up first in order to write a guide."
      >
        {/* The sign-in dialog opens over this page, which the member then writes on. */}
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => openLogin()}>
          Log in
        </Button>
      </StatusCard>
    );
  }
  return (
    <Suspense fallback={<EditorFallback />}>
      <GuideEditor guide={null} tag={tag} />
    </Suspense>
  );
}

function GuideView({ perma }: { perma: string }) {
  const query = useQuery(guideQuery(perma));
  const [editing, setEditing] = useState(false);
  const user = useCurrentUser();
  // An article left with unsaved changes opens in its editor again, the draft restored.
  const kept = useHasDraft({ editor: 'guide', object: query.data?.id ?? 0 });
  const offline = useUnreachableOffline(query) && !query.data;
  usePageTitle(query.data?.title ?? 'Guide');
  if (offline) return <OfflinePage what="guide" />;
  if (query.isPending) return <EditorFallback />;
  if (query.isError) {
    return (
      <MissingOrFailedCard
        icon={<ArticleIcon sx={{ fontSize: 40 }} color="action" />}
        what="guide"
        missing={isNotFoundError(query.error)}
        missingText="There is no guide at this address."
        failedText={`${query.error.message}.`}
      />
    );
  }
  if (editing || (kept && canEditGuide(user, { authorId: query.data.idUser }))) {
    return (
      <Suspense fallback={<EditorFallback />}>
        <GuideEditor guide={query.data} tag={query.data.tag} />
      </Suspense>
    );
  }
  return <GuideRead guide={query.data} onEdit={() => setEditing(true)} />;
}

function GuideVotes({ guide }: { guide: Guide }) {
  const user = useCurrentUser();
  const requireLogin = useRequireLogin();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(guide.rating);
  const vote = useMutation({
    mutationFn: (value: 1 | -1) => rateGuide(guide.id, value),
    onMutate: (value) => setRating((current) => current + value),
    onSuccess: (answer) => {
      setRating(answer.rating);
      snackbar.show('Thank you for your vote!', { durationMs: 3000 });
      void queryClient.invalidateQueries({ queryKey: ['tag'] });
    },
    onError: (error) => {
      setRating(guide.rating);
      snackbar.show(apiErrorText(error));
    },
  });
  const mayVote = !user || canVoteOnGuide(user, { authorId: guide.idUser });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {mayVote && (
        <IconButton
          aria-label="Vote up"
          disabled={vote.isPending}
          onClick={(event) => requireLogin(event.currentTarget, 'vote') && vote.mutate(1)}
        >
          <ThumbUpIcon />
        </IconButton>
      )}
      <Typography aria-label="Rating" data-testid="guide-rating">
        {rating}
      </Typography>
      {mayVote && (
        <IconButton
          aria-label="Vote down"
          disabled={vote.isPending}
          onClick={(event) => requireLogin(event.currentTarget, 'vote') && vote.mutate(-1)}
        >
          <ThumbDownIcon />
        </IconButton>
      )}
    </Stack>
  );
}

function GuideRead({ guide, onEdit }: { guide: Guide; onEdit: () => void }) {
  const user = useCurrentUser();
  const hier = [...guide.locHier.split('\\').filter(Boolean), ...(guide.tag ? [guide.tag] : [])];
  return (
    <Box component="article">
      {guide.imgHead && (
        <Box
          role="img"
          aria-label={guide.imgHead.title}
          sx={{
            height: { xs: 180, sm: 300 },
            backgroundImage: `url(${guide.imgHead.urls.large})`,
            backgroundSize: 'cover',
            backgroundPosition: `center ${guide.imgHeadOffset}%`,
          }}
        />
      )}
      <Container
        maxWidth={false}
        sx={{ maxWidth: GUIDE_CONTENT_MAX_WIDTH, py: { xs: 2.5, sm: 4 } }}
      >
        {hier.length > 0 && (
          <Breadcrumbs aria-label="Location" sx={{ fontSize: 14, mb: 1 }}>
            {hier.map((part, index) => (
              <TextLink
                key={part}
                to={photoLocationPath(hier.slice(0, index + 1))}
                color="text.secondary"
              >
                {part}
              </TextLink>
            ))}
          </Breadcrumbs>
        )}
        {guide.held && (
          <Typography
            variant="body2"
            color="warning.dark"
            data-testid="held-for-review"
            sx={{ mb: 1, fontWeight: 600 }}
          >
            {HELD_FOR_REVIEW_MESSAGE}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', sm: '2.5rem' } }}>
          {guide.title}
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', mt: 1, mb: 3, flexWrap: 'wrap' }}
        >
          {guide.displayName && guide.idUser != null && (
            <Typography color="text.secondary">
              by{' '}
              <TextLink to={profilePath({ id: guide.idUser, username: guide.username })}>
                {guide.displayName}
              </TextLink>
            </Typography>
          )}
          <GuideVotes guide={guide} />
          {canEditGuide(user, { authorId: guide.idUser }) && (
            <Button startIcon={<EditIcon />} onClick={onEdit} variant="outlined" size="small">
              Edit
            </Button>
          )}
          <ReportButton
            target={{ kind: 'guide', id: guide.id, title: guide.title }}
            authorId={guide.idUser ?? null}
          />
        </Stack>
        <GuideBody nodes={guide.doc.content} photos={guide.embeds} />
        <GuideReplies guide={guide} />
      </Container>
    </Box>
  );
}
