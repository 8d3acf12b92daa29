/**
 * How the server's code is bundled for `npm run serve`, and for a benchmark that runs it as
 * served. Dependencies stay in node_modules (native modules, data packages); only our code is
 * bundled. Without comments and spaces: V8 keeps the bundle's source in memory for as long as the
 * server runs, at two bytes a character when a comment holds one beyond Latin-1 ("…", "°").
 * Names stay as written, so a stack trace still reads (its lines map back through the source map).
 */
export const SERVER_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
};
