import { ApiError } from '../api/client';

/**
 * Retries a failed read once, unless the server answered 4xx: a missing spot or photo (404)
 * will not appear on a retry, a network hiccup or a server error may pass.
 */
export function retryUnlessClientError(failures: number, error: unknown): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status < 500);
}
