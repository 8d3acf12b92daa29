import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVER = 'packages/server/src';

/** Import patterns of the server's floors, each with the reason lint gives for refusing it. */
const ABOVE = {
  adapters: { group: ['**/adapters/**'], message: 'adapters lie above lib and db' },
  media: { group: ['**/media/**'], message: 'the media store lies above lib, db and adapters' },
  modules: { group: ['**/modules/**'], message: 'modules lie above lib, db, adapters and media' },
  config: { group: ['**/config'], message: 'lib and db take configuration values as arguments' },
  seed: { group: ['**/seed/**'], message: 'the demo seed is called from main.ts, not imported' },
  container: {
    group: ['**/container'],
    message: 'only app.ts, main.ts, tests and benchmarks use the container',
  },
  app: { group: ['**/app'], message: 'only main.ts, tests and benchmarks build the HTTP app' },
  main: { group: ['**/main'], message: 'main.ts is the top floor' },
  routes: {
    group: ['**/*.routes', '**/auth-http', '**/session-hook'],
    message: 'routes (HTTP) lie above services and repositories',
  },
  services: { group: ['**/*.service'], message: 'services lie above repositories' },
  liveCode: {
    group: ['../*', '!../database', '../../**'],
    message: 'a migration is frozen: it imports kysely, the Engine type and other migrations only',
  },
};

/**
 * The server's floors, bottom to top: lib and db, adapters, media, modules (repository,
 * service, routes), container.ts, app.ts, main.ts. An import may only point down. Each file
 * falls in one group (a later `no-restricted-imports` would replace an earlier one's list).
 */
function serverFloors() {
  const upper = [ABOVE.seed, ABOVE.container, ABOVE.app, ABOVE.main];
  const inModules = upper;
  const inServices = [...inModules, ABOVE.routes];
  const inRepositories = [...inServices, ABOVE.services];
  const inMedia = [ABOVE.modules, ...upper];
  const inAdapters = [ABOVE.media, ...inMedia];
  const inLibAndDb = [ABOVE.adapters, ABOVE.config, ...inAdapters];
  const floor = (files, patterns, ignores = []) => ({
    files: files.map((glob) => `${SERVER}/${glob}`),
    ignores: ignores.map((glob) => `${SERVER}/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  return [
    floor(['lib/**', 'db/**'], inLibAndDb, ['db/migrations/**']),
    floor(['db/migrations/**'], [...inLibAndDb, ABOVE.liveCode]),
    floor(['adapters/**'], inAdapters),
    floor(['media/**'], inMedia),
    floor(['modules/**'], inModules, ['modules/**/*.service.ts', 'modules/**/*.repository.ts']),
    floor(['modules/**/*.service.ts'], inServices),
    floor(['modules/**/*.repository.ts'], inRepositories),
    floor(['seed/**'], upper),
    floor(['container.ts'], [ABOVE.app, ABOVE.main]),
    floor(['app.ts'], [ABOVE.main]),
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Fastify plugins and route handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Tests read untyped JSON answers; asserting on them is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...serverFloors(),
  {
    files: ['packages/shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^node:', message: 'shared must stay free of Node-only imports' }],
          paths: ['fs', 'path', 'crypto', 'os', 'child_process'],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@vantage/server', '**/server/src/**'],
              message: 'web never imports server code',
            },
          ],
        },
      ],
    },
  },
);
