import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { schemaModules } from './packages/web/schema-modules';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const schemas = fileURLToPath(new URL('./packages/shared/src/schemas/index.ts', import.meta.url));
const alias = [
  { find: /^@vantage\/shared$/, replacement: shared },
  { find: /^@vantage\/shared\/schemas$/, replacement: schemas },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-unit',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          root: './packages/server',
          include: ['test/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        // The schemas' modules by name, as the app's build has them (`apiFetch(path, 'Spot')`).
        plugins: [schemaModules()],
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Whole pages render in jsdom; beside the API suite on two cores one can take 6 s.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
