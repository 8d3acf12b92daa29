import type { Mail } from '../../adapters/mail/mailer';

/** What every auth mail needs to know about the site. */
export interface MailContext {
  siteName: string;
  origin: string;
}

/** The link that confirms a new account's address; the web app handles `?verify=`. */
export function verifyLink(origin: string, token: string): string {
  return `${origin}/?verify=${token}`;
}

/** The link that sets a new password; the web app handles `?reset=`. */
export function resetLink(origin: string, token: string): string {
  return `${origin}/?reset=${token}`;
}

/** Welcome mail of a new account, with the link that confirms the address. */
export function verifyMail(
  site: MailContext,
  to: { email: string; displayName: string },
  token: string,
  unsubscribe: string,
): Mail {
  return {
    to: to.email,
    subject: `Confirm your e-mail address for ${site.siteName}`,
    text: [
      `Hello ${to.displayName},`,
      '',
      `welcome to ${site.siteName}! Please confirm your e-mail address by opening this link`,
      '(it is valid for 48 hours and signs you in):',
      '',
      verifyLink(site.origin, token),
      '',
      'If you did not sign up, ignore this e-mail: nobody can use the account without the',
      'link.',
      '',
      `Now and then ${site.siteName} sends news about new spots and features. To never get`,
      `them: ${unsubscribe}`,
    ].join('\n'),
  };
}

/**
 * What a sign-up with an address that already has an account sends instead of a second
 * account: a reminder, and a reset link in case the password is forgotten.
 */
export function alreadyRegisteredMail(site: MailContext, email: string, token: string): Mail {
  return {
    to: email,
    subject: `You already have a ${site.siteName} account`,
    text: [
      'Hello,',
      '',
      `someone, hopefully you, tried to sign up for ${site.siteName} with this e-mail address.`,
      'There already is an account with it, so no new one was made. You can sign in here:',
      '',
      `${site.origin}/login`,
      '',
      'Forgot your password? Set a new one with this link (valid for 1 hour):',
      '',
      resetLink(site.origin, token),
      '',
      'If it was not you, ignore this e-mail: nothing has changed.',
    ].join('\n'),
  };
}

/** The reset link for a forgotten password. */
export function resetMail(site: MailContext, email: string, token: string): Mail {
  return {
    to: email,
    subject: `Reset your ${site.siteName} password`,
    text: [
      'Hello,',
      '',
      'use this link to set a new password (it is valid for 1 hour and can be used once):',
      '',
      resetLink(site.origin, token),
      '',
      'Setting a new password signs you out everywhere else.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** The link that links a provider sign-in to the account; the web app handles `?linkProvider=`. */
export function linkProviderLink(origin: string, token: string): string {
  return `${origin}/?linkProvider=${token}`;
}

/**
 * Sent when someone signs in with a provider whose e-mail matches an account: the account is
 * theirs only once they prove the mailbox is, by opening the link.
 */
export function linkProviderMail(
  site: MailContext,
  to: { email: string; displayName: string },
  providerLabel: string,
  token: string,
): Mail {
  return {
    to: to.email,
    subject: `Sign in to ${site.siteName} with ${providerLabel}?`,
    text: [
      `Hello ${to.displayName},`,
      '',
      `someone, hopefully you, just signed in to ${site.siteName} with ${providerLabel} using`,
      'this e-mail address. Your account already has this address, so we need to know it is',
      `you before ${providerLabel} can sign you in to it. To link ${providerLabel} to your`,
      'account and sign in, open this link (it is valid for 24 hours and can be used once):',
      '',
      linkProviderLink(site.origin, token),
      '',
      `If it was not you, ignore this e-mail: nothing changes and ${providerLabel} stays unlinked.`,
    ].join('\n'),
  };
}
