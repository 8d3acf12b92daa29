import type { z } from 'zod';
import { ErrorBody } from '@vantage/shared';

/** A failed API call; `message` follows the spec's 'Error: {status}: {statusText}'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: ErrorBody | null,
  ) {
    super(`Error: ${status}: ${statusText}`);
  }
}

/** Calls the API under /api and parses the answer with the shared schema. */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  init?: RequestInit,
): Promise<z.infer<S>> {
  const headers = new Headers(init?.headers);
  if (init?.body != null && !(init.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(`/api${path}`, { ...init, headers, credentials: 'same-origin' });
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, response.statusText, parsed.success ? parsed.data : null);
  }
  const json: unknown = await response.json().catch(() => null);
  return schema.parse(json);
}

/** Sends a JSON body with POST. */
export function apiPost<S extends z.ZodType>(path: string, body: unknown, schema: S) {
  return apiFetch(path, schema, { method: 'POST', body: JSON.stringify(body) });
}
