import { config } from 'zod';

// The plain way to what `zod-config.ts` does, for a build without the `zodUnimported` trick
// (`build-tricks.ts`): zod's own setting, before any schema is made, which brings zod's core
// into every page's first script.
config({ jitless: true });
