import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest, LAUNCH_BACKGROUND } from './app-manifest';
import { buildTricksOn } from './build-tricks';
import { appleLaunchScreens, LAUNCH_SCREEN_FOLDER } from './launch-screens';
import { lazySchemas } from './lazy-schemas';
import { schemaModules } from './schema-modules';
import { servedScripts } from './served-scripts';

const sharedSource = fileURLToPath(new URL('../shared/src/index.ts', import.meta.url));
const sharedSchemas = fileURLToPath(new URL('../shared/src/schemas/index.ts', import.meta.url));
const favicon = fileURLToPath(new URL('./public/favicon.svg', import.meta.url));
// MapLibre's build for pages that give it its worker's URL (platform/maplibre/map-library.ts does): without the
// worker's code as a string for a worker made from it, which the browser would parse for nothing.
const mapLibreWithoutWorker = createRequire(import.meta.url).resolve(
  'maplibre-gl/dist/maplibre-gl-csp.js',
);
// zod's setting for the page's policy (no `eval`) the plain way, for a build without the trick.
const zodConfigPlain = fileURLToPath(
  new URL('./src/platform/zod/zod-config-plain.ts', import.meta.url),
);
const apiServer = 'http://127.0.0.1:3000';
const buildTricks = buildTricksOn(process.env.BUILD_TRICKS);

/**
 * React and the router are needed by every page and change rarely, so they get one
 * long-cached chunk. MapLibre, a library imported by nothing but the map's own code, gets one of
 * its own: left to Rollup, it shares a chunk with whatever code happens to be loaded by the same
 * pages, which then changes with that code. Everything else (MUI) is left to Rollup: forcing it
 * into a named chunk would pull parts used only by the lazy pages into the home page's JS.
 */
function vendorChunk(id: string): string | undefined {
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  if (/node_modules\/maplibre-gl\//.test(id)) return 'maplibre-gl';
  return undefined;
}

/** V8's magic comment: every function of the script runs when it loads. */
const COMPILE_ON_LOAD_COMMENT = '//# allFunctionsCalledOnLoad';

/** The chunk holding MapLibre, which a map's first view runs most of. */
const isMapLibre = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => id.includes('/node_modules/maplibre-gl/'));

/**
 * V8 compiles a function on the main thread the first time it is called, and a page's start
 * calls most of the app's entry and of React, as a map's first view does of MapLibre: their
 * compiling was a large part of the tasks that start a page and a map. Marked as called on
 * load, they are compiled while they download, off the main thread. Only these three chunks: a
 * page's own parts run a fraction of their functions at once.
 */
function compileStartOnLoad(): Plugin {
  return {
    name: 'vantage:compile-start-on-load',
    apply: 'build',
    enforce: 'post',
    // After Vite's own additions to the chunks: the comment must open the file.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (
            chunk.type === 'chunk' &&
            (chunk.isEntry || chunk.name === 'react' || isMapLibre(chunk))
          ) {
            chunk.code = `${COMPILE_ON_LOAD_COMMENT}\n${chunk.code}`;
          }
        }
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server's rendering needs no service worker; the browser's build makes it.
  plugins: isSsrBuild
    ? [react(), schemaModules()]
    : [
        react(),
        schemaModules(),
        ...(buildTricks.has('compileOnLoad') ? [compileStartOnLoad()] : []),
        ...(buildTricks.has('lazySchemas') ? [lazySchemas()] : []),
        servedScripts(),
        appleLaunchScreens({ iconSvg: favicon, background: LAUNCH_BACKGROUND }),
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/service-worker',
          filename: 'sw.ts',
          // The app registers the worker itself (core/service-worker.ts), after the first paint.
          injectRegister: false,
          manifest: appManifest,
          includeAssets: ['icons/icon-48.png', 'icons/apple-touch-icon.png'],
          injectManifest: {
            // The whole app shell, every page's chunk included, so any page starts offline.
            globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
            // iOS fetches the launch screens when the app is added to the home screen; no page needs them.
            globIgnores: ['**/node_modules/**/*', `${LAUNCH_SCREEN_FOLDER}/**`],
            maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            rollupFormat: 'es',
          },
          devOptions: { enabled: false },
        }),
      ],
  resolve: {
    alias: [
      { find: /^@vantage\/shared$/, replacement: sharedSource },
      { find: /^@vantage\/shared\/schemas$/, replacement: sharedSchemas },
      ...(isSsrBuild ? [] : [{ find: /^maplibre-gl$/, replacement: mapLibreWithoutWorker }]),
      // The entry's `import './platform/zod/zod-config'`.
      ...(buildTricks.has('zodUnimported')
        ? []
        : [{ find: /^\.\/platform\/zod\/zod-config$/, replacement: zodConfigPlain }]),
    ],
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/tiles': apiServer,
      '/media': apiServer,
      '/healthz': apiServer,
    },
  },
  // The server renders pages with the same production builds of React, MUI and emotion as the
  // browser, whatever the server's own NODE_ENV: the class names its styles get must be those
  // the browser gives them when it hydrates the page, and the development builds render slower.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Written in ASCII ("…" as "\u2026"): V8 holds a module's source at two bytes a character
    // for as long as the server runs once one character is beyond Latin-1.
    esbuild: { charset: 'ascii' as const },
  }),
  build: isSsrBuild
    ? // The server's rendering of the same app (`entry-server.tsx`), beside the browser's.
      // Minified, as the browser's build is: V8 keeps every loaded module's source in memory.
      { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, minify: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        modulePreload: {
          // Every browser that runs this app supports modulepreload natively.
          polyfill: false,
          // A part loaded later (a page, a dialog) brings the modules it imports with it: the
          // browser finds them in the part itself. Listing them as preload links from script
          // instead costs the main thread a link element and a fetch each (some fifty for a
          // spot page) in the task that starts the app. Its styles still load beside it.
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
        },
        rollupOptions: {
          // Chunks under 2 kB without side effects are merged into chunks loaded with them, so
          // a page starts fewer fetches; a larger floor merges code the home page never runs
          // into its entry (at 10 kB: 209.5 KB of JavaScript on the home page, 203.3 at 2 kB; a
          // spot page on a phone 38 scripts at 2 kB, 37 at 10).
          output: { manualChunks: vendorChunk, experimentalMinChunkSize: 2_000 },
        },
      },
}));
