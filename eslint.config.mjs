import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import modulesOneWay from './eslint-rules/modules-one-way.mjs';

const SERVER = 'packages/server/src';

/** Import patterns of the server's floors, each with the reason lint gives for refusing it. */
const ABOVE = {
  adapters: { group: ['**/adapters/**'], message: 'adapters lie above lib and db' },
  media: { group: ['**/media/**'], message: 'the media store lies above lib, db and adapters' },
  modules: { group: ['**/modules/**'], message: 'modules lie above lib, db, adapters and media' },
  config: { group: ['**/config'], message: 'lib and db take configuration values as arguments' },
  configured: {
    group: ['**/adapters/**', '**/media/**', '**/modules/**'],
    message:
      'config.ts lies below what it configures: the types and parsers of its parts live in lib/*.config.ts',
  },
  seed: { group: ['**/seed/**'], message: 'the demo seed is called from main.ts, not imported' },
  container: {
    group: ['**/container', '**/composition/**'],
    message: 'only app.ts, main.ts, tests and benchmarks use the container',
  },
  app: { group: ['**/app'], message: 'only main.ts, tests and benchmarks build the HTTP app' },
  main: { group: ['**/main'], message: 'main.ts is the top floor' },
  routes: {
    group: ['**/*.routes', '**/auth-http', '**/session-hook', '**/session-http'],
    message: 'routes (HTTP) lie above services and repositories',
  },
  services: { group: ['**/*.service'], message: 'services lie above repositories' },
  liveCode: {
    group: ['../*', '!../database', '../../**'],
    message: 'a migration is frozen: it imports kysely, the Engine type and other migrations only',
  },
};

/**
 * The server's floors, bottom to top: lib and db, config.ts, adapters, media, modules
 * (repository, service, routes), container.ts with its builders in composition/, app.ts,
 * main.ts. An import may only point down. Each file
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
    floor(['config.ts'], [ABOVE.configured, ...upper]),
    floor(['adapters/**'], inAdapters),
    floor(['media/**'], inMedia),
    floor(['modules/**'], inModules, ['modules/**/*.service.ts', 'modules/**/*.repository.ts']),
    floor(['modules/**/*.service.ts'], inServices),
    floor(['modules/**/*.repository.ts'], inRepositories),
    floor(['seed/**'], upper),
    floor(['container.ts', 'composition/**'], [ABOVE.app, ABOVE.main]),
    floor(['app.ts'], [ABOVE.main]),
  ];
}

const WEB_NEVER_IMPORTS_SERVER = {
  group: ['@vantage/server', '**/server/src/**'],
  message: 'web never imports server code',
};
const TEST_SUPPORT_IN_TESTS_ONLY = {
  regex: String.raw`(^|/)test-support(/|$)`,
  message: 'test-support/ holds builders for tests; the app never imports it',
};

/**
 * `.replace` and `.replaceAll` read their replacement text for patterns (`$&` puts the match
 * back, `$1` a group, `$\`` what comes before), so text that is not a constant written here
 * must come through a function, whose answer goes in as it is.
 */
const REPLACEMENT_IS_CONSTANT_OR_FUNCTION = {
  selector: [
    'CallExpression',
    ':matches([callee.property.name=/^replace(All)?$/], [callee.property.value=/^replace(All)?$/])',
    '[arguments.length>=2]',
    ':not(',
    '[arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/], ',
    "[arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0], ",
    "[arguments.1.type='TaggedTemplateExpression'][arguments.1.quasi.expressions.length=0]",
    ')',
  ].join(''),
  message:
    'The replacement of .replace/.replaceAll is read for $& and $1 patterns, so text put in ' +
    'that way can change what comes out: pass a string literal, a template without ' +
    'expressions, or a function (its answer goes in as it is).',
};

