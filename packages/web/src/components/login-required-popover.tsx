import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useCurrentUser } from '../app/current-user';
import { useOpenLogin } from './account-dialogs';
import { usePopup } from './popup';

const POPUP_ID = 'login-required';

/** Why a visitor is asked to sign in; it picks the popover's wording (spec 1 §5). */
export type LoginReason = 'vote' | 'participate';

/** 'Please login or sign up first in order to vote.' (or 'participate.'). */
export function loginRequiredText(reason: LoginReason): string {
  return `Please login or sign up first in order to ${reason}.`;
}

/**
 * Guards an action that needs a signed-in user: returns true when signed in, otherwise
 * opens the login-required popover at `anchorEl` and returns false.
 */
export function useRequireLogin(): (anchorEl: HTMLElement | null, reason?: LoginReason) => boolean {
  const user = useCurrentUser();
  const { openPopup } = usePopup<LoginReason>(POPUP_ID);
  return useCallback(
    (anchorEl: HTMLElement | null, reason: LoginReason = 'participate') => {
      if (user) return true;
      openPopup(anchorEl, reason);
      return false;
    },
    [user, openPopup],
  );
}

/** The login-required popover; rendered once by the layout, opened by {@link useRequireLogin}. */
export function LoginRequiredPopover() {
  const popup = usePopup<LoginReason>(POPUP_ID);
  const openLogin = useOpenLogin();
  const go = () => {
    popup.closePopup();
    openLogin();
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
          <Button size="small" onClick={go}>
            Login
          </Button>
          <Button size="small" variant="contained" onClick={go}>
            Sign up
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
}
