import { DisplayName, Email, Password } from '@vantage/shared';
import { z } from 'zod';
import { schemaProblem } from '../../lib/form-problems';

/** The fields of the login dialog. */
export type LoginField = 'email' | 'password' | 'displayName';

/** Messages shown under the fields, by field. */
export type LoginErrors = Partial<Record<LoginField, string>>;

/** What the user typed. */
export interface LoginValues {
  email: string;
  password: string;
  displayName: string;
}

/** Labels of the fields; validation messages start with them. */
export const LOGIN_LABELS: Record<LoginField, string> = {
  email: 'E-mail',
  password: 'Password',
  displayName: 'Display name',
};

// Signing in checks only that something was typed: a password chosen under older rules
// must still work, and the server answers wrong ones with a single message.
const SignInPassword = z.string().min(1, { error: 'must not be empty' });

function problems(checks: [LoginField, z.ZodType, string][]): LoginErrors {
  const errors: LoginErrors = {};
  for (const [field, schema, value] of checks) {
    const problem =
      value.trim() === '' && field !== 'password'
        ? `${LOGIN_LABELS[field]} must not be empty`
        : schemaProblem(schema, value, LOGIN_LABELS[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** Client-side checks of the sign-in form, with the shared schemas' rules. */
export function validateSignIn(values: LoginValues): LoginErrors {
  return problems([
    ['email', Email, values.email],
    ['password', SignInPassword, values.password],
  ]);
}

/** Client-side checks of the sign-up form: the same rules the server applies. */
export function validateSignUp(values: LoginValues): LoginErrors {
  return problems([
    ['displayName', DisplayName, values.displayName],
    ['email', Email, values.email],
    ['password', Password, values.password],
  ]);
}

/** The check of the forgot-password form's single field. */
export function validateEmail(email: string): LoginErrors {
  return problems([['email', Email, email]]);
}

/** True when there is nothing to show. */
export function isValid(errors: LoginErrors): boolean {
  return Object.keys(errors).length === 0;
}
