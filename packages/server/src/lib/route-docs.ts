/**
 * Route options for one OpenAPI group: `doc(summary, schema, options)` gives a route its
 * one-line summary beside its zod schemas (params, body, response), plus any other options
 * (e.g. a `preValidation` guard).
 */
export function documentedAs(tags: readonly string[]) {
  return <const S extends object, const O extends object = object>(
    summary: string,
    schema: S,
    options?: O,
  ) => ({ ...(options as O), schema: { tags: [...tags], summary, ...schema } });
}
