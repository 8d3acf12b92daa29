import Ajv from 'ajv-draft-04';
import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import { createTestContext, type TestContext } from './support/test-context';

/** Generated requests per operation: a few in `npm test`, many more with FUZZ_RUNS set. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
/** The seed of the generated requests, printed at the end so a failing run can be replayed. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
}
interface Answer {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: object }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
  responses: Record<string, Answer>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/**
 * Operations left out: answers that depend on outside hosts a generated address could name,
 * and a stream that stays open for as long as the page does (its 401 and its events are
 * tested in notifications.api.test.ts).
 */
const OFFLINE_ONLY = new Set(['post /api/tools/urlImages', 'get /api/notifications/stream']);

/** The methods the wrong-method pass tries on every path. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Text that once broke a server somewhere: NUL, encodings, patterns, injections, numbers. */
const NASTY = [
  '',
  ' ',
  '\t',
  '\t1',
  '1 ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001b\u007f\u0085',
  '\uD800',
  '\uFEFF',
  '%00',
  '%',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE spots; --',
  '<script>alert(1)</script>',
  "$`$&$'$1",
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1',
  '2',
  '-0',
  '1.5',
  '0x10',
  '1e3',
  '1e308',
  '99999999999999999999999999',
  '-2147483649',
  'null',
  'true',
  '{}',
  '[]',
  '😀'.repeat(100),
  'x'.repeat(5000),
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 12 }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.integer({ min: 0, max: 5 }),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 31, -1, 1e21, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), nastyString, { maxKeys: 3 }),
);

/** JSON text of arrays or objects nested hundreds to thousands of levels deep. */
const deepJson = fc
  .record({
    depth: fc.integer({ min: 200, max: 5000 }),
    kind: fc.constantFrom('array', 'object', 'mixed'),
  })
  .map(({ depth, kind }) => {
    const open = { array: '[', object: '{"a":', mixed: '[{"a":' }[kind];
    const close = { array: ']', object: '}', mixed: '}]' }[kind];
    return `${open.repeat(depth)}"x"${close.repeat(depth)}`;
  });

/** Percent-encodes every byte of the UTF-8 text (lone surrogates become U+FFFD, like a browser). */
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/**
 * A path parameter's value: any hostile text but `.` and `..`, which no client can send as a
 * segment: every URL parser (a browser's, fetch's, the test's own) removes it, encoded as `%2E`
 * too, and the request would address another path.
 */
const pathValue = nastyString.filter((text) => text !== '.' && text !== '..');

/** How a generated request says who sends it. */
const SENDERS = ['visitor', 'member', 'admin', 'cookie', 'cookie from another site'] as const;

/** One request for an operation: hostile path and query values, and a hostile body. */
function requestFor(path: string, operation: Operation) {
  const parameters = operation.parameters ?? [];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const properties = Object.keys(json?.schema?.properties ?? {});
  const bodyFromSchema = fc.record(
    Object.fromEntries(properties.map((name) => [name, nastyValue])),
    { requiredKeys: [] },
  );
  const deepField = fc
    .tuple(fc.constantFrom(...properties, 'zz'), deepJson)
    .map(([name, deep]) => `{${JSON.stringify(name)}:${deep}}`);
  const multipart = fc.record({
    type: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json',
      'image/jpeg',
    ),
    data: fc.uint8Array({ maxLength: 200 }),
  });
  return fc.record({
    path: fc.tuple(...pathNames.map(() => pathValue)),
    query: fc.dictionary(fc.constantFrom(...queryNames, 'zz'), nastyString, { maxKeys: 4 }),
    json: json
      ? fc.oneof(
          bodyFromSchema.map((body) => JSON.stringify(body)),
          fc.jsonValue({ maxDepth: 2 }).map((body) => JSON.stringify(body)),
          deepJson,
          deepField,
        )
      : fc.constant(undefined),
    multipart: path === '/api/photo' ? multipart : fc.constant(undefined),
    sender: fc.constantFrom(...SENDERS),
  });
}

/**
 * The OpenAPI path template as a pattern of the concrete paths the router takes it for: a
 * parameter may be empty, and a route declared as its prefix's `/` takes the prefix alone too.
 */
function templatePattern(path: string): RegExp {
  const pattern = path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{[^}]+\}/g, '[^/]*')
    .replace(/\/$/, '/?');
  return new RegExp(`^${pattern}$`);
}

