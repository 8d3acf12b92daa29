import { build } from 'esbuild';
import { SERVER_BUNDLE } from './bundle-options.mjs';

await build({
  ...SERVER_BUNDLE,
  entryPoints: ['src/main.ts', 'src/admin.ts', 'src/backup.ts', 'src/seed/demo-photo-process.ts'],
  outdir: 'dist',
  outbase: 'src',
});
