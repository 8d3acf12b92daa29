import { describe, expect, it } from 'vitest';
import { accountDialogFor, loginModeFor } from './account-flags';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('account flags', () => {
  it('opens the login dialog for /login and the login flag', () => {
    expect(accountDialogFor(at('/login'))).toBe('login');
    expect(accountDialogFor(at('/map', '?map&login'))).toBe('login');
  });

  it('opens the unsubscribe dialog for /unsubscribe and its flag', () => {
    expect(accountDialogFor(at('/unsubscribe', '?u=7&sig=abc'))).toBe('unsubscribe');
    expect(accountDialogFor(at('/', '?unsubscribe&u=7&sig=abc'))).toBe('unsubscribe');
  });

  it('handles the e-mailed verify and reset links', () => {
    expect(accountDialogFor(at('/', '?verify=token'))).toBe('verify');
    expect(accountDialogFor(at('/', '?reset=token'))).toBe('reset');
    expect(accountDialogFor(at('/', '?linkProvider=token'))).toBe('linkProvider');
  });

  it('asks for nothing on an ordinary page', () => {
    expect(accountDialogFor(at('/by/ansel', '?photo=3'))).toBeNull();
  });

  it('opens the sign-up tab only for login=signup', () => {
    expect(loginModeFor('?login=signup')).toBe('signup');
    expect(loginModeFor('?login')).toBe('signin');
    expect(loginModeFor('')).toBe('signin');
  });
});
