import { config } from 'zod';

// The site's Content-Security-Policy allows no `eval`: zod checks objects without compiling
// code for them, and never tries whether it may.
config({ jitless: true });
