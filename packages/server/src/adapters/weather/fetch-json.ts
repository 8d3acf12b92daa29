import type { z } from 'zod';

/** A GET to an outside service that answers JSON, checked against the fields the adapter reads. */
export interface JsonRequest<T> {
  /** Names the service in error messages, e.g. 'Open-Meteo forecast'. */
  service: string;
  url: URL;
  schema: z.ZodType<T>;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Statuses besides 2xx whose JSON body is an answer (Street View's ZERO_RESULTS is a 200). */
  acceptStatuses?: readonly number[];
}

/** `path` below a service's base address (its trailing slashes dropped), with `query` in order. */
export function serviceUrl(baseUrl: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

/**
 * Fetches and parses; every failure (network, timeout, HTTP status, invalid JSON, unexpected
 * shape) rejects with one readable message naming the service and never the URL, which may
 * carry an API key.
 */
export async function fetchJson<T>(request: JsonRequest<T>): Promise<T> {
  const { service } = request;
  let response: Response;
  try {
    response = await fetch(request.url, {
      headers: { Accept: 'application/json', ...request.headers },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    throw new Error(`${service} failed: ${reason(error)}`, { cause: error });
  }
  if (!response.ok && !request.acceptStatuses?.includes(response.status)) {
    await response.body?.cancel();
    throw new Error(`${service} answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new Error(`${service} answered with invalid JSON`, { cause: error });
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'answer';
    throw new Error(`${service} answered in an unexpected shape (${where})`);
  }
  return parsed.data;
}

/** Why a fetch failed, in a few words. */
export function reason(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timed out';
  return error instanceof Error ? error.message : String(error);
}