/**
 * The `spots` table has one writer, modules/spots/spot-writer.repository.ts: a spot's row feeds
 * search, the tile lists and the kept pages, which hear of its changes through SpotChanges, so
 * a write anywhere else is one that may be forgotten there. Kysely calls and raw SQL alike.
 */
const SPOTS_HAVE_ONE_WRITER_MESSAGE =
  'the spots table is written only in modules/spots/spot-writer.repository.ts, its one writer ' +
  '(whose callers report the change to SpotChanges, which keeps search, tiles and pages up to ' +
  'date): add or call a function there';
const SPOTS_HAVE_ONE_WRITER = [
  {
    selector:
      'CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/][arguments.0.value=/^spots(\\s|$)/]',
    message: SPOTS_HAVE_ONE_WRITER_MESSAGE,
  },
  {
    selector:
      'TaggedTemplateExpression[tag.name="sql"] TemplateElement[value.raw=/(update|insert\\s+into|delete\\s+from|replace\\s+into)\\s+"?spots\\b/i]',
    message: SPOTS_HAVE_ONE_WRITER_MESSAGE,
  },
];

/**
 * MapLibre's insides (its `_` members, the painter, the terrain's mesh, the transform) are
 * touched only in platform/maplibre, where the version is pinned and checked at start, each
 * trick can be switched off and a browser test holds them: elsewhere an upgrade could change
 * them with every type and test still green.
 */
const MAPLIBRE_INSIDES_MESSAGE =
  "MapLibre's insides are used only in platform/maplibre (pinned version, start-up check, " +
  'browser contract test); elsewhere use its public API or add a hook there.';
const MAPLIBRE_INSIDES = [
  { selector: 'MemberExpression[property.name=/^_/]', message: MAPLIBRE_INSIDES_MESSAGE },
  {
    selector: [
      'MemberExpression[property.name=/^(painter|terrain|transform)$/]',
      ":not(CallExpression > MemberExpression.callee, [object.property.name='style'])",
    ].join(''),
    message: MAPLIBRE_INSIDES_MESSAGE,
  },
];

/**
 * One floor of the web app: its `files` may not import from the folders of `src/` named in
 * `above` (relative specifiers such as `../core/x` or `../../app/y`), statically or with
 * import(). `extra` adds patterns of that floor; `syntax` the code it may not hold.
 */
function webFloor(files, above, message, extra = [], syntax = MAPLIBRE_INSIDES) {
  const patterns = [
    {
      regex: String.raw`^(\.\./)+(${above.join('|')})(/|$)`,
      message: `${message}: no import from ${above.join(', ')}`,
    },
    ...extra,
  ];
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [WEB_NEVER_IMPORTS_SERVER, TEST_SUPPORT_IN_TESTS_ONLY, ...patterns] },
      ],
      // Selectors cannot hold a '/' inside a regular expression, hence \x2F.
      'no-restricted-syntax': [
        'error',
        REPLACEMENT_IS_CONSTANT_OR_FUNCTION,
        ...syntax,
        ...patterns.map((pattern) => ({
          selector: `ImportExpression > Literal.source[value=/${pattern.regex.replaceAll('/', String.raw`\x2F`)}/]`,
          message: pattern.message,
        })),
      ],
    },
  };
}

/*
 * The served pages' conventions (docs/ARCHITECTURE.md, "Browser"). They use rules the floors do
 * not (`@typescript-eslint/no-restricted-imports`, `no-restricted-properties`), so that the
 * floors' own lists stay whole.
 */
