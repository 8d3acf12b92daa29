import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { SERVED_SCRIPTS_FILE, type ServedScripts } from '../shared/src/schemas/served-scripts';

const scriptsDir = fileURLToPath(new URL('./src/served/scripts/', import.meta.url));
const sharedSource = fileURLToPath(new URL('../shared/src/index.ts', import.meta.url));

/** Each inline script: the module and the function it runs. */
const SCRIPTS: Record<keyof ServedScripts, { module: string; run: string }> = {
  holdPresses: { module: './hold-presses', run: 'holdPresses' },
  loadLocaleData: { module: './load-locale-data', run: 'loadLocaleData' },
  loadApp: { module: './load-app', run: 'loadApp' },
};

/**
 * Compiles the pages' inline scripts from their modules: each a classic script that runs its
 * function, bundled and minified, for the browsers the site supports.
 */
export async function buildServedScripts(): Promise<ServedScripts> {
  const entries = await Promise.all(
    Object.entries(SCRIPTS).map(async ([name, { module, run }]) => {
      const result = await build({
        stdin: {
          contents: `import { ${run} } from ${JSON.stringify(module)};\n${run}();`,
          resolveDir: scriptsDir,
          loader: 'ts',
        },
        alias: { '@vantage/shared': sharedSource },
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        legalComments: 'none',
        logLevel: 'warning',
      });
      return [name, result.outputFiles[0]!.text.trim()] as const;
    }),
  );
  return Object.fromEntries(entries) as ServedScripts;
}

/**
 * Writes the inline scripts into the browser's build (`served-scripts.json`), where the server
 * reads them once and allows them by their hashes instead of a nonce per response.
 */
export function servedScripts(): Plugin {
  return {
    name: 'vantage:served-scripts',
    apply: 'build',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SERVED_SCRIPTS_FILE,
        source: JSON.stringify(await buildServedScripts()),
      });
    },
  };
}
