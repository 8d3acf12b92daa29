// The source file, not the package's build: vite.config.ts reads this, and Vite may run before
// the shared package is built.
import { switchesOn } from '../shared/src/domain/served-switches';

/**
 * The speed tricks of the browser's build, each of which can be left out to build the plain app
 * instead (the benchmark `bench/served-tricks.bench.ts` builds without each to price it):
 * - `lazySchemas`: each shared API schema is built the first time it is used (`lazy-schemas.ts`);
 * - `compileOnLoad`: the entry, React and MapLibre are compiled while they download;
 * - `zodUnimported`: zod is told to compile no code without the entry importing zod
 *   (`src/platform/zod/zod-config.ts`), so a page that parses nothing fetches no zod.
 */
export const BUILD_TRICKS = ['lazySchemas', 'compileOnLoad', 'zodUnimported'] as const;
/** One speed trick of the browser's build. */
export type BuildTrick = (typeof BUILD_TRICKS)[number];

/**
 * The tricks `BUILD_TRICKS` keeps: unset or `on`, every trick; `off`, none; otherwise the
 * comma-separated tricks that stay on. Throws on a name it does not know.
 */
export function buildTricksOn(value: string | undefined): ReadonlySet<BuildTrick> {
  return switchesOn('BUILD_TRICKS', BUILD_TRICKS, value);
}
