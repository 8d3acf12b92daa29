import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutline';
import ModerationIcon from '@mui/icons-material/GavelOutlined';
import Typography from '@mui/material/Typography';
import { canModerate, SNACKBAR_MS, type CurrentUser } from '@vantage/shared';
import { Link as RouterLink } from 'react-router';
import { profilePath } from '../../core/current-user';
import { useLogout } from '../../features/account';
import { usePopup } from '../../core/popup';
import { useSnackbar } from '../../components/snackbar';
import { UserAvatar } from '../../components/user-avatar';

/** Who is signed in, above the menu's items. */
function MenuHeader({ user }: { user: CurrentUser }) {
  return (
    <Box sx={{ px: 2, pt: 0.5, pb: 1.25, maxWidth: 260 }}>
      <Typography variant="subtitle2" noWrap>
        {user.displayName}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {user.username ? `@${user.username}` : user.email}
      </Typography>
    </Box>
  );
}
// MUI's MenuList skips such children when it moves the keyboard focus to the first item.
MenuHeader.muiSkipListHighlight = true;

function UserMenuList({ user }: { user: CurrentUser }) {
  const popup = usePopup('user-menu');
  const snackbar = useSnackbar();
  const logoutNow = useLogout();

  const logout = async () => {
    popup.closePopup();
    try {
      await logoutNow();
      snackbar.show('You are signed out.', { durationMs: SNACKBAR_MS.success });
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
      <MenuHeader user={user} />
      <Divider />
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
      {canModerate(user) && (
        <MenuItem component={RouterLink} to="/moderation" onClick={popup.closePopup}>
          <ListItemIcon>
            <ModerationIcon fontSize="small" />
          </ListItemIcon>
          Moderation
        </MenuItem>
      )}
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
 * The signed-in user's avatar button and menu: My Profile, My Galleries,
 * New Article, Moderation (administrators and stewards), Logout. Loaded only for signed-in users.
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
        <UserAvatar user={user} size={34} decorative />
      </IconButton>
      <UserMenuList user={user} />
    </>
  );
}
