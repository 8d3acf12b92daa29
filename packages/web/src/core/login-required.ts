import { useCallback } from 'react';
import { useCurrentUser } from './current-user';
import { usePopup } from './popup';

/** The popup id of the login-required popover. */
export const LOGIN_REQUIRED_POPUP = 'login-required';

/** Why a visitor is asked to sign in; it picks the popover's wording. */
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
  const { openPopup } = usePopup<LoginReason>(LOGIN_REQUIRED_POPUP);
  return useCallback(
    (anchorEl: HTMLElement | null, reason: LoginReason = 'participate') => {
      if (user) return true;
      openPopup(anchorEl, reason);
      return false;
    },
    [user, openPopup],
  );
}
