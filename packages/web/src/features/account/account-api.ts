import {
  AuthAnswer,
  AuthProvidersAnswer,
  CheckEmailAnswer,
  DemoMemberAnswer,
  OkAnswer,
  SignUpAnswer,
  UnsubscribeAnswer,
  UnsubscribeCheckAnswer,
  type CurrentUser,
  type OAuthProvider,
  type UnsubscribeParams,
} from '@vantage/shared';
import type { z } from 'zod';
import { apiFetch, apiPost } from '../../api/client';
import { keepNativeSessionToken } from '../../lib/native-app';

/** A sign-in's answer, its token kept for the native build's Bearer calls. */
async function kept<A extends AuthAnswer | SignUpAnswer>(answer: Promise<A>): Promise<A> {
  const signedIn = await answer;
  if ('token' in signedIn) keepNativeSessionToken(signedIn.token);
  return signedIn;
}

/** E-mail sign-in. */
export function signIn(email: string, password: string): Promise<AuthAnswer> {
  return kept(
    apiPost('/remAuth', { provider: 'email', mode: 'login', email, password }, AuthAnswer),
  );
}

/** E-mail sign-up: a session at once, or (202) a request to confirm the e-mail first. */
export function signUp(fields: {
  email: string;
  password: string;
  displayName: string;
}): Promise<SignUpAnswer> {
  return kept(apiPost('/remAuth', { provider: 'email', mode: 'signup', ...fields }, SignUpAnswer));
}

/** Whether a sign-up answer asks the user to confirm their e-mail before signing in. */
export function isCheckEmail(answer: SignUpAnswer): answer is CheckEmailAnswer {
  return 'status' in answer;
}

/** Sends a password-reset link; the server answers the same whether or not the e-mail is known. */
export async function requestReset(email: string): Promise<void> {
  await apiPost('/auth/requestReset', { email }, CheckEmailAnswer);
}

/** Sets a new password with the e-mailed token and signs in. */
export function resetPassword(token: string, password: string): Promise<AuthAnswer> {
  return kept(apiPost('/auth/reset', { token, password }, AuthAnswer));
}

/** Confirms the e-mail address with the e-mailed token, which also signs its owner in. */
export function verifyEmail(token: string): Promise<AuthAnswer> {
  return kept(apiPost('/auth/verify', { token }, AuthAnswer));
}

/** Links a provider sign-in to its account with the e-mailed token, and signs in. */
export function linkProvider(token: string): Promise<AuthAnswer> {
  return kept(apiPost('/auth/linkProvider', { token }, AuthAnswer));
}

/** Sends the signed-in user a new confirmation link. */
export async function resendVerification(): Promise<void> {
  await apiPost('/auth/resendVerification', {}, CheckEmailAnswer);
}

/** Changes the password; every session ends and the answer carries the new one. */
export function changePassword(currentPassword: string, newPassword: string): Promise<AuthAnswer> {
  return kept(apiPost('/auth/changePassword', { currentPassword, newPassword }, AuthAnswer));
}

/** The native app exchanges its sign-in's one-time code for a session (token kept). */
export function exchangeAppCode(code: string, codeVerifier: string): Promise<AuthAnswer> {
  return kept(apiPost('/auth/appCode', { code, code_verifier: codeVerifier }, AuthAnswer));
}

/**
 * Deletes the signed-in member's account. The one typed secret goes as both confirmations:
 * the server checks the password of an e-mail account, the username of one without a password.
 */
export async function deleteAccount(typed: string): Promise<void> {
  await apiFetch('/user/me', OkAnswer, {
    method: 'DELETE',
    body: JSON.stringify({ password: typed, confirm: typed }),
  });
}

/** The demo member a visitor may explore as (outside production, with the demo content), or null. */
export async function fetchDemoMember(): Promise<DemoMemberAnswer['member']> {
  return (await apiFetch('/auth/demo', DemoMemberAnswer)).member;
}

/** Signs in as the demo member. */
export async function signInAsDemoMember(): Promise<CurrentUser> {
  return (await kept(apiPost('/auth/demo', {}, AuthAnswer))).user;
}

/** The sign-in providers the operator configured. */
export async function fetchProviders(): Promise<OAuthProvider[]> {
  return (await apiFetch('/auth/providers', AuthProvidersAnswer)).providers;
}

/** The signed parameters of an unsubscribe link. */
export type UnsubscribeLink = z.infer<typeof UnsubscribeParams>;

/** Checks an unsubscribe link before asking to confirm: whose news it stops; fails when forged. */
export function checkUnsubscribe(
  link: UnsubscribeLink,
): Promise<z.infer<typeof UnsubscribeCheckAnswer>> {
  const query = new URLSearchParams({ u: String(link.u), sig: link.sig });
  return apiFetch(`/unsubscribe/check?${query.toString()}`, UnsubscribeCheckAnswer);
}

/** Turns the news e-mails off for the user of a signed link. */
export async function unsubscribe(link: UnsubscribeLink): Promise<void> {
  await apiPost('/unsubscribe', link, UnsubscribeAnswer);
}
