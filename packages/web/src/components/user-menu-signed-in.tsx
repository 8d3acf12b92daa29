import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutline';
import type { CurrentUser } from '@vantage/shared';
import { z } from 'zod';
import { Link as RouterLink } from 'react-router';
import { apiPost } from '../api/client';
import { profilePath } from '../app/current-user';
import { usePopup } from './popup';
import { initials } from './initials';
import { useSnackbar } from './snackbar';

function UserMenuList({ user }: { user: CurrentUser }) {
  const popup = usePopup('user-menu');
  const snackbar = useSnackbar();

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
      <MenuItem
        component={RouterLink}
        to={profilePath(user, 'galleries')}
        onClick={popup.closePopup}
      >
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
  );
}

/**
 * The signed-in user's avatar button and menu (spec 1 §2): My Profile, My Galleries,
 * New Article, Logout. Loaded only for signed-in users.
 */
export function SignedInMenu({ user }: { user: CurrentUser }) {
  const popup = usePopup('user-menu');
  return (
    <>
      <IconButton
        title={user.displayName}
        aria-label="Account menu"
        aria-haspopup="menu"
        onClick={(event) => popup.openPopup(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user.picture ?? undefined}
          alt={user.displayName}
          sx={{ width: 34, height: 34 }}
        >
          {initials(user.displayName)}
        </Avatar>
      </IconButton>
      <UserMenuList user={user} />
    </>
  );
}
