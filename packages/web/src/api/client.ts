import type { z } from 'zod';
import type * as Schemas from '@vantage/shared/schemas';
import { apiHost, nativeSessionToken, withServerFileHost } from '../lib/native-app';
import { nextTask } from '../lib/next-task';

type SchemaModule = typeof Schemas;
/** The names of the shared API schemas, for calls made before the schemas have loaded. */
export type SchemaName = {
  [K in keyof SchemaModule]: SchemaModule[K] extends z.ZodType ? K : never;
}[keyof SchemaModule];

let schemas: Promise<SchemaModule> | null = null;

/**
 * The shared schemas as their own scripts: the first page renders without waiting for the
 * validation library, and its API answers are parsed as soon as it has arrived. In the
 * browser's build a schema is built when it first parses (see `lazy-schemas.ts`), so loading
 * them all costs a page only the schemas it uses.
 */
export function loadSchemas(): Promise<SchemaModule> {
  return (schemas ??= loadAll());
}

/** Each module of the shared schemas, loaded on its own. */
const schemaModules = import.meta.glob<Record<string, unknown>>([
  '../../../shared/src/schemas/*.ts',
  '!**/index.ts',
  '!**/*.test.ts',
]);

/**
 * How many of the schemas' modules one task asks for: a module whose script is already there
 * (the page's own parts bring most of them) is taken in by the task that asks for it, and the
 * eighteen asked for together held a phone's main thread for tens of milliseconds.
 */
const REQUESTS_PER_TASK = 4;

async function loadAll(): Promise<SchemaModule> {
  const loaders = Object.values(schemaModules);
  const loading: Promise<Record<string, unknown>>[] = [];
  for (let first = 0; first < loaders.length; first += REQUESTS_PER_TASK) {
    if (first > 0) await nextTask();
    for (const load of loaders.slice(first, first + REQUESTS_PER_TASK)) loading.push(load());
  }
  return Object.assign({}, ...(await Promise.all(loading))) as SchemaModule;
}

/**
 * Only the schemas named, each with its own module (`{ Spot: 'spot' }` loads `spot.ts`): a check
 * that needs a few schemas does not fetch the scripts of all the others.
 */
export async function loadSchemasFrom<K extends SchemaName>(
  modules: Record<K, string>,
): Promise<Pick<SchemaModule, K>> {
  const loaded = await Promise.all(
    Object.entries<string>(modules).map(async ([name, file]) => {
      const load = schemaModules[`../../../shared/src/schemas/${file}.ts`];
      if (!load) throw new Error(`The shared schemas have no module ${file}`);
      return [name, (await load())[name]] as const;
    }),
  );
  return Object.fromEntries(loaded) as Pick<SchemaModule, K>;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** How API calls reach the server: the browser's fetch, or the server's own rendering's. */
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Sends this process's API calls through `serverTransport` instead of the network: the server's
 * rendering asks its own API in process, as a signed-out visitor.
 */
export function setApiTransport(serverTransport: Transport): void {
  transport = serverTransport;
}

/** A failed API call; `message` reads 'Error: {status}: {statusText}'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: Schemas.ErrorBody | null,
  ) {
    super(`Error: ${status}: ${statusText}`);
  }
}

/** The text a failure shows: the API's own message where it gave one. */
export function apiErrorText(error: unknown): string {
  return error instanceof ApiError ? (error.body?.error.message ?? error.message) : String(error);
}

/** Whether a request failed because what it asked for is not there (404). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Calls the API under /api and parses the answer with the shared schema, given as the
 * schema itself or, from code of the first page, by its name.
 */
export async function apiFetch<N extends SchemaName>(
  path: string,
  schema: N,
  init?: RequestInit,
): Promise<z.infer<SchemaModule[N]>>;
export async function apiFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  init?: RequestInit,
): Promise<z.infer<S>>;
export async function apiFetch(
  path: string,
  schema: z.ZodType | SchemaName,
  init?: RequestInit,
): Promise<unknown>;
export async function apiFetch(
  path: string,
  schema: z.ZodType | SchemaName,
  init?: RequestInit,
): Promise<unknown> {
  // A schema given by its name loads beside the request, not after its answer.
  if (typeof schema === 'string') void loadSchemas();
  const headers = new Headers(init?.headers);
  if (init?.body != null && !(init.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  // The native build prefixes the API's host and sends its session as a Bearer token; it
  // never sends cookies across origins (the server's CORS allows no credentials).
  const host = apiHost();
  const token = nativeSessionToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const response = await transport(`${host}/api${path}`, {
    ...init,
    headers,
    credentials: host ? 'omit' : 'same-origin',
  });
  if (!response.ok) {
    const { ErrorBody } = await loadSchemas();
    const parsed = ErrorBody.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, response.statusText, parsed.success ? parsed.data : null);
  }
  const json = withServerFileHost<unknown>(await response.json().catch(() => null), host);
  const resolved: z.ZodType = typeof schema === 'string' ? (await loadSchemas())[schema] : schema;
  return resolved.parse(json);
}

/** Sends a JSON body with POST; the answer's schema is given as for {@link apiFetch}. */
export function apiPost<N extends SchemaName>(
  path: string,
  body: unknown,
  schema: N,
): Promise<z.infer<SchemaModule[N]>>;
export function apiPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>>;
export function apiPost(path: string, body: unknown, schema: z.ZodType | SchemaName) {
  return apiFetch(path, schema, { method: 'POST', body: JSON.stringify(body) });
}
