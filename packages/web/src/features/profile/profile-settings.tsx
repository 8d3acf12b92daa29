import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CurrentUser, PublicUser } from '@vantage/shared';
import type { ReactNode } from 'react';
import { useLeaveWarning } from '../../core/leave-warning';
import { SafeMarkdown } from '../../components/safe-markdown';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { EditableField } from './editable-field';
import { EmailStatus } from './email-status';
import { useFieldEdit } from './field-edit';
import {
  ABOUT_MAX,
  SETTINGS_LABELS,
  aboutProblem,
  displayNameProblem,
  usernameProblem,
} from './settings-fields';
import { useSaveProfile } from './use-save-profile';

/** A titled card of the settings tab. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: '14px', px: { xs: 2, sm: 3 }, py: 2.5 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const notSet = (text: string) => (
  <Typography component="span" sx={{ fontStyle: 'italic' }}>
    {text}
  </Typography>
);

/**
 * The owner's settings tab: display name, username, about and e-mail news, each
 * with its own Edit, Save and Cancel; the e-mail address and its confirmation; the password;
 * deleting the account.
 */
export function ProfileSettings({ user, profile }: { user: CurrentUser; profile?: PublicUser }) {
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

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
      <SettingsSection title="Profile">
        <EditableField
          id="displayName"
          label={SETTINGS_LABELS.displayName}
          edit={displayName}
          view={user.displayName}
          editor={(draft) => (
            <TextField
              label={SETTINGS_LABELS.displayName}
              value={draft}
              onChange={(event) => displayName.change(event.target.value)}
              error={displayName.error !== null}
              helperText={displayName.error ?? 'Shown with your photos, spots and articles.'}
              autoFocus
              fullWidth
            />
          )}
        />
        <EditableField
          id="username"
          label={SETTINGS_LABELS.username}
          edit={username}
          view={user.username ? `@${user.username}` : notSet('Not set yet')}
          editor={(draft) => (
            <TextField
              label={SETTINGS_LABELS.username}
              value={draft}
              onChange={(event) => username.change(event.target.value)}
              error={username.error !== null}
              helperText={username.error ?? `Your profile address: /by/${draft.trim() || '…'}`}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
            />
          )}
        />
        <EditableField
          id="about"
          label={SETTINGS_LABELS.about}
          edit={about}
          view={
            user.about.trim() ? (
              <SafeMarkdown text={user.about} sx={{ typography: 'body2', color: 'text.primary' }} />
            ) : (
              notSet('Tell other photographers about yourself and your favourite places.')
            )
          }
          editor={(draft) => (
            <TextField
              label={SETTINGS_LABELS.about}
              value={draft}
              onChange={(event) => about.change(event.target.value)}
              error={about.error !== null}
              helperText={
                about.error ??
                `Markdown: **bold**, *italic*, lists and links. ${draft.length} / ${ABOUT_MAX}`
              }
              multiline
              minRows={4}
              maxRows={14}
              autoFocus
              fullWidth
            />
          )}
        />
      </SettingsSection>
      <SettingsSection title="E-mail">
        <EmailStatus user={user} />
        <EditableField
          id="emailNews"
          label={SETTINGS_LABELS.emailNews}
          edit={emailNews}
          view={
            user.emailNews
              ? 'On: you receive occasional news about the site.'
              : 'Off: you receive only e-mails about your account.'
          }
          editor={(draft) => (
            <>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft}
                    onChange={(event) => emailNews.change(event.target.checked)}
                  />
                }
                label="Send me occasional news about the site"
              />
              {emailNews.error && (
                <Typography role="alert" variant="body2" color="error">
                  {emailNews.error}
                </Typography>
              )}
            </>
          )}
        />
      </SettingsSection>
      <SettingsSection title="Password">
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection title="Delete account">
        <DeleteAccount user={user} />
      </SettingsSection>
    </Stack>
  );
}
