/**
 * The page's Content-Security-Policy allows no `eval`, so zod must neither compile code for
 * its schemas nor try whether it may (the try alone is reported as a violation). This sets zod's
 * `jitless` without importing zod: zod keeps its settings in `globalThis.__zod_globalConfig`,
 * adopting the object found there when it loads (what `z.config()` writes to), so a page whose
 * first part uses no schema fetches no zod. It is the app entry's first import, before any
 * module that makes a schema.
 *
 * That object is not in zod's documented API, so this module is the one place that touches it:
 * zod is pinned to one version, `zod-config.test.ts` checks that the setting reaches it, and a
 * build without the `zodUnimported` trick (`build-tricks.ts`) takes `zod-config-plain.ts`, zod's
 * own `config()`, instead.
 */
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodHolder.__zod_globalConfig ??= {}).jitless = true;

export {};
