import { config } from 'zod/v4';

// The site's Content-Security-Policy allows no `eval`: zod checks objects without compiling
// code for them, and never tries whether it may. The browser's build gives this module for
// `zod` (vite.config.ts), so the setting comes before any schema is made, in whichever script.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
