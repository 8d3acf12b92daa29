/**
 * A schema built the first time anything reads it. Every property, prototype and key question
 * asked of the returned object is answered by the built schema, so it parses, composes into other
 * schemas and passes zod's `instanceof` checks as the schema itself would.
 *
 * The browser's build wraps the shared API schemas in it (see `lazy-schemas.ts`): a page then
 * builds only the schemas it parses with, not the two hundred the app has.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // A proxy may not report a property its own (empty) target lacks as unchangeable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
