/** An error that becomes an HTTP answer with the standard error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra answer headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
export const badRequest = (field: string, message: string) =>
  new HttpError(400, 'invalid_input', `${field}: ${message}`);
/** 429 with the seconds to wait in Retry-After. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'too_many_requests', message, {
    'Retry-After': String(retryAfterSeconds),
  });

/** The longest part of an address (between slashes) the router takes. */
export const MAX_PATH_PART_LENGTH = 2048;

/** An address with a part longer than the router takes: 414, in the one error shape. */
export function uriTooLong(): HttpError {
  return new HttpError(
    414,
    'uri_too_long',
    `path: a part of the address is longer than ${MAX_PATH_PART_LENGTH} characters`,
  );
}

/** What `promise` gives, or null when it fails with a 404. */
export async function nullIfNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
