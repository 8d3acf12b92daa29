import { SNACKBAR_MS, type AuthAnswer } from '@vantage/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSoftNavigate, withoutFlags } from '../../core/navigation';
import { useSnackbar } from '../../components/snackbar';
import { linkProvider, verifyEmail } from './account-api';
import { describeApiError } from '../../lib/form-problems';
import { useApplySignIn } from './session';

/** The snackbar text after the e-mailed confirmation link worked. */
export const EMAIL_CONFIRMED_MESSAGE = 'Your e-mail address is confirmed.';

/** The e-mailed links that act on their own, by query flag. */
export type EmailLinkFlag = 'verify' | 'linkProvider';

const ACTIONS: Record<
  EmailLinkFlag,
  { run: (token: string) => Promise<AuthAnswer>; done: string; failed: string }
> = {
  verify: {
    run: verifyEmail,
    done: EMAIL_CONFIRMED_MESSAGE,
    failed: 'Your e-mail address could not be confirmed.',
  },
  linkProvider: {
    run: linkProvider,
    done: 'The sign-in is linked to your account, and you are signed in.',
    failed: 'The sign-in could not be linked to your account.',
  },
};

// Tokens are single-use: strict mode's second effect run must not spend one twice.
const started = new Set<string>();

/**
 * Handles an e-mailed link: `?verify=<token>` confirms the address, `?linkProvider=<token>`
 * links a provider sign-in to its account; both sign the owner in. It reports in the
 * snackbar and removes the flag from the address (a replace). Renders nothing.
 */
export function EmailLinkAction({ flag }: { flag: EmailLinkFlag }) {
  const location = useLocation();
  const softNavigate = useSoftNavigate();
  const snackbar = useSnackbar();
  const applySignIn = useApplySignIn();
  const token = new URLSearchParams(location.search).get(flag);

  useEffect(() => {
    if (token === null || started.has(token)) return;
    started.add(token);
    softNavigate({
      pathname: location.pathname,
      search: withoutFlags(location.search, flag),
      hash: location.hash,
    });
    const action = ACTIONS[flag];
    action.run(token).then(
      (answer) => {
        applySignIn(answer.user);
        snackbar.show(action.done, { durationMs: SNACKBAR_MS.success });
      },
      (error: unknown) => {
        const problem = describeApiError(error, { token: 'The link' });
        const detail = 'alert' in problem ? problem.alert : problem.message;
        snackbar.show(`${action.failed} ${detail}`);
      },
    );
  }, [flag, token, location, softNavigate, snackbar, applySignIn]);

  return null;
}
