import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { isLightboxOpen } from '../app/navigation';
import { searchTarget } from '../features/home/search-target';
import { describeFilter } from '../lib/filters';
import { NAV_SECTIONS } from '../lib/nav-sections';
import { useIsMobile } from '../lib/use-is-mobile';
import { FilterChip } from './filter-chip';
import { SearchBox } from './search-box';
import { SectionMenu } from './section-menu';
import { SiteLogo } from './site-logo';
import { UploadButton } from './upload-button';
import { UserMenu } from './user-menu';

const TOP_BAR_HEIGHT = { desktop: 64, mobile: 56 } as const;

/** The top bar (spec 1 §2): logo, Explore and About menus, search, filter chip, upload, user menu. */
export function TopBar({ onToggleDrawer }: { onToggleDrawer(): void }) {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const location = useLocation();
  const searchMatch = useMatch('/search/:text');
  const routeText = searchMatch?.params.text;
  const [text, setText] = useState(routeText ?? '');
  const [searchOpen, setSearchOpen] = useState(false);
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
      setSearchOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [lightbox]);

  const submit = (value: string) => {
    const target = searchTarget(value);
    if (!target) return;
    inputRef.current?.blur();
    setSearchOpen(false);
    void navigate(target);
  };

  const searchBox = (
    <SearchBox
      value={text}
      onChange={setText}
      onSubmit={submit}
      inputRef={inputRef}
      autoFocus={mobile}
    />
  );

  if (mobile && searchOpen) {
    return (
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1, minHeight: TOP_BAR_HEIGHT.mobile }} variant="dense">
          <IconButton edge="start" aria-label="Close search" onClick={() => setSearchOpen(false)}>
            <ArrowBackIcon />
          </IconButton>
          {searchBox}
        </Toolbar>
      </AppBar>
    );
  }

  return (
    <AppBar position="sticky">
      <Toolbar
        variant={mobile ? 'dense' : 'regular'}
        sx={{
          gap: mobile ? 0.5 : 1.5,
          minHeight: mobile ? TOP_BAR_HEIGHT.mobile : TOP_BAR_HEIGHT.desktop,
          px: { xs: 1, sm: 2 },
        }}
      >
        <Tooltip title="Menu">
          <IconButton edge="start" aria-label="Open menu" onClick={onToggleDrawer}>
            <MenuIcon />
          </IconButton>
        </Tooltip>
        <SiteLogo />
        {!mobile && NAV_SECTIONS.map((section) => <SectionMenu key={section.id} section={section} />)}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {!mobile && <Box sx={{ flex: 1, maxWidth: 480, minWidth: 160 }}>{searchBox}</Box>}
          {!mobile && <FilterChip />}
        </Box>
        {mobile && (
          <Tooltip title="Search">
            <IconButton aria-label="Search" onClick={() => setSearchOpen(true)}>
              <SearchIcon />
            </IconButton>
          </Tooltip>
        )}
        <UploadButton compact={mobile} />
        <UserMenu compact={mobile} />
      </Toolbar>
      {mobile && <MobileFilterRow />}
    </AppBar>
  );
}

function MobileFilterRow() {
  const location = useLocation();
  if (describeFilter(location.search) === null) return null;
  return (
    <Box sx={{ px: 1.5, pb: 1, display: 'flex' }}>
      <FilterChip />
    </Box>
  );
}
