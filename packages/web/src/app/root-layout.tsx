import { useNativeAppEvents } from '../core/native-app-events';
import { useNativeSignIn } from '../features/account/native-sign-in';
import Box from '@mui/material/Box';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { HELP_POPUP } from '../core/help';
import { LOGIN_REQUIRED_POPUP } from '../core/login-required';
import { PageLoading } from '../components/page-loading';
import { usePopup } from '../core/popup';
import { SiteFooter } from './chrome/site-footer';
import { TopBar } from './chrome/top-bar';
import { lazyNamed } from '../lib/lazy-named';
import { useLatch } from '../lib/use-latch';
import { accountDialogFor } from '../core/account-flags';
import { isLightboxOpen } from '../core/photo-link';
import { LeaveWarningBlocker } from '../core/leave-warning';
import { useScrollToTopOnPush } from '../core/scroll-to-top';
import { HydrationEnd } from '../lib/use-hydrated';
import { HydrationSlice } from '../served/slices';
import { useCurrentUser } from '../core/current-user';

// Overlays load on first use, keeping them out of the first page's JS.
const SideDrawer = lazyNamed(() => import('./chrome/side-drawer'), 'SideDrawer');
const WelcomeMessage = lazyNamed(() => import('./chrome/welcome-message'), 'WelcomeMessage');
const LoginRequiredPopover = lazyNamed(
  () => import('./chrome/login-required-popover'),
  'LoginRequiredPopover',
);
const HelpDialog = lazyNamed(() => import('./chrome/help-dialog'), 'HelpDialog');
const AccountDialogs = lazyNamed(
  () => import('../features/account/account-dialogs'),
  'AccountDialogs',
);
const WarningsNotice = lazyNamed(
  () => import('../features/moderation/warnings-notice'),
  'WarningsNotice',
);
const PhotoLightboxOverlay = lazyNamed(
  () => import('../features/photo/photo-lightbox-hosts'),
  'PhotoLightboxOverlay',
);

/**
 * Route handle: full-height pages (the maps) get a main area that fills the viewport below
 * the top bar (a flex column, so the page can use flex: 1) and no footer.
 */
export interface RouteHandle {
  fullHeight?: boolean;
}

/** An overlay loaded on demand, with its own boundary so loading one never hides another. */
function LazyOverlay({ mounted, children }: { mounted: boolean; children: ReactNode }) {
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function isFullHeight(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && (handle as RouteHandle).fullHeight === true
  );
}

/** The shell around every page: top bar, drawer, page, footer, and the app-wide dialogs. */
export function RootLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const matches = useMatches();
  const fullHeight = matches.some((match) => isFullHeight(match.handle));
  const location = useLocation();
  const drawerMounted = useLatch(drawerOpen);
  const accountMounted = useLatch(accountDialogFor(location) !== null);
  const lightboxMounted = useLatch(isLightboxOpen(location));
  const loginRequiredMounted = useLatch(usePopup(LOGIN_REQUIRED_POPUP).open);
  const helpMounted = useLatch(usePopup(HELP_POPUP).open);
  // A moderator's warning is shown to its member once, at their next visit.
  const signedIn = useCurrentUser() !== null;
  useScrollToTopOnPush();
  useNativeAppEvents();
  useNativeSignIn();
  const welcome = new URLSearchParams(location.search).has('welcome');

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(fullHeight ? { height: '100dvh', overflow: 'hidden' } : { minHeight: '100dvh' }),
      }}
    >
      <HydrationSlice>
        <TopBar onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      </HydrationSlice>
      <Box
        component="main"
        id="main"
        sx={
          fullHeight
            ? { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }
            : { flex: 1 }
        }
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <HydrationEnd />
        </Suspense>
      </Box>
      <LeaveWarningBlocker />
      {!fullHeight && (
        <HydrationSlice>
          <SiteFooter />
        </HydrationSlice>
      )}
      <LazyOverlay mounted={welcome}>
        <WelcomeMessage />
      </LazyOverlay>
      <LazyOverlay mounted={loginRequiredMounted}>
        <LoginRequiredPopover />
      </LazyOverlay>
      <LazyOverlay mounted={helpMounted}>
        <HelpDialog />
      </LazyOverlay>
      <LazyOverlay mounted={drawerMounted}>
        <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      </LazyOverlay>
      <LazyOverlay mounted={accountMounted}>
        <AccountDialogs />
      </LazyOverlay>
      <LazyOverlay mounted={lightboxMounted}>
        <PhotoLightboxOverlay />
      </LazyOverlay>
      <LazyOverlay mounted={signedIn}>
        <WarningsNotice />
      </LazyOverlay>
    </Box>
  );
}
