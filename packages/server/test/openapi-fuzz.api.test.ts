import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/engines';
import { createTestContext, type TestContext } from './support/test-context';

const engines = await testEngines();

/** Generated requests per operation: a few in `npm test`, many more with FUZZ_RUNS set. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** Operations whose answers depend on outside hosts a generated address could name. */
const OFFLINE_ONLY = new Set(['post /api/tools/urlImages']);

/** Text that once broke a server somewhere: NUL, encodings, patterns, injections, numbers. */
const NASTY = [
  '',
  ' ',
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
    path: fc.tuple(...pathNames.map(() => nastyString)),
    query: fc.dictionary(fc.constantFrom(...queryNames, 'zz'), nastyString, { maxKeys: 4 }),
    json: json ? fc.oneof(bodyFromSchema, fc.jsonValue({ maxDepth: 2 })) : fc.constant(undefined),
    multipart: path === '/api/photo' ? multipart : fc.constant(undefined),
    signedIn: fc.boolean(),
  });
}

describe.each(engines)('generated hostile requests to every API operation on %s', (engine) => {
  let ctx: TestContext;
  let operations: [method: string, path: string, operation: Operation][];
  let requests = 0;
  let serverErrors = 0;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    // Something to find: ids 1 and 2 exist, so generated ids reach deeper than 404.
    const owner = await ctx.make.user();
    for (const title of ['Fuzz Falls', 'Fuzz Point']) {
      const spotId = await ctx.make.spot({ title, userId: owner });
      await ctx.make.photo({ spotId, userId: owner });
    }
    const document = ctx.app.swagger() as unknown as Document;
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([method]) => !OFFLINE_ONLY.has(`${method} ${path}`))
        .map(([method, operation]) => [method, path, operation] as [string, string, Operation]),
    );
  });
  afterAll(async () => {
    console.log(
      `OpenAPI fuzz on ${engine}: ${operations?.length ?? 0} operations, ${requests} requests, ${serverErrors} answered 5xx`,
    );
    await ctx?.close();
  });

  it(
    'answers no generated request with a 5xx',
    async () => {
      expect(operations.length).toBeGreaterThan(50);
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
            // A member of their own each time: a generated sign-out or account removal ends only theirs.
            const auth = generated.signedIn ? (await ctx.make.signedIn()).bearerHeaders : {};
            const headers: Record<string, string> = { ...auth };
            let payload: string | Buffer | undefined;
            if (generated.multipart) {
              headers['content-type'] = generated.multipart.type;
              payload = Buffer.from(generated.multipart.data);
            } else if (generated.json !== undefined && method !== 'get') {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(generated.json);
            }
            const res = await ctx.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers,
              ...(payload === undefined ? {} : { payload }),
            });
            requests += 1;
            if (res.statusCode >= 500) serverErrors += 1;
            expect(
              res.statusCode,
              `${method.toUpperCase()} ${url}\n${res.body.slice(0, 500)}`,
            ).toBeLessThan(500);
          }),
          { numRuns: RUNS },
        );
      }
    },
    Math.max(30_000, RUNS * 8_000),
  );
});