describe.each(engines)('generated hostile requests to every API operation on %s', (engine) => {
  let ctx: TestContext;
  let document: Document;
  let operations: [method: string, path: string, operation: Operation][];
  const ajv = new Ajv({ strict: false, allErrors: true });
  const validators = new Map<string, ValidateFunction>();
  const statuses = new Map<number, number>();
  let problems: string[] = [];
  const reported = new Set<string>();
  let requests = 0;
  let wrongMethodRequests = 0;
  let unlike = 0;

  /** What is wrong with an answer by the document (status, body, headers), or null. */
  function mismatch(
    key: string,
    operation: Operation,
    res: {
      statusCode: number;
      headers: Record<string, string | string[] | number | undefined>;
      body: string;
    },
  ): string | null {
    if (res.statusCode === 405 && !res.headers.allow) return '405 without Allow';
    const answer = operation.responses[String(res.statusCode)];
    if (!answer) return `status ${res.statusCode} is not documented`;
    for (const header of Object.keys(answer.headers ?? {})) {
      if (res.headers[header.toLowerCase()] === undefined) return `no ${header} header`;
    }
    if (!answer.content) return res.body === '' ? null : `a body where none is documented`;
    const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
    const media = answer.content[type] ?? answer.content[type.replace(/\/.*/, '/*')];
    if (!media) return `content type '${type}' is not documented`;
    // A file's bytes have no schema to check; a JSON document's have.
    if (!/[/+]json$/.test(type)) return null;
    const validatorKey = `${key} ${res.statusCode}`;
    let validate = validators.get(validatorKey);
    if (!validate) {
      validate = ajv.compile(media.schema ?? {});
      validators.set(validatorKey, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return 'a body that is not JSON';
    }
    if (validate(body)) return null;
    return `a body the document does not allow: ${ajv.errorsText(validate.errors)}`;
  }

  /** Notes a problem; one of each kind per operation keeps a failing run's report readable. */
  function report(key: string, problem: string, request: string, body: string) {
    unlike += 1;
    const kind = `${key} ${problem.replace(/: .*/s, '')}`;
    if (reported.has(kind)) return;
    reported.add(kind);
    problems.push(`${request}\n${problem}\n${body.slice(0, 300)}`);
  }

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    // Something to find: ids 1 and 2 exist, so generated ids reach deeper than 404.
    const owner = await ctx.make.user();
    for (const title of ['Fuzz Falls', 'Fuzz Point']) {
      const spotId = await ctx.make.spot({ title, userId: owner });
      await ctx.make.photo({ spotId, userId: owner });
    }
    document = ctx.app.swagger() as unknown as Document;
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([method]) => !OFFLINE_ONLY.has(`${method} ${path}`))
        .map(([method, operation]) => [method, path, operation] as [string, string, Operation]),
    );
  });
  afterAll(async () => {
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `OpenAPI fuzz on ${engine} (seed ${SEED}): ${operations?.length ?? 0} operations, ${requests} requests (${byStatus}), ${wrongMethodRequests} with a wrong method, ${unlike} answers unlike the document`,
    );
    await ctx?.close();
  });

  it(
    'answers every generated request as the document says, never with a 5xx',
    async () => {
      expect(operations.length).toBeGreaterThan(50);
      problems = [];
      const admin = await ctx.make.signedIn({ admin: true });
      for (const [method, path, operation] of operations) {
        await fc.assert(
          fc.asyncProperty(requestFor(path, operation), async (generated) => {
            let index = 0;
            const url =
              path.replace(/\{[^}]+\}/g, () => encode(generated.path[index++] ?? '')) +
              (Object.keys(generated.query).length
                ? `?${Object.entries(generated.query)
                    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
                    .join('&')}`
                : '');
            const headers: Record<string, string> = {};
            const { sender } = generated;
            if (sender === 'admin') Object.assign(headers, admin.bearerHeaders);
            else if (sender !== 'visitor') {
              // A member of their own each time: a generated sign-out or account removal ends only theirs.
              const member = await ctx.make.signedIn();
              if (sender === 'member') Object.assign(headers, member.bearerHeaders);
              else headers.cookie = member.cookieHeaders.cookie!;
              if (sender === 'cookie') headers.origin = member.cookieHeaders.origin!;
            }
            let payload: string | Buffer | undefined;
            if (generated.multipart) {
              headers['content-type'] = generated.multipart.type;
              payload = Buffer.from(generated.multipart.data);
            } else if (generated.json !== undefined && method !== 'get') {
              headers['content-type'] = 'application/json';
              payload = generated.json;
            }
            const res = await ctx.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers,
              ...(payload === undefined ? {} : { payload }),
            });
            requests += 1;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const request = `${method.toUpperCase()} ${url.slice(0, 300)} (${sender}, ${String(payload ?? '').length} bytes)`;
            // An empty parameter can make the address another operation's (`/api/user/{id}`
            // with no id is `/api/user/`): the router takes the static one, so is it checked by.
            const address = url.split('?')[0]!;
            const taken = address !== path ? document.paths[address]?.[method] : undefined;
            const key = `${method} ${taken ? address : path}`;
            const problem =
              res.statusCode >= 500
                ? `answered ${res.statusCode}`
                : mismatch(key, taken ?? operation, res);
            if (problem) report(key, problem, request, res.body);
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
      expect(problems, problems.join('\n\n')).toEqual([]);
    },
    Math.max(60_000, RUNS * 12_000),
  );

  it('answers a method a path lacks with 405 and the methods it has in Allow', async () => {
    problems = [];
    const templates = Object.entries(document.paths).map(
      ([path, byMethod]) => [templatePattern(path), Object.keys(byMethod)] as const,
    );
    for (const path of Object.keys(document.paths)) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      // Another template may take the same address (`/api/tag/{name}` and `/api/tag/{id}`).
      const documented = new Set(
        templates
          .filter(([pattern]) => pattern.test(url))
          .flatMap(([, methods]) => methods.map((method) => method.toUpperCase())),
      );
      if (documented.has('GET')) documented.add('HEAD');
      for (const method of METHODS.filter((tried) => !documented.has(tried))) {
        const res = await ctx.app.inject({ method, url });
        wrongMethodRequests += 1;
        const request = `${method} ${url}`;
        if (res.statusCode !== 405) {
          report(request, `answered ${res.statusCode}, not 405`, request, res.body);
          continue;
        }
        const allow = String(res.headers.allow ?? '');
        const expected = [...documented].sort().join(', ');
        if (allow.split(/,\s*/).sort().join(', ') !== expected) {
          report(request, `Allow: ${allow}, documented ${expected}`, request, '');
        }
        if (method !== 'HEAD' && res.json<{ error: { code: string } }>().error.code === undefined)
          report(request, '405 without the error body', request, res.body);
      }
    }
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});
