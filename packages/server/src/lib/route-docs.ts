import { ErrorBody } from '@vantage/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The error statuses the API answers with, each in the one error body. */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 431 | 500 | 502 | 503 | 504;

/** What each error status means, as the document says it. */
const MEANINGS: Record<ErrorStatus, string> = {
  400: 'Invalid input: the message names the parameter or field',
  401: 'Not signed in',
  403: 'Not allowed: the member may not do this, or a change carrying the session cookie came from another site',
  404: 'Not found: the message says what',
  409: 'Conflicts with what is stored: the message says how',
  413: 'The body is too large',
  414: 'A part of the address is longer than the server takes',
  415: 'The body is of a content type this operation does not take',
  429: 'Too many requests: Retry-After says how many seconds to wait',
  431: 'The request headers are too large',
  500: 'Something went wrong on the server',
  502: 'An outside service this needs answered with an error',
  503: 'The server is too busy (load shedding) or a store it needs is away: Retry-After says how many seconds to wait',
  504: 'An outside service this needs did not answer in time',
};

/** Statuses that come with Retry-After. */
const RETRY_AFTER: ReadonlySet<ErrorStatus> = new Set([429, 503]);

/**
 * What any request can be answered: a control character in any query parameter (400), headers
 * too large for Node's parser (431), a failure (500), load shedding (503).
 */
const EVERY_OPERATION: readonly ErrorStatus[] = [400, 431, 500, 503];
/**
 * What a request that may carry a body can be answered besides: a change with the session
 * cookie from another site (403), a body over the limit (413) or of a type without a parser (415).
 */
const WITH_BODY: readonly ErrorStatus[] = [403, 413, 415];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A path parameter past the router's length limit. */
const WITH_PATH_PARAMETERS: readonly ErrorStatus[] = [414];

/** A route's own documentation beside its zod schemas. */
interface Answers {
  /**
   * The error statuses this operation gives besides those every operation of its kind gives
   * (400, 431, 500, 503; 403, 413, 415 with a body; 414 with path parameters).
   */
  errors?: readonly ErrorStatus[];
  /** Answers that are files or pages, not JSON: status → content types. */
  files?: Readonly<Record<number, readonly string[]>>;
  /** Answers without a body: nothing there (204), unchanged since the ETag sent (304). */
  empty?: readonly (204 | 304)[];
  /** Redirects this operation answers with, to the address in Location. */
  redirects?: readonly (301 | 302 | 303 | 307 | 308)[];
}

/**
 * Route options for one OpenAPI group: `doc(summary, schema, options)` gives a route its
 * one-line summary beside its zod schemas (params, body, response) and the statuses it answers
 * besides them (`errors`, `files`, `empty`, `redirects`), plus any other options (e.g. a
 * `preValidation` guard).
 */
export function documentedAs(tags: readonly string[]) {
  return <const S extends object & Answers, const O extends object = object>(
    summary: string,
    schema: S,
    options?: O,
  ) => ({ ...(options as O), schema: { tags: [...tags], summary, ...schema } });
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

let errorJson: JsonSchema | undefined;
/** The error body as the document states it, made by the same transform as every schema. */
function errorBodyJson(input: TransformInput): JsonSchema {
  errorJson ??= (
    jsonSchemaTransform({ ...input, schema: { response: { 400: ErrorBody } } }).schema as {
      response: Record<number, JsonSchema>;
    }
  ).response[400];
  return errorJson!;
}

function errorAnswer(input: TransformInput, status: ErrorStatus): JsonSchema {
  return {
    ...errorBodyJson(input),
    // @fastify/swagger's key for a response's description kept out of its schema.
    'x-response-description': MEANINGS[status],
    ...(RETRY_AFTER.has(status)
      ? { headers: { 'Retry-After': { type: 'integer', description: 'seconds' } } }
      : {}),
  };
}

/**
 * OpenAPI 3.0 checks `enum` before `nullable`, so a nullable enum must list null itself; zod's
 * conversion leaves it out. Fills it in, in place, in a freshly transformed schema.
 */
function withNullInNullableEnums(schema: unknown): void {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as JsonSchema;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
    node.enum = [...(node.enum as unknown[]), null];
  }
  for (const value of Object.values(node)) withNullInNullableEnums(value);
}

/** A file's body: a JSON document (a map style) or bytes. */
const fileSchema = (type: string) =>
  /[/+]json$/.test(type) ? { type: 'object' } : { type: 'string', format: 'binary' };

/** A response's schema without what @fastify/swagger reads as the response's own. */
function withoutAnswerKeys(answer: JsonSchema): JsonSchema {
  const { 'x-response-description': _description, headers: _headers, ...schema } = answer;
  return schema;
}

/**
 * The OpenAPI transform of every route: the zod schemas as JSON schemas, then every error
 * status the operation can give, each with the one error body, and its file answers with
 * their content types.
 */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const {
    errors = [],
    files = {},
    redirects = [],
    empty = [],
    ...schema
  } = (input.schema ?? {}) as Answers & JsonSchema;
  const result = jsonSchemaTransform({ ...input, schema });
  const transformed = result.schema as JsonSchema & { response?: Record<string, JsonSchema> };
  if (transformed.hide) return result;
  withNullInNullableEnums(transformed);
  const methods = ([] as string[]).concat(input.route.method);
  const statuses = new Set<ErrorStatus>([
    ...EVERY_OPERATION,
    ...(methods.some((method) => BODY_METHODS.has(method)) ? WITH_BODY : []),
    ...(input.url.includes(':') || input.url.includes('*') ? WITH_PATH_PARAMETERS : []),
    ...errors,
  ]);
  const response: Record<string, JsonSchema> = { ...transformed.response };
  for (const status of empty) {
    response[status] = {
      'x-response-description': status === 204 ? 'Nothing there' : 'Unchanged (ETag)',
      type: 'null',
    };
  }
  for (const status of redirects) {
    response[status] = {
      'x-response-description': 'Redirect to the address in Location',
      type: 'null',
      headers: { Location: { type: 'string' } },
    };
  }
  for (const status of [...statuses].sort((a, b) => a - b)) {
    response[status] = errorAnswer(input, status);
  }
  for (const [status, types] of Object.entries(files)) {
    // A status also answered in JSON (an error, or a page telling how a sign-in failed) has both.
    const json = response[status];
    response[status] = {
      'x-response-description': json?.['x-response-description'] ?? 'The file or page',
      content: {
        ...(json ? { 'application/json': { schema: withoutAnswerKeys(json) } } : {}),
        ...Object.fromEntries(types.map((type) => [type, { schema: fileSchema(type) }])),
      },
      ...(json?.headers ? { headers: json.headers } : {}),
    };
  }
  return { ...result, schema: { ...transformed, response } };
}
