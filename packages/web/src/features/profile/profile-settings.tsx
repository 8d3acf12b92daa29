import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CurrentUser, PublicUser } from '@vantage/shared';
import type { ReactNode } from 'react';
import { SafeMarkdown } from '../../components/safe-markdown';
import { NotificationMailSettings, NotificationPushSettings } from '../notifications';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { EditableField, type FieldEdit } from './editable-field';
import { EmailStatus } from './email-status';
import { ABOUT_MAX, SETTINGS_LABELS } from './settings-fields';
import { useSettingsFields, type SettingsFields } from './use-settings-fields';

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
 * with its own Edit, Save and Cancel; the e-mail address and its confirmation; notification
 * e-mails and push; the password; deleting the account.
 */
export function ProfileSettings({ user, profile }: { user: CurrentUser; profile?: PublicUser }) {
  const fields = useSettingsFields(user, profile);
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
      <SettingsSection title="Profile">
        <ProfileFields user={user} fields={fields} />
      </SettingsSection>
      <SettingsSection title="E-mail">
        <EmailStatus user={user} />
        <EmailNewsField user={user} edit={fields.emailNews} />
        <NotificationMailSettings emailNews={user.emailNews} emailVerified={user.emailVerified} />
      </SettingsSection>
      <SettingsSection title="Push notifications">
        <NotificationPushSettings />
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

/** The text editor of one settings field: its draft, and its problem in place of the help. */
function FieldTextEditor({
  edit,
  draft,
  helperText,
  ...field
}: { edit: FieldEdit<string>; draft: string } & TextFieldProps) {
  return (
    <TextField
      {...field}
      value={draft}
      onChange={(event) => edit.change(event.target.value)}
      error={edit.error !== null}
      helperText={edit.error ?? helperText}
      autoFocus
      fullWidth
    />
  );
}

/** The profile card: display name, username and the about text. */
function ProfileFields({ user, fields }: { user: CurrentUser; fields: SettingsFields }) {
  const { displayName, username, about } = fields;
  return (
    <>
      <EditableField
        id="displayName"
        label={SETTINGS_LABELS.displayName}
        edit={displayName}
        view={user.displayName}
        editor={(draft) => (
          <FieldTextEditor
            label={SETTINGS_LABELS.displayName}
            edit={displayName}
            draft={draft}
            helperText="Shown with your photos, spots and articles."
          />
        )}
      />
      <EditableField
        id="username"
        label={SETTINGS_LABELS.username}
        edit={username}
        view={user.username ? `@${user.username}` : notSet('Not set yet')}
        editor={(draft) => (
          <FieldTextEditor
            label={SETTINGS_LABELS.username}
            edit={username}
            draft={draft}
            helperText={`Your profile address: /by/${draft.trim() || '…'}`}
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
          <FieldTextEditor
            label={SETTINGS_LABELS.about}
            edit={about}
            draft={draft}
            helperText={`Markdown: **bold**, *italic*, lists and links. ${draft.length} / ${ABOUT_MAX}`}
            multiline
            minRows={4}
            maxRows={14}
          />
        )}
      />
    </>
  );
}

/** The e-mail news switch. */
function EmailNewsField({ user, edit }: { user: CurrentUser; edit: FieldEdit<boolean> }) {
  return (
    <EditableField
      id="emailNews"
      label={SETTINGS_LABELS.emailNews}
      edit={edit}
      view={
        user.emailNews
          ? 'On: you receive occasional news about the site.'
          : 'Off: you receive only e-mails about your account.'
      }
      editor={(draft) => (
        <>
          <FormControlLabel
            control={
              <Switch checked={draft} onChange={(event) => edit.change(event.target.checked)} />
            }
            label="Send me occasional news about the site"
          />
          {edit.error && (
            <Typography role="alert" variant="body2" color="error">
              {edit.error}
            </Typography>
          )}
        </>
      )}
    />
  );
}
