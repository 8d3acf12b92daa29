/**
 * Valid requests for every operation of the OpenAPI document, built from its parameter and
 * body schemas and from pools of example values named like the parameters and properties
 * they fill. An operation added later gets requests without anyone listing it: a name with no
 * pool gets a value its schema accepts.
 */

/** A JSON schema as the document writes it (the parts the examples read). */
export interface JsonSchema {
  type?: 'integer' | 'number' | 'boolean' | 'string' | 'array' | 'object' | 'null';
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
}

export interface DocumentedParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface DocumentedOperation {
  parameters?: DocumentedParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
}

/** One operation of the document. */
export interface Operation {
  method: string;
  path: string;
  operation: DocumentedOperation;
}

/** A request ready for `app.inject`. */
export interface ExampleRequest {
  method: string;
  url: string;
  /** A JSON body; the multipart body of an upload is made by the caller from `upload`. */
  payload?: unknown;
  /** Set for operations that take a file: the example index of the file to send. */
  upload?: number;
}

/** Example values by the name of the parameter or body property they fill. */
export type ExamplePools = Record<string, readonly unknown[]>;

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** A value the schema accepts, the `k`th of the few it offers. */
export function schemaExample(schema: JsonSchema | undefined, k = 0): unknown {
  if (!schema) return null;
  if (schema.enum && schema.enum.length > 0) return schema.enum[k % schema.enum.length];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return schemaExample(alternatives[k % alternatives.length], k);
  }
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const low = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const value = schema.exclusiveMinimum === true || low < 1 ? Math.max(1, low) : low;
      return typeof schema.maximum === 'number' ? Math.min(value, schema.maximum) : value;
    }
    case 'boolean':
      return true;
    case 'string':
      return 'Example'.padEnd(schema.minLength ?? 0, 's');
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        schemaExample(schema.items, k),
      );
    case 'object':
      return objectExample(schema, {}, k);
    case 'null':
    case undefined:
      return schema.properties ? objectExample(schema, {}, k) : null;
  }
}

/** An object with its required properties and every property a pool has a value for. */
function objectExample(
  schema: JsonSchema,
  pools: ExamplePools,
  k: number,
): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const pool = pools[name];
    if (pool && pool.length > 0) body[name] = pool[k % pool.length];
    else if (required.has(name)) body[name] = schemaExample(property, k);
  }
  return body;
}

/** How many requests an operation gets: as many as its longest pool, within `most`. */
function countFor(names: readonly string[], pools: ExamplePools, most: number): number {
  const lengths = names.map((name) => pools[name]?.length ?? 1);
  return Math.min(most, Math.max(1, ...lengths));
}

/**
 * Up to `most` requests of an operation: the `k`th takes the `k`th value (wrapping around) of
 * each pool it uses, so values of the same index (a latitude and its longitude) go together.
 */
export function examplesOf(
  { method, path, operation }: Operation,
  pools: ExamplePools,
  options: { most?: number; fileOperations?: ReadonlySet<string> } = {},
): ExampleRequest[] {
  const most = options.most ?? 6;
  const parameters = operation.parameters ?? [];
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const takesFile =
    Object.keys(content).some((type) => type.startsWith('multipart/')) ||
    (options.fileOperations?.has(`${method} ${path}`) ?? false);
  const names = [
    ...parameters.map((parameter) => parameter.name),
    ...Object.keys(json?.properties ?? {}),
    ...(takesFile ? ['upload'] : []),
  ];
  const count = countFor(names, pools, most);
  return Array.from({ length: count }, (_, k) => {
    const value = (parameter: DocumentedParameter) => {
      const pool = pools[parameter.name];
      return pool && pool.length > 0 ? pool[k % pool.length] : schemaExample(parameter.schema, k);
    };
    const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
      return encodeURIComponent(String(parameter ? value(parameter) : 'example'));
    });
    const query = new URLSearchParams();
    for (const parameter of parameters.filter((p) => p.in === 'query')) {
      if (!parameter.required && !pools[parameter.name]) continue;
      query.set(parameter.name, String(value(parameter)));
    }
    const search = query.size > 0 ? `?${query.toString()}` : '';
    return {
      method: method.toUpperCase(),
      url: url + search,
      ...(json ? { payload: objectExample(json, pools, k) } : {}),
      ...(takesFile ? { upload: k } : {}),
    };
  });
}
