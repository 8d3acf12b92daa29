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
