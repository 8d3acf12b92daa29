import { useState, type ReactNode } from 'react';
import { HydrationSlice } from '../../served/slices';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import {
  isAdmin,
  photoLocationPath,
  tagPagePath,
  tagPageTitle,
  type TagPage as TagPageData,
} from '@vantage/shared';
import { isNotFoundError } from '../../api/client';
import { MissingOrFailedCard } from '../../components/status-card';
import { ProgressiveImage } from '../../components/progressive-image';
import { UserAvatar } from '../../components/user-avatar';
import { profilePath, useCurrentUser } from '../../core/current-user';
import { usePageTitle } from '../../core/page-title';
import { checkParams, routeParamSchemas } from '../../core/route-params';
import { InvalidAddress } from '../site-pages';
import { tagPageQuery } from './tag-api';
import { TabBody, type TagTab } from './tag-tabs';
import { TextLink } from '../../components/text-link';
import { FollowButton } from '../notifications';

/** `/tag/{tag}`. */
export function TagRoute() {
  const checked = checkParams(routeParamSchemas.tag, useParams());
  if (!checked.ok) return <InvalidAddress feature="Tag page" message={checked.message} />;
  return <TagView tag={checked.data.tag} />;
}

/** `/photo_location/{tag1}/{tag2?}/{tag3?}/{tag4?}`: the page of the last tag named. */
export function PhotoLocationRoute() {
  const checked = checkParams(routeParamSchemas.photoLocation, useParams());
  if (!checked.ok) return <InvalidAddress feature="Location page" message={checked.message} />;
  const { tag1, tag2, tag3, tag4 } = checked.data;
  return <TagView tag={tag4 ?? tag3 ?? tag2 ?? tag1} />;
}

function TagView({ tag }: { tag: string }) {
  const query = useQuery(tagPageQuery(tag));
  usePageTitle(query.data ? tagPageTitle(query.data) : tag);
  if (query.isPending) return <TagSkeleton />;
  if (query.isError) {
    return (
      <MissingOrFailedCard
        icon={<LocalOfferIcon sx={{ fontSize: 40 }} color="action" />}
        what="tag"
        missing={isNotFoundError(query.error)}
        missingText={`No spot carries the tag "${tag}".`}
        failedText={`${query.error.message}. Please try again.`}
      />
    );
  }
  return <TagContent key={query.data.idTag} page={query.data} />;
}

function TagSkeleton() {
  return (
    <Box>
      <Skeleton variant="rectangular" sx={{ height: { xs: 180, sm: 280 } }} />
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rounded" sx={{ height: 240, mt: 2 }} />
      </Container>
    </Box>
  );
}

function TagHeader({ page }: { page: TagPageData }) {
  const image = page.imgHead;
  return (
    <Box
      component="header"
      data-testid="tag-header"
      data-offset={page.imgHeadOffset}
      sx={{
        position: 'relative',
        minHeight: { xs: 180, sm: 280 },
        display: 'flex',
        alignItems: 'flex-end',
        color: 'common.white',
        bgcolor: 'grey.800',
      }}
    >
      {image && (
        <ProgressiveImage
          key={image.id}
          src={image.urls.large}
          urls={image.urls}
          sizes="100vw"
          alt=""
          blurhash={image.blurhash}
          ar={image.ar}
          objectPosition={`center ${page.imgHeadOffset}%`}
          fill
          eager
          sx={{ position: 'absolute', inset: 0 }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(to top, rgba(0,0,0,0.65), rgba(0,0,0,0.05) 60%)',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', pb: 2.5, pt: 6 }}>
        {page.locHier.length > 0 && (
          <Breadcrumbs
            aria-label="Location"
            sx={{ color: 'grey.200', fontSize: 14, '& a': { color: 'grey.100' } }}
          >
            {page.locHier.map((part, index) => (
              <TextLink
                key={part}
                to={photoLocationPath(page.locHier.slice(0, index + 1))}
                preventScrollReset
              >
                {part}
              </TextLink>
            ))}
          </Breadcrumbs>
        )}
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '2rem', sm: '2.8rem' }, textShadow: '0 1px 6px rgba(0,0,0,0.5)' }}
        >
          {page.tag}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'grey.100' }} data-testid="tag-counts">
          {page.locCnt} {page.locCnt === 1 ? 'spot' : 'spots'} · {page.photoCnt}{' '}
          {page.photoCnt === 1 ? 'photo' : 'photos'}
        </Typography>
      </Container>
    </Box>
  );
}

function TagContent({ page }: { page: TagPageData }) {
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const tabs: { id: TagTab; label: string }[] = [
    { id: 'guide', label: 'Guide' },
    { id: 'spots', label: 'Spots' },
    { id: 'photos', label: 'Photos' },
    ...(page.infoText ? [] : [{ id: 'map' as const, label: 'Map' }]),
    ...(admin ? [{ id: 'admin' as const, label: 'Admin' }] : []),
  ];
  const [tab, setTab] = useState<TagTab>(
    page.infoText || page.guides.length > 0 ? 'guide' : 'spots',
  );

  return (
    <Box>
      <HydrationSlice>
        <TagHeader page={page} />
      </HydrationSlice>
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Tabs
            value={tab}
            onChange={(_, value: TagTab) => setTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Tag sections"
          >
            {tabs.map((entry) => (
              <Tab key={entry.id} value={entry.id} label={entry.label} />
            ))}
          </Tabs>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FollowButton type="tag" target={page.tag} />
            <Button
              component={RouterLink}
              to={`/map?ft=${encodeURIComponent(page.tag.replace(/ /g, '_'))}&map`}
              variant="outlined"
              startIcon={<MapOutlinedIcon />}
            >
              Show on the map
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ mt: 2.5 }}>
          <HydrationSlice>
            <TabBody tab={tab} page={page} />
          </HydrationSlice>
        </Box>
        <HydrationSlice>
          <TagSidebar page={page} />
        </HydrationSlice>
      </Container>
    </Box>
  );
}

function SidebarSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function TagSidebar({ page }: { page: TagPageData }) {
  const queryClient = useQueryClient();
  return (
    <>
      {page.bestTags.length > 0 && (
        <SidebarSection id="tag-subtags" title={`Places in ${page.tag}`}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {page.bestTags.map((sub) => (
              <Chip
                key={sub.tag}
                clickable
                component={RouterLink}
                to={photoLocationPath([...page.locHier, page.tag, sub.tag])}
                preventScrollReset
                onMouseEnter={() => void queryClient.prefetchQuery(tagPageQuery(sub.tag))}
                label={`${sub.tag} (${sub.count})`}
              />
            ))}
          </Stack>
        </SidebarSection>
      )}
      {page.contribs.length > 0 && (
        <SidebarSection id="tag-contributors" title="Top contributors">
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {page.contribs.map(({ u, d }) => (
              <Link
                key={u.id}
                component={RouterLink}
                to={profilePath(u)}
                underline="hover"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary' }}
              >
                <UserAvatar user={u} size={32} />
                <span>
                  {u.displayName}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({d} {d === 1 ? 'photo' : 'photos'})
                  </Typography>
                </span>
              </Link>
            ))}
          </Stack>
        </SidebarSection>
      )}
      {page.parentTag && (
        <Typography variant="body2" sx={{ mt: 4 }} color="text.secondary">
          Part of <TextLink to={tagPagePath(page.parentTag)}>{page.parentTag}</TextLink>
        </Typography>
      )}
    </>
  );
}
