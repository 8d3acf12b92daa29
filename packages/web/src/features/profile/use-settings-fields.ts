import type { CurrentUser, PublicUser } from '@vantage/shared';
import { useLeaveWarning } from '../../core/leave-warning';
import { useFieldEdit } from './field-edit';
import { aboutProblem, displayNameProblem, usernameProblem } from './settings-fields';
import { useSaveProfile } from './use-save-profile';

/**
 * The settings tab's editable fields, each with its own edit state; the text fields keep
 * their drafts, the e-mail news switch warns on leaving with an unsaved change.
 */
export function useSettingsFields(user: CurrentUser, profile: PublicUser | undefined) {
  const save = useSaveProfile(user, profile);
  const displayName = useFieldEdit({
    draftOf: { editor: 'profile-displayName', object: user.id },
    value: user.displayName,
    validate: displayNameProblem,
    save: (draft) => save('displayName', { displayName: draft.trim() }),
  });
  const username = useFieldEdit({
    draftOf: { editor: 'profile-username', object: user.id },
    value: user.username ?? '',
    validate: usernameProblem,
    save: (draft) => save('username', { username: draft.trim() }),
  });
  const about = useFieldEdit({
    draftOf: { editor: 'profile-about', object: user.id },
    value: user.about,
    validate: aboutProblem,
    save: (draft) => save('about', { about: draft }),
  });
  const emailNews = useFieldEdit({
    value: user.emailNews,
    validate: () => null,
    save: (draft) => save('emailNews', { emailNews: draft }),
  });
  // The text fields warn through their drafts; the switch has none to keep.
  useLeaveWarning(emailNews.unsaved);
  return { displayName, username, about, emailNews };
}

export type SettingsFields = ReturnType<typeof useSettingsFields>;
