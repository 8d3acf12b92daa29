import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { UserStats } from '@vantage/shared';
import { Link as RouterLink } from 'react-router';
import { profileTabPath, visibleTabs, type ProfileRoute, type ProfileTab } from './profile-access';
import { MOBILE_MEDIA_QUERY } from '../../lib/use-is-mobile';

const LABELS: Record<ProfileTab, string> = {
  photos: 'Photos',
  testphotos: 'Test shots',
  map: 'Map',
  galleries: 'Galleries',
  settings: 'Settings',
};

function label(tab: ProfileTab, stats: UserStats | undefined): string {
  const count =
    tab === 'photos' ? stats?.photos : tab === 'testphotos' ? stats?.testPhotos : undefined;
  return count ? `${LABELS[tab]} (${count.toLocaleString('en')})` : LABELS[tab];
}

/** The profile's tabs as links, so each tab has its own address. */
export function ProfileTabs({
  route,
  tab,
  isOwner,
  stats,
  compact,
}: {
  route: ProfileRoute;
  tab: ProfileTab;
  isOwner: boolean;
  stats: UserStats | undefined;
  compact: boolean;
}) {
  const tabs = visibleTabs({ isOwner, testPhotos: stats?.testPhotos });
  return (
    <Tabs
      value={tabs.includes(tab) ? tab : false}
      variant="scrollable"
      scrollButtons={false}
      aria-label="Profile sections"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        ...(compact && {
          position: 'sticky',
          // Just under the top bar, which is lower in the phone layout.
          top: 64,
          [`@media ${MOBILE_MEDIA_QUERY}`]: { top: 56 },
          zIndex: 2,
          bgcolor: 'background.paper',
          px: 1,
        }),
      }}
    >
      {tabs.map((t) => (
        <Tab
          key={t}
          value={t}
          label={label(t, stats)}
          component={RouterLink}
          to={profileTabPath(route, t)}
        />
      ))}
    </Tabs>
  );
}
