/** Why a fetch of a user-given URL was refused or failed. */
export type SafeFetchErrorCode =
  | 'blocked'
  | 'too_large'
  | 'timeout'
  | 'bad_type'
  | 'http_error'
  | 'too_many_redirects'
  | 'invalid_url';

/** A refused or failed fetch; the message is fit to show after the field name ("url: ..."). */
export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    /** With bad_type: the media type that was refused. */
    readonly contentType: string | null = null,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

/** The SafeFetchError inside `error` (undici wraps what a lookup or connector throws), if any. */
export function findSafeFetchError(error: unknown, depth = 0): SafeFetchError | null {
  if (error instanceof SafeFetchError) return error;
  if (depth > 5 || typeof error !== 'object' || error === null) return null;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = findSafeFetchError(inner, depth + 1);
      if (found) return found;
    }
  }
  return 'cause' in error ? findSafeFetchError(error.cause, depth + 1) : null;
}
