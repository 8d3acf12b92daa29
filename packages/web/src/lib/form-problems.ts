import type { z } from 'zod';
import { ApiError } from '../api/client';

/** A problem to show on a form: under one field, or as an alert above the buttons. */
export type FormProblem = { field: string; message: string } | { alert: string };

/**
 * Puts a validation message after the field's label when it is a sentence fragment
 * ('must be at least 8 characters' → 'Password must be at least 8 characters'); whole
 * sentences ('This username is taken.') stand alone.
 */
export function withLabel(label: string, message: string): string {
  const text = message.trim();
  return /^[a-z]/.test(text) ? `${label} ${text}` : text;
}

/** The first problem of `value` against `schema`, worded with the field's label, or null. */
export function schemaProblem(schema: z.ZodType, value: unknown, label: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return withLabel(label, result.error.issues[0]?.message ?? 'is not valid');
}

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const OFFLINE = 'The server could not be reached. Check your connection and try again.';

/**
 * How to show a failed request on a form. The server's 400 messages start with the field's
 * name ('password: ...'), which puts them under that field when the form has it; `conflictField`
 * takes a 409 (such as 'This username is taken.'). Everything else is an alert.
 */
export function describeApiError(
  error: unknown,
  labels: Record<string, string>,
  conflictField?: string,
): FormProblem {
  if (!(error instanceof ApiError)) {
    return {
      alert: error instanceof TypeError ? OFFLINE : 'Something went wrong. Please try again.',
    };
  }
  const message = error.body?.error.message ?? '';
  if (error.status === 429) return { alert: message || TOO_MANY };
  const prefixed = /^([A-Za-z]+):\s*(.+)$/s.exec(message);
  const field = prefixed?.[1];
  if (error.status === 400 && field && prefixed[2] && labels[field]) {
    return { field, message: withLabel(labels[field], prefixed[2]) };
  }
  if (error.status === 409 && conflictField && message) {
    return { field: conflictField, message };
  }
  return { alert: message || `Something went wrong (${error.message}). Please try again.` };
}
