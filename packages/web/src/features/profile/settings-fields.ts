import { DisplayName, USERNAME_MESSAGE, Username, UserUpdateBody } from '@vantage/shared';
import { schemaProblem } from '../../lib/form-problems';

/** The profile fields a user edits in settings. */
export type SettingsField = 'displayName' | 'username' | 'about' | 'emailNews';

/** Labels of the settings fields; messages start with them. */
export const SETTINGS_LABELS: Record<SettingsField, string> = {
  displayName: 'Display name',
  username: 'Username',
  about: 'About',
  emailNews: 'E-mail news',
};

/** The longest 'about' text the server keeps. */
export const ABOUT_MAX = 5000;

/** The display name's problem, or null. */
export function displayNameProblem(draft: string): string | null {
  return schemaProblem(DisplayName, draft, SETTINGS_LABELS.displayName);
}

/**
 * The username's problem, or null. A character the rule does not allow always gives the
 * character message (USERNAME_MESSAGE), even when the length is off as well.
 */
export function usernameProblem(draft: string): string | null {
  const result = Username.safeParse(draft);
  if (result.success) return null;
  const charset = result.error.issues.find((issue) => issue.message === USERNAME_MESSAGE);
  return charset ? USERNAME_MESSAGE : schemaProblem(Username, draft, SETTINGS_LABELS.username);
}

/** The about text's problem, or null. */
export function aboutProblem(draft: string): string | null {
  return schemaProblem(UserUpdateBody.shape.about, draft, SETTINGS_LABELS.about);
}
