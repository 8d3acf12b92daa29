import type { z } from 'zod';
import type * as Schemas from '@vantage/shared/schemas';
import { apiHost, nativeSessionToken, withServerFileHost } from '../lib/native-app';

type SchemaModule = typeof Schemas;
/** The names of the shared API schemas, for calls made before the schemas have loaded. */
export type SchemaName = {
  [K in keyof SchemaModule]: SchemaModule[K] extends z.ZodType ? K : never;
}[keyof SchemaModule];

/** Each module of the shared schemas, loaded on its own. */
const schemaModules = import.meta.glob<Record<string, unknown>>([
  '../../../shared/src/schemas/*.ts',
  '!**/index.ts',
  '!**/*.test.ts',
]);

let moduleNames: Promise<Readonly<Record<string, string>>> | null = null;

/**
 * A shared schema by its name, with the module that holds it alone: the first page renders
 * without waiting for the validation library, and a call that names its answer's schema fetches
 * that schema's script (and zod) beside its request, not the scripts of all the others. The
 * modules' names come in a small script of their own (`virtual:schema-modules`).
 */
export async function namedSchema<N extends SchemaName>(name: N): Promise<SchemaModule[N]> {
  moduleNames ??= import('virtual:schema-modules').then((names) => names.default);
  const file = (await moduleNames)[name];
  if (file === undefined) throw new Error(`The shared schemas have no schema ${name}`);
  return (await loadSchemasFrom({ [name]: file } as Record<N, string>))[name];
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
  const answerSchema = typeof schema === 'string' ? namedSchema(schema) : Promise.resolve(schema);
  // A failure to load it is the call's, once its answer has come.
  answerSchema.catch(() => undefined);
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
    const ErrorBody = await namedSchema('ErrorBody');
    const parsed = ErrorBody.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, response.statusText, parsed.success ? parsed.data : null);
  }
  const json = withServerFileHost<unknown>(await response.json().catch(() => null), host);
  const resolved: z.ZodType = await answerSchema;
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
