/**
 * The speed tricks of the browser's build, each of which can be left out to build the plain app
 * instead (the benchmark `bench/served-tricks.bench.ts` builds without each to price it):
 * - `lazySchemas`: each shared API schema is built the first time it is used (`lazy-schemas.ts`);
 * - `compileOnLoad`: the entry, React and MapLibre are compiled while they download.
 */
export const BUILD_TRICKS = ['lazySchemas', 'compileOnLoad'] as const;
/** One speed trick of the browser's build. */
export type BuildTrick = (typeof BUILD_TRICKS)[number];

/**
 * The tricks `BUILD_TRICKS` keeps: unset or `on`, every trick; `off`, none; otherwise the
 * comma-separated tricks that stay on. Throws on a name it does not know.
 */
export function buildTricksOn(value: string | undefined): ReadonlySet<BuildTrick> {
  const text = (value ?? '').trim();
  if (text === '' || text === 'on') return new Set(BUILD_TRICKS);
  if (text === 'off') return new Set();
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !(BUILD_TRICKS as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw new Error(`BUILD_TRICKS: no trick named ${unknown} (${BUILD_TRICKS.join(', ')})`);
  }
  return new Set(names as BuildTrick[]);
}
