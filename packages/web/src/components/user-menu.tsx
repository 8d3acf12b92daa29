import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { z } from 'zod';
import { Link as RouterLink } from 'react-router';
import { apiPost } from '../api/client';
import { profilePath, useCurrentUser } from '../app/current-user';
import { useOpenLogin } from './account-dialogs';
import { usePopup } from './popup';
import { useSnackbar } from './snackbar';

/** Initials shown when a user has no picture (spec 2 §2 "User profile"). */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The top-bar user menu: 'Login / Sign up' for visitors, the account menu when signed in. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  const popup = usePopup('user-menu');
  const snackbar = useSnackbar();

  if (!user) {
    return compact ? (
      <Tooltip title="Login / Sign up">
        <IconButton aria-label="Login / Sign up" onClick={openLogin}>
          <AccountCircleIcon />
        </IconButton>
      </Tooltip>
    ) : (
      <Button variant="outlined" onClick={openLogin} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        Login / Sign up
      </Button>
    );
  }

  const logout = async () => {
    popup.closePopup();
    try {
      await apiPost('/logout', {}, z.unknown());
      // The page data (currentUser) comes with the HTML, so a fresh load is the honest reset.
      window.location.assign('/');
    } catch (error) {
      snackbar.show(`Logout failed. ${error instanceof Error ? error.message : ''}`.trim());
    }
  };

  return (
    <>
      <Tooltip title={user.displayName}>
        <IconButton
          aria-label="Account menu"
          aria-haspopup="menu"
          onClick={(event) => popup.openPopup(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar src={user.picture ?? undefined} alt={user.displayName} sx={{ width: 34, height: 34 }}>
            {initials(user.displayName)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={popup.anchorEl}
        open={popup.open}
        onClose={popup.closePopup}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={profilePath(user)} onClick={popup.closePopup}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          My Profile
        </MenuItem>
        <MenuItem component={RouterLink} to={profilePath(user, 'galleries')} onClick={popup.closePopup}>
          <ListItemIcon>
            <CollectionsIcon fontSize="small" />
          </ListItemIcon>
          My Galleries
        </MenuItem>
        <MenuItem component={RouterLink} to="/guide" onClick={popup.closePopup}>
          <ListItemIcon>
            <ArticleIcon fontSize="small" />
          </ListItemIcon>
          New Article
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void logout()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
