import { useQueryClient } from '@tanstack/react-query';
import {
  SNACKBAR_MS,
  type CurrentUser,
  type PublicUser,
  type UserUpdateBody,
} from '@vantage/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError } from '../../lib/form-problems';
import { useUpdateCurrentUser } from '../account';
import { profileUserQuery, saveProfile } from './profile-api';
import { SETTINGS_LABELS, type SettingsField } from './settings-fields';

/** The fields one save sends. */
export type ProfileChanges = Partial<Pick<UserUpdateBody, SettingsField>>;

/** The success message after a profile edit. */
export const SAVED_MESSAGE = 'Changes were saved.';

/**
 * Saves profile fields of the signed-in user and brings every copy up to date: the current
 * user, the cached profile under its (possibly new) name, and the page's address after a
 * username change. Resolves with the message to show under the field, or null when saved.
 */
export function useSaveProfile(
  user: CurrentUser,
  profile: PublicUser | undefined,
): (field: SettingsField, changes: ProfileChanges) => Promise<string | null> {
  const client = useQueryClient();
  const updateCurrentUser = useUpdateCurrentUser();
  const navigate = useNavigate();
  const snackbar = useSnackbar();

  return useCallback(
    async (field: SettingsField, changes: ProfileChanges) => {
      let username: string | null;
      try {
        ({ username } = await saveProfile({ id: user.id, ...changes }));
      } catch (error) {
        const problem = describeApiError(error, SETTINGS_LABELS, field);
        return 'field' in problem ? problem.message : problem.alert;
      }
      updateCurrentUser({ ...changes, username });
      if (username) {
        // Primes the profile under its new name, so the new address opens at once as the
        // owner's instead of flashing a visitor's view while it loads.
        const base = profile ?? user;
        client.setQueryData(profileUserQuery({ kind: 'username', username }).queryKey, {
          id: base.id,
          username,
          displayName: changes.displayName ?? base.displayName,
          about: changes.about ?? base.about,
          impact: base.impact,
          badges: base.badges,
          picture: base.picture,
          admin: base.admin,
        });
      }
      const renamedTo = changes.username !== undefined ? username : null;
      // After a rename the page is about to leave the old name, which no longer exists:
      // refetching it now would only earn a 404, so cached copies are just marked stale.
      void client.invalidateQueries({
        queryKey: ['user'],
        refetchType: renamedTo ? 'none' : 'active',
      });
      snackbar.show(SAVED_MESSAGE, { durationMs: SNACKBAR_MS.success });
      if (renamedTo) {
        void navigate(`/by/${encodeURIComponent(renamedTo)}/settings`, { replace: true });
      }
      return null;
    },
    [client, navigate, profile, snackbar, updateCurrentUser, user],
  );
}
