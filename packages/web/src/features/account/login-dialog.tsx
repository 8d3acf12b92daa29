import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { actsAsMember, SNACKBAR_MS, type CurrentUser } from '@vantage/shared';
import { useState } from 'react';
import type { LoginMode } from '../../core/account-flags';
import { getInitialData } from '../../core/initial-data';
import { useSnackbar } from '../../components/snackbar';
import { DIALOG_TITLE_SX } from './dialog-style';
import { CredentialsForm, type CredentialsOutcome } from './credentials-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { DemoMemberButton } from './demo-member-button';
import { ProviderButtons, type ProviderNotice } from './provider-buttons';
import { useApplySignIn } from './session';

type View = LoginMode | 'forgot' | 'checkEmail';

/** The message shown after a sign-up that must confirm its e-mail first. */
export const CHECK_EMAIL_MESSAGE = 'Check your inbox to confirm your e-mail.';

const TITLES: Record<View, string> = {
  signin: 'Welcome back',
  signup: 'Join the community',
  forgot: 'Reset your password',
  checkEmail: 'Almost there',
};

/**
 * The dialog's state: the view shown (each opening starts on the tab the address asks for),
 * the e-mail carried between views, the provider's notice, and what a sign-in does.
 */
function useLoginDialog(
  open: boolean,
  initialMode: LoginMode,
  initialNotice: ProviderNotice | null,
  onClose: () => void,
) {
  const [view, setView] = useState<View>(initialMode);
  const [shownFor, setShownFor] = useState({ open, initialMode });
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState(initialNotice);
  const applySignIn = useApplySignIn();
  const snackbar = useSnackbar();
  const siteName = getInitialData().siteName;

  if (shownFor.open !== open || shownFor.initialMode !== initialMode) {
    setShownFor({ open, initialMode });
    if (open) {
      setView(initialMode);
      setNotice(initialNotice);
    }
  }

  const signedIn = (user: CurrentUser, isNew: boolean) => {
    applySignIn(user);
    onClose();
    // An account whose address still waits for its link may sign in, but not yet contribute.
    const confirmHint = actsAsMember(user)
      ? ''
      : ' Please confirm your e-mail with the link we sent you before you contribute.';
    snackbar.show(
      isNew
        ? `Welcome to ${siteName}, ${user.displayName}!${confirmHint}`
        : `Welcome back, ${user.displayName}!${confirmHint}`,
      { durationMs: SNACKBAR_MS.success },
    );
  };

  const done = (outcome: CredentialsOutcome) => {
    if (outcome.kind === 'signedIn') {
      signedIn(outcome.user, outcome.isNew);
    } else {
      setEmail(outcome.email);
      setView('checkEmail');
    }
  };

  return {
    view,
    setView,
    email,
    notice,
    setNotice,
    signedIn,
    done,
    forgotPassword: (typed: string) => {
      setEmail(typed);
      setView('forgot');
    },
  };
}

/**
 * The Login / Sign up dialog: sign-in and sign-up tabs, the configured providers,
 * a forgot-password form, and links to the terms and privacy policy. It closes after a
 * successful sign-in and greets the user in the snackbar.
 */
export function LoginDialog({
  open,
  initialMode,
  initialNotice = null,
  onClose,
}: {
  open: boolean;
  initialMode: LoginMode;
  /** What a provider sign-in that ended in a redirect had to say (`?error=` / `?notice=`). */
  initialNotice?: ProviderNotice | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { view, setView, email, notice, setNotice, signedIn, done, forgotPassword } =
    useLoginDialog(open, initialMode, initialNotice, onClose);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="login-dialog-title"
      maxWidth="xs"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id="login-dialog-title" sx={{ ...DIALOG_TITLE_SX, pr: 7, pb: 0.5, pt: 3 }}>
        {TITLES[view]}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 16 }}
      >
        <CloseIcon />
      </IconButton>
      {(view === 'signin' || view === 'signup') && (
        <LoginTabs view={view} siteName={getInitialData().siteName} onChange={setView} />
      )}
      <DialogContent sx={{ pt: '20px !important', pb: 3 }}>
        {view === 'forgot' ? (
          <ForgotPasswordForm initialEmail={email} onBack={() => setView('signin')} />
        ) : view === 'checkEmail' ? (
          <CheckEmailNotice email={email} onClose={onClose} />
        ) : (
          <Stack spacing={2}>
            {notice && (
              <Alert
                severity={notice.severity}
                role={notice.severity === 'error' ? 'alert' : 'status'}
              >
                {notice.text}
              </Alert>
            )}
            {view === 'signin' && <DemoMemberButton onSignedIn={(user) => signedIn(user, false)} />}
            <ProviderButtons onSignedIn={(user) => signedIn(user, false)} onNotice={setNotice} />
            <CredentialsForm
              key={view}
              mode={view}
              onDone={done}
              onForgotPassword={forgotPassword}
            />
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CheckEmailNotice({ email, onClose }: { email: string; onClose: () => void }) {
  return (
    <Stack spacing={2} alignItems="center" sx={{ textAlign: 'center', py: 1 }}>
      <Box
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(11, 93, 94, 0.08)',
          color: 'primary.main',
        }}
      >
        <MarkEmailReadIcon />
      </Box>
      <Typography variant="h3" component="p" role="status">
        {CHECK_EMAIL_MESSAGE}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        We sent a message to <strong>{email}</strong>. Follow the link in it to confirm your address
        and start contributing.
      </Typography>
      <Button variant="contained" onClick={onClose} fullWidth>
        Done
      </Button>
    </Stack>
  );
}

/** The sign-in and sign-up tabs, under a line that says what each is for. */
function LoginTabs({
  view,
  siteName,
  onChange,
}: {
  view: LoginMode;
  siteName: string;
  onChange: (mode: LoginMode) => void;
}) {
  return (
    <Box sx={{ px: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {view === 'signin'
          ? `Sign in to vote, upload photos and add spots on ${siteName}.`
          : 'Share the places you photograph and plan your next shot.'}
      </Typography>
      <Tabs
        value={view}
        onChange={(_event, next: LoginMode) => onChange(next)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="signin" label="Sign in" />
        <Tab value="signup" label="Sign up" />
      </Tabs>
    </Box>
  );
}
