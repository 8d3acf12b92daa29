import { build } from 'esbuild';

// Dependencies stay in node_modules (native modules, data packages); only our code is bundled.
await build({
  entryPoints: ['src/main.ts', 'src/admin.ts', 'src/backup.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
