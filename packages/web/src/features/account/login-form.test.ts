import { USERNAME_MESSAGE } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { describeApiError, withLabel } from '../../lib/form-problems';
import { validateEmail, validateSignIn, validateSignUp } from './login-form';

const empty = { email: '', password: '', displayName: '' };

describe('login form validation', () => {
  it('asks for every sign-up field, worded with its label', () => {
    expect(validateSignUp(empty)).toEqual({
      displayName: 'Display name must not be empty',
      email: 'E-mail must not be empty',
      password: 'Password must be at least 8 characters',
    });
  });

  it('applies the shared e-mail and password rules on sign-up', () => {
    expect(validateSignUp({ email: 'ansel@', password: 'short', displayName: 'Ansel' })).toEqual({
      email: 'E-mail must be an e-mail address',
      password: 'Password must be at least 8 characters',
    });
    expect(
      validateSignUp({ email: ' Ansel@Example.com ', password: 'long enough', displayName: 'A' }),
    ).toEqual({});
  });

  it('only needs some password to sign in, so older passwords still work', () => {
    expect(validateSignIn({ ...empty, email: 'a@example.com', password: 'x' })).toEqual({});
    expect(validateSignIn({ ...empty, email: 'a@example.com' })).toEqual({
      password: 'Password must not be empty',
    });
  });

  it('checks the e-mail of the forgot-password form', () => {
    expect(validateEmail('nope')).toEqual({ email: 'E-mail must be an e-mail address' });
    expect(validateEmail('a@example.com')).toEqual({});
  });
});

const apiError = (status: number, message: string) =>
  new ApiError(status, 'x', { error: { code: 'x', message } });

describe('server problems on a form', () => {
  const labels = { password: 'Password', username: 'Username' };

  it('puts a field-prefixed 400 under that field', () => {
    expect(describeApiError(apiError(400, 'password: is too common'), labels)).toEqual({
      field: 'password',
      message: 'Password is too common',
    });
    expect(describeApiError(apiError(400, `username: ${USERNAME_MESSAGE}`), labels)).toEqual({
      field: 'username',
      message: USERNAME_MESSAGE,
    });
  });

  it('shows wrong credentials and throttling as alerts', () => {
    expect(describeApiError(apiError(401, 'Wrong e-mail or password.'), labels)).toEqual({
      alert: 'Wrong e-mail or password.',
    });
    expect(describeApiError(new ApiError(429, 'Too Many Requests', null), labels)).toEqual({
      alert: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('puts a 409 under the field that caused it', () => {
    expect(describeApiError(apiError(409, 'This username is taken.'), labels, 'username')).toEqual({
      field: 'username',
      message: 'This username is taken.',
    });
  });

  it('keeps whole sentences as they are', () => {
    expect(withLabel('Password', 'This password is too common.')).toBe(
      'This password is too common.',
    );
  });
});
