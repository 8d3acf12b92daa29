import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOpenLogin, type LoginMode } from '../../core/account-flags';
import {
  LOGIN_REQUIRED_POPUP,
  loginRequiredText,
  type LoginReason,
} from '../../core/login-required';
import { usePopup } from '../../core/popup';

/**
 * The login-required popover; mounted by the layout, opened by `useRequireLogin`. Its links
 * open the login dialog on the matching tab.
 */
export function LoginRequiredPopover() {
  const popup = usePopup<LoginReason>(LOGIN_REQUIRED_POPUP);
  const openLogin = useOpenLogin();
  const go = (mode: LoginMode) => {
    popup.closePopup();
    openLogin(mode);
  };
  return (
    <Popover
      open={popup.open && popup.anchorEl !== null}
      anchorEl={popup.anchorEl}
      onClose={popup.closePopup}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Stack spacing={1.5} sx={{ p: 2, maxWidth: 280 }}>
        <Typography variant="body2">{loginRequiredText(popup.data ?? 'participate')}</Typography>
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button size="small" onClick={() => go('signin')}>
            Login
          </Button>
          <Button size="small" variant="contained" onClick={() => go('signup')}>
            Sign up
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
}
