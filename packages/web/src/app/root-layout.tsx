import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { AccountDialogs } from '../components/account-dialogs';
import { LoginRequiredPopover } from '../components/login-required-popover';
import { SideDrawer } from '../components/side-drawer';
import { SiteFooter } from '../components/site-footer';
import { TopBar } from '../components/top-bar';
import { LightboxPlaceholder } from '../features/placeholder/lightbox-placeholder';
import { useScrollToTopOnPush } from './navigation';
import { useWelcomeMessage } from './welcome-message';

/**
 * Route handle: full-height pages (the maps) get a main area that fills the viewport below
 * the top bar (a flex column, so the page can use flex: 1) and no footer.
 */
export interface RouteHandle {
  fullHeight?: boolean;
}

function isFullHeight(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).fullHeight === true;
}

/** The shell around every page: top bar, drawer, page, footer, and the app-wide dialogs. */
export function RootLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const matches = useMatches();
  const fullHeight = matches.some((match) => isFullHeight(match.handle));
  useScrollToTopOnPush();
  useWelcomeMessage();

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(fullHeight ? { height: '100dvh', overflow: 'hidden' } : { minHeight: '100dvh' }),
      }}
    >
      <TopBar onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Box
        component="main"
        id="main"
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      {!fullHeight && <SiteFooter />}
      <AccountDialogs />
      <LightboxPlaceholder />
      <LoginRequiredPopover />
    </Box>
  );
}
