import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { actsAsMember, searchTarget } from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import { useOpenHelp } from '../../core/help';
import { isLightboxOpen } from '../../core/photo-link';
import { MapToggleButton } from './map-toggle-button';
import { ReviewLink } from './review-link';
import { describeFilter } from '../../lib/filters';
import { lazyNamed } from '../../lib/lazy-named';
import { NAV_SECTIONS } from '../../lib/nav-sections';
import { useIsMobile } from '../../lib/use-is-mobile';
import { SearchBox } from '../../components/search-box';
import { SectionMenu } from './section-menu';
import { SiteLogo } from './site-logo';
import { UploadButton } from './upload-button';
import { UserMenu } from './user-menu';

// Filters are rare on a first visit, so the chip's code loads only when one is set.
const FilterChip = lazyNamed(() => import('./filter-chip'), 'FilterChip');
// Only members have a bell: its code and its live stream load once someone is signed in.
const NotificationsBell = lazyNamed(
  () => import('../../features/notifications/notifications-bell'),
  'NotificationsBell',
);

/** The bar itself: sticky at the top, light, with a hairline below (MUI's AppBar, without its weight). */
function Bar({ children }: { children: ReactNode }) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: 'background.paper',
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      {children}
    </Box>
  );
}

/** One row of the bar's controls, vertically centred. */
function Row({ height, gap, children }: { height: number; gap: number; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', minHeight: height, gap, px: { xs: 1, sm: 2 } }}
    >
      {children}
    </Box>
  );
}

const TOP_BAR_HEIGHT = { desktop: 64, mobile: 56 } as const;

/**
 * The top bar's search: the field, which searches on Enter, and whether the phone's search
 * row is open. Escape empties and closes it.
 */
function useTopBarSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const routeText = useMatch('/search/:text')?.params.text;
  const [text, setText] = useState(routeText ?? '');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The box shows what the results page is showing, also after back and forward.
  useEffect(() => {
    if (routeText !== undefined) setText(routeText);
  }, [routeText]);

  const lightbox = isLightboxOpen(location);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // In the lightbox Escape belongs to the photo (leave fullscreen or close), not the search.
      if (event.key !== 'Escape' || lightbox) return;
      setText('');
      setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [lightbox]);

  const submit = (value: string) => {
    const target = searchTarget(value);
    if (!target) return;
    inputRef.current?.blur();
    setOpen(false);
    void navigate(target);
  };

  return { open, setOpen, field: { value: text, onChange: setText, onSubmit: submit, inputRef } };
}

/** The top bar: logo, Explore and About menus, search, filter chip, Review, upload, user menu. */
export function TopBar({ onToggleDrawer }: { onToggleDrawer: () => void }) {
  const mobile = useIsMobile();
  const location = useLocation();
  const openHelp = useOpenHelp();
  const search = useTopBarSearch();
  // Notifications are a member's: an account whose address waits for its link has none yet.
  const user = useCurrentUser();
  const signedIn = user !== null && actsAsMember(user);

  const filterLabel = describeFilter(location.search);
  const filterChip = filterLabel && (
    <Suspense fallback={null}>
      <FilterChip label={filterLabel} />
    </Suspense>
  );

  const searchBox = <SearchBox {...search.field} autoFocus={mobile} />;

  if (mobile && search.open) {
    return (
      <Bar>
        <Row height={TOP_BAR_HEIGHT.mobile} gap={1}>
          <IconButton edge="start" aria-label="Close search" onClick={() => search.setOpen(false)}>
            <ArrowBackIcon />
          </IconButton>
          {searchBox}
        </Row>
      </Bar>
    );
  }

  return (
    <Bar>
      <Row
        height={mobile ? TOP_BAR_HEIGHT.mobile : TOP_BAR_HEIGHT.desktop}
        gap={mobile ? 0.5 : 1.5}
      >
        <IconButton title="Menu" edge="start" aria-label="Open menu" onClick={onToggleDrawer}>
          <MenuIcon />
        </IconButton>
        {/* A member's phone bar also holds the bell: the mark alone leads home. */}
        <SiteLogo compact={mobile && signedIn} />
        {!mobile &&
          NAV_SECTIONS.map((section) => <SectionMenu key={section.id} section={section} />)}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {!mobile && <Box sx={{ flex: 1, maxWidth: 480, minWidth: 160 }}>{searchBox}</Box>}
          {!mobile && filterChip}
        </Box>
        {mobile && (
          <IconButton title="Search" aria-label="Search" onClick={() => search.setOpen(true)}>
            <SearchIcon />
          </IconButton>
        )}
        <MapToggleButton />
        <IconButton title="Help" aria-label="Help" onClick={() => openHelp()}>
          <HelpOutlineIcon />
        </IconButton>
        {!mobile && <ReviewLink />}
        {signedIn && (
          <Suspense fallback={null}>
            <NotificationsBell />
          </Suspense>
        )}
        <UploadButton compact={mobile} />
        <UserMenu compact={mobile} />
      </Row>
      {mobile && filterChip && <Box sx={{ px: 1.5, pb: 1, display: 'flex' }}>{filterChip}</Box>}
    </Bar>
  );
}
