import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest, LAUNCH_BACKGROUND } from './app-manifest';
import { appleLaunchScreens, LAUNCH_SCREEN_FOLDER } from './launch-screens';

const sharedSource = fileURLToPath(new URL('../shared/src/index.ts', import.meta.url));
const sharedSchemas = fileURLToPath(new URL('../shared/src/schemas/index.ts', import.meta.url));
const favicon = fileURLToPath(new URL('./public/favicon.svg', import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

/**
 * React and the router are needed by every page and change rarely, so they get one
 * long-cached chunk. Everything else (MUI, MapLibre) is left to Rollup: forcing it into a
 * named chunk would pull parts used only by the lazy map pages into the home page's JS.
 */
function vendorChunk(id: string): string | undefined {
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server's rendering needs no service worker; the browser's build makes it.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        appleLaunchScreens({ iconSvg: favicon, background: LAUNCH_BACKGROUND }),
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/service-worker',
          filename: 'sw.ts',
          // The app registers the worker itself (core/service-worker.ts), after the first paint.
          injectRegister: false,
          manifest: appManifest,
          includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
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
  }),
  build: isSsrBuild
    ? // The server's rendering of the same app (`entry-server.tsx`), beside the browser's.
      { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
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
          output: { manualChunks: vendorChunk, experimentalMinChunkSize: 10_000 },
        },
      },
}));
