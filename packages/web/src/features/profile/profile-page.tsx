import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import { useQuery } from '@tanstack/react-query';
import { canEditProfile, canRevertChange, type PublicUser } from '@vantage/shared';
import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { isNotFoundError } from '../../api/client';
import { LoadFailedLine, StatusCard } from '../../components/status-card';
import { useCurrentUser } from '../../core/current-user';
import { usePageTitle } from '../../core/page-title';
import { lazyNamed } from '../../lib/lazy-named';
import { WIDE_AREA_MOBILE_BREAKPOINT_PX, useIsMobile } from '../../lib/use-is-mobile';
import { InvalidAddress } from '../site-pages';
import { ProfileGalleries } from '../gallery';
import { checkParams, routeParamSchemas } from '../../core/route-params';
import {
  decideTab,
  isOwnProfile,
  profileTabPath,
  type ProfileRoute,
  type ProfileTab,
} from './profile-access';
import { profileStatsQuery, profileUserQuery } from './profile-api';
import { ProfileHeader } from './profile-header';
import { ProfilePhotos } from './profile-photos';
import { ProfileSettings } from './profile-settings';
import { ProfileModeration } from './profile-moderation';
import { ProfileTabs } from './profile-tabs';

// MapLibre is large; the map tab loads it only when opened.
const ProfileMap = lazyNamed(() => import('./profile-map'), 'ProfileMap', {
  drawnInBrowserOnly: true,
});
// For administrators alone.
const RevertChanges = lazyNamed(() => import('./revert-changes'), 'RevertChanges');

/** `/by/{username}/{tab?}`: a profile by username. */
export function ProfileByUsername() {
  const params = useParams();
  const checked = checkParams(routeParamSchemas.profile, params);
  if (!checked.ok) return <InvalidAddress feature="User profile" message={checked.message} />;
  return (
    <ProfileView
      route={{ kind: 'username', username: checked.data.username }}
      tab={checked.data.tab}
    />
  );
}

/** `/user/{idUser}/{tab?}`: a profile by numeric id. */
export function ProfileById() {
  const params = useParams();
  const checked = checkParams(routeParamSchemas.user, params);
  if (!checked.ok) return <InvalidAddress feature="User profile" message={checked.message} />;
  return <ProfileView route={{ kind: 'id', id: checked.data.idUser }} tab={checked.data.tab} />;
}

function UserNotFound() {
  usePageTitle('User not found');
  return (
    <StatusCard
      icon={<PersonOffIcon />}
      title="There is no such user."
      text="The profile may have been renamed, or the link that led here may be mistyped."
    />
  );
}

/**
 * The user profile: the header and the tabs photos, testphotos (only with test
 * shots), map, galleries and settings (owner only; anyone else is redirected to the profile).
 */
function ProfileView({ route, tab: requested }: { route: ProfileRoute; tab?: ProfileTab }) {
  const current = useCurrentUser();
  const userQuery = useQuery(profileUserQuery(route));
  const stats = useQuery(profileStatsQuery(route)).data;
  const compact = useIsMobile(WIDE_AREA_MOBILE_BREAKPOINT_PX);
  const loaded = userQuery.data;
  const isOwner =
    isOwnProfile(current, route) || (loaded !== undefined && canEditProfile(current, loaded.id));
  // The owner's own edits show at once, before the profile is fetched again.
  const profile: PublicUser | undefined =
    loaded && isOwner && current
      ? {
          ...loaded,
          displayName: current.displayName,
          username: current.username,
          about: current.about,
        }
      : loaded;
  usePageTitle(profile?.displayName ?? null);

  const decision = decideTab(requested, route, { isOwner, testPhotos: stats?.testPhotos });
  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  if (isNotFoundError(userQuery.error)) return <UserNotFound />;
  const tab = decision.tab;

  const header = profile ? (
    <ProfileHeader
      user={profile}
      stats={stats}
      compact={compact}
      settingsPath={isOwner ? profileTabPath(route, 'settings') : undefined}
    >
      <ProfileModeration profile={profile} isOwner={isOwner} />
    </ProfileHeader>
  ) : (
    <Skeleton
      variant="rounded"
      sx={{ height: compact ? 180 : 420, borderRadius: compact ? 0 : '16px' }}
    />
  );
  const adminTools =
    profile && !isOwner && canRevertChange(current) ? (
      <Box sx={{ mt: 2, px: compact ? 2.5 : 0 }}>
        <Suspense fallback={null}>
          <RevertChanges user={profile} />
        </Suspense>
      </Box>
    ) : null;
  const tabs = (
    <ProfileTabs route={route} tab={tab} isOwner={isOwner} stats={stats} compact={compact} />
  );
  const content = (
    <TabContent tab={tab} profile={profile} isOwner={isOwner} error={userQuery.error} />
  );

  if (compact) {
    return (
      <Box sx={{ pb: 4 }}>
        {header}
        {adminTools}
        {tabs}
        <Box sx={{ px: 2, pt: 2.5 }}>{content}</Box>
      </Box>
    );
  }
  return (
    <Box
      sx={{
        maxWidth: 1240,
        mx: 'auto',
        px: 3,
        py: 4,
        display: 'grid',
        gridTemplateColumns: '320px minmax(0, 1fr)',
        gap: 4,
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: 'sticky', top: 88 }}>
        {header}
        {adminTools}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {tabs}
        <Box sx={{ pt: 3 }}>{content}</Box>
      </Box>
    </Box>
  );
}

function TabContent({
  tab,
  profile,
  isOwner,
  error,
}: {
  tab: ProfileTab;
  profile: PublicUser | undefined;
  isOwner: boolean;
  error: Error | null;
}) {
  const current = useCurrentUser();
  if (tab === 'settings' && isOwner && current) {
    return <ProfileSettings user={current} profile={profile} />;
  }
  if (error) {
    return <LoadFailedLine what="profile" error={error} />;
  }
  if (!profile) return <Skeleton variant="rounded" sx={{ height: 320 }} />;
  switch (tab) {
    case 'photos':
    case 'testphotos':
      return (
        <ProfilePhotos
          key={tab}
          idUser={profile.id}
          type={tab === 'photos' ? 'normal' : 'test'}
          isOwner={isOwner}
        />
      );
    case 'map':
      return (
        <Suspense fallback={<Skeleton variant="rounded" sx={{ height: { xs: 420, md: 560 } }} />}>
          <ProfileMap idUser={profile.id} />
        </Suspense>
      );
    case 'galleries':
      return <ProfileGalleries owner={profile.username ?? String(profile.id)} isOwner={isOwner} />;
    case 'settings':
      return null;
  }
}
