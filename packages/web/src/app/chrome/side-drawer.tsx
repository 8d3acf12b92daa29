import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Chip from '@mui/material/Chip';
import CloseIcon from '@mui/icons-material/Close';
import HowToVoteIcon from '@mui/icons-material/HowToVoteOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import OfflinePinIcon from '@mui/icons-material/OfflinePinOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { NAV_SECTIONS, sectionTabPath } from '../../lib/nav-sections';
import { VISUALLY_HIDDEN } from '../../lib/visually-hidden';
import { reviewCountWords, useReviewCount } from '../../core/review-count';
import { SiteLogo } from './site-logo';
import { OFFLINE_PACKS_PATH } from '../../features/offline';

const DRAWER_WIDTH = 288;

/** The side drawer: every section with its subpages, plus home, the world map and Review. */
export function SideDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const reviewCount = useReviewCount();
  // A count is read with what it counts ("3 open proposals to vote on"), the words after the
  // number hidden from sight, so the link's name holds what it shows.
  const link = (
    to: string,
    label: string,
    icon?: ReactNode,
    count?: { open: number; words: string },
  ) => (
    <ListItemButton
      key={to}
      component={RouterLink}
      to={to}
      selected={pathname === to}
      onClick={onClose}
      sx={{ borderRadius: 2, mx: 1, pl: icon ? 2 : 3 }}
    >
      {icon && <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>}
      <ListItemText primary={label} />
      {count !== undefined && count.open > 0 && (
        <>
          <Chip size="small" color="primary" label={count.open} sx={{ ml: 1 }} />
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {count.words}
          </Box>
        </>
      )}
    </ListItemButton>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-label': 'Menu', sx: { width: DRAWER_WIDTH, maxWidth: '85vw' } },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
        }}
      >
        <Box onClick={onClose}>
          <SiteLogo />
        </Box>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Site sections" sx={{ overflowY: 'auto', pb: 2 }}>
        <List dense component="div">
          {link('/', 'Home', <HomeIcon />)}
          {link('/map', 'World Map', <MapIcon />)}
          {link(
            '/review',
            'Review',
            <HowToVoteIcon />,
            reviewCount
              ? { open: reviewCount.open, words: reviewCountWords(reviewCount) }
              : undefined,
          )}
          {'caches' in window && link(OFFLINE_PACKS_PATH, 'Saved for offline', <OfflinePinIcon />)}
        </List>
        {NAV_SECTIONS.map((section) => (
          <List
            key={section.id}
            dense
            component="div"
            role="group"
            aria-labelledby={`drawer-section-${section.id}`}
            subheader={
              <ListSubheader
                component="div"
                id={`drawer-section-${section.id}`}
                disableSticky
                sx={{ fontWeight: 700, lineHeight: '36px', mt: 1 }}
              >
                {section.label}
              </ListSubheader>
            }
          >
            {section.tabs.map((tab) => link(sectionTabPath(section.id, tab.id), tab.label))}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}