const WEB = 'packages/web/src';
/** React's internals, which only the served pages' seam may touch. */
const REACT_INTERNALS = ['_reactRetry', 'unstable_scheduleHydration'].map((property) => ({
  property,
  message:
    "React's internals are touched only in web/src/served/, behind a SERVED_TRICKS switch with " +
    "React's plain path as the fallback",
}));
const NO_MUI_TOOLTIP = {
  message:
    "use Hint (components/hint.tsx): MUI's Tooltip keeps its control's element in its state as " +
    'React attaches it, a synchronous render after the commit of every served page that shows it',
};
const MUI_TOOLTIP_ONLY_IN_HINT = [
  { name: '@mui/material/Tooltip', ...NO_MUI_TOOLTIP },
  { name: '@mui/material', importNames: ['Tooltip'], ...NO_MUI_TOOLTIP },
];
const HYDRATION_READ_WHERE_ALLOWED = {
  group: ['**/lib/use-hydrated'],
  importNames: ['useHydrated', 'useMountedByBrowser'],
  message:
    'what differs in the browser is read through useBrowserOnlyQuery (an outside service) or ' +
    'useSyncExternalStore with the server snapshot; useHydrated is for what only the browser ' +
    'can draw, in the few parts listed in eslint.config.mjs, since each is a second render of a ' +
    'hydrated part',
};
/** Where Tooltip is wrapped, and where the hydration may be read. */
const TOOLTIP_WRAPPER = [`${WEB}/components/hint.tsx`, `${WEB}/components/hint.test.tsx`];
const READS_HYDRATION = [
  `${WEB}/served/**`,
  `${WEB}/lib/use-hydrated.ts`,
  `${WEB}/core/browser-only-query.ts`,
  `${WEB}/features/offline/use-offline-pack.ts`,
  `${WEB}/features/community/spot-descriptions.tsx`,
  `${WEB}/**/*.test.ts`,
  `${WEB}/**/*.test.tsx`,
];
const restrictImports = (options) => ({
  '@typescript-eslint/no-restricted-imports': ['error', options],
});
const SERVED_PAGE_RULES = [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/served/**`],
    rules: { 'no-restricted-properties': ['error', ...REACT_INTERNALS] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [...TOOLTIP_WRAPPER, ...READS_HYDRATION],
    rules: restrictImports({
      paths: MUI_TOOLTIP_ONLY_IN_HINT,
      patterns: [HYDRATION_READ_WHERE_ALLOWED],
    }),
  },
  { files: READS_HYDRATION, rules: restrictImports({ paths: MUI_TOOLTIP_ONLY_IN_HINT }) },
  { files: TOOLTIP_WRAPPER, rules: restrictImports({ patterns: [HYDRATION_READ_WHERE_ALLOWED] }) },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
    ],
  },
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
  // The web floors below repeat this rule with their own selectors (a later block's options
  // replace an earlier one's).
  { rules: { 'no-restricted-syntax': ['error', REPLACEMENT_IS_CONSTANT_OR_FUNCTION] } },
  ...serverFloors(),
  {
    // Modules form layers too: none imports one that imports it back (see eslint-rules/; list
    // the pairs with `node scripts/module-pairs.mjs`).
    files: [`${SERVER}/modules/**`],
    plugins: { vantage: { rules: { 'modules-one-way': modulesOneWay } } },
    rules: {
      'vantage/modules-one-way': [
        'error',
        {
          modulesDir: `${import.meta.dirname}/${SERVER}/modules`,
        },
      ],
    },
  },
  {
    files: [`${SERVER}/**`],
    ignores: [
      `${SERVER}/modules/spots/spot-writer.repository.ts`,
      // Frozen migrations rewrite spots in their own SQL; tests arrange rows directly.
      `${SERVER}/db/migrations/**`,
      `${SERVER}/**/*.test.ts`,
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        REPLACEMENT_IS_CONSTANT_OR_FUNCTION,
        ...SPOTS_HAVE_ONE_WRITER,
      ],
    },
  },
  {
    // The exact position of a protected place is read in one place, which decides by the
    // shared access policy which position each viewer may know.
    files: [`${SERVER}/**`],
    ignores: [`${SERVER}/lib/spot-position.ts`, `${SERVER}/db/**`, `${SERVER}/**/*.repository.ts`],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['exact_lat', 'exact_lng', 'spot_exact_lat', 'spot_exact_lng'].map((property) => ({
          property,
          message:
            'the exact position of a protected place is read only through lib/spot-position.ts (positionSeenBy), which asks the access policy who may know it',
        })),
      ],
    },
  },
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
        { patterns: [WEB_NEVER_IMPORTS_SERVER, TEST_SUPPORT_IN_TESTS_ONLY] },
      ],
    },
  },
  /*
   * The floors of the web app. An import may only point down:
   *
   *   lib/, api/      plain helpers and the typed API client
   *   platform/       one seam per library whose insides we touch (platform/maplibre, zod)
   *   core/           app-wide state and rules: session, navigation and addresses, page data,
   *                   page title, leave warning, query client, shared queries, theme, popups
   *   components/     UI fed by props: no fetching, no feature
   *   features/<area> one folder per area, each owning its queries
   *   app/            routes, layout, providers and the chrome (top bar, menus, drawer, footer)
   *
   * Another feature is reached only through its index.ts (`../map`, never `../map/map-view`),
   * and no two features import each other both ways. The map has a second, light door,
   * `../map/view`: its bare view alone, for a small map on a page that must not fetch the large
   * map's menus, panels and tracks with it (the spot page's mini map). An index pulls everything it re-exports
   * into the JS of whoever imports it, so the indexes that the first page imports (home,
   * search) stay light, and a heavy one (the map with MapLibre) is imported only by code that
   * is itself loaded lazily. Pages are not re-exported: app/routes.tsx and app/root-layout.tsx
   * load each page with import() by its module path, which keeps every page its own chunk
   * (app/ may import anything, so nothing needs allowing there). Dynamic import() is held to
   * the same floors through no-restricted-syntax, since no-restricted-imports reads only
   * static imports. Feature folders are flat, so `../<area>/<file>` from a feature is always
   * another feature's inside.
   *
   * A later block's options replace an earlier block's for the same rule, so every floor
   * repeats the rule that web never imports server code. Tests may render the whole app to
   * test a feature in place, so they keep only that rule.
   */
  webFloor(
    ['packages/web/src/lib/**', 'packages/web/src/api/**'],
    ['platform', 'core', 'components', 'features', 'app'],
    'lib/ and api/ are the lowest floor',
  ),
  webFloor(
    ['packages/web/src/platform/**'],
    ['core', 'components', 'features', 'app'],
    'platform/ (the seams to libraries whose insides we touch) sits just above lib/',
    [],
    [],
  ),
  webFloor(
    ['packages/web/src/served/**'],
    ['core', 'components', 'features', 'app'],
    "served/ (the served pages' tricks) sits beside lib/, below core",
    [],
    // React's insides (`_reactRetry`) are touched here, and they are not MapLibre's.
    [],
  ),
  webFloor(
    ['packages/web/src/core/**'],
    ['components', 'features', 'app'],
    'core/ sits below components, features and app',
  ),
  webFloor(
    ['packages/web/src/components/**'],
    ['features', 'app'],
    'components/ are UI fed by props, below features and app',
  ),
  webFloor(['packages/web/src/features/**'], ['app'], 'features sit below app', [
    {
      regex: String.raw`^\.\./(?!map/view$)[^./][^/]*/.`,
      message:
        "another feature is reached only through its index.ts ('../map', not '../map/map-view'; the map's light door is '../map/view')",
    },
  ]),
  {
    files: ['packages/web/src/**/*.test.ts', 'packages/web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WEB_NEVER_IMPORTS_SERVER] }],
      'no-restricted-syntax': ['error', REPLACEMENT_IS_CONSTANT_OR_FUNCTION, ...MAPLIBRE_INSIDES],
    },
  },
  ...SERVED_PAGE_RULES,
  {
    files: ['packages/web/src/platform/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', REPLACEMENT_IS_CONSTANT_OR_FUNCTION] },
  },
);
