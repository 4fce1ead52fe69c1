// Flat config: typescript-eslint's recommended rules for every package, plus the import
// boundaries of docs/conventions.md (remotes never import each other or the shell; one HTTP client).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const remoteFolders = ['shell', 'auth-remote', 'talent-app', 'employer-app', 'chat-app'];

const boundaryRules = remoteFolders.map((folder) => ({
  files: [`${folder}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: remoteFolders
          .filter((other) => other !== folder)
          .map((other) => ({
            group: [`**/${other}/**`, `@peworld/${other}`, `@peworld/${other}/*`],
            message:
              'Apps meet only through @peworld/shared-ui and the shell (docs/conventions.md rule 3).',
          })),
        paths: [
          { name: 'ky', message: 'Use the shared-ui API client (docs/conventions.md rule 6).' },
          // One react-intl instance: a second copy has its own context without the messages.
          {
            name: 'react-intl',
            message:
              "Use useT / useAppIntl from '@peworld/shared-ui' (docs/decisions/057-i18n.md).",
          },
          { name: 'axios', message: 'Use the shared-ui API client (docs/conventions.md rule 6).' },
          {
            name: 'openapi-fetch',
            message:
              "Call the API through `api` from '@peworld/shared-ui': one typed client over the one HTTP client (shared-ui/README.md).",
          },
          {
            name: '@tanstack/react-query',
            message:
              "Import TanStack Query from '@peworld/shared-ui': its re-exports are the one copy whose context holds the shell's QueryClient.",
          },
          // Not shared through federation: a remote importing it would bundle a second
          // session store instead of using the shell's (docs/decisions/051).
          ...(folder === 'shell'
            ? []
            : [
                {
                  name: '@peworld/shared-ui/core',
                  message: "Import '@peworld/shared-ui': /core is the shell's first-load subset.",
                },
              ]),
        ],
      },
    ],
  },
}));

// A remote's own data code calls the API through shared-ui's typed client: a bare fetch or XHR
// would skip the session handling, retries and ApiError every other call has.
const noBareRequests = {
  files: [
    'auth-remote/src/**/*.{ts,tsx}',
    'talent-app/src/**/*.{ts,tsx}',
    'employer-app/src/**/*.{ts,tsx}',
    'chat-app/src/**/*.{ts,tsx}',
  ],
  ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
  rules: {
    'no-restricted-globals': [
      'error',
      ...['fetch', 'XMLHttpRequest', 'EventSource'].map((name) => ({
        name,
        message:
          "Call the API through `api` (or `uploadWithProgress`) from '@peworld/shared-ui' (shared-ui/README.md).",
      })),
    ],
  },
};

// The API's layers (docs/conventions.md rule 9, api/README.md): routes translate HTTP and call
// domains; domains hold the rules and the SQL; lib holds helpers that know no domain; nothing
// imports a route. Import cycles: importCycleRules below.
const layer = (files, patterns, extra = {}) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
    ...extra.rules,
  },
});
// Routes and domains refuse one way: a DomainError, whose kind the error handler maps to a status.
const noHttpErrors = {
  selector: "MemberExpression[property.name='httpErrors']",
  message:
    'Refuse with DomainError (api/src/domains/domain-error.ts); the error handler picks the HTTP status.',
};
const noRoutes = {
  group: ['**/routes/**'],
  message: 'Nothing imports a route: routes are the outermost layer (api/README.md, Layout).',
};
const apiLayerRules = [
  layer(
    ['api/src/routes/**/*.ts'],
    [
      {
        group: ['**/db/db.js', 'pg', '@electric-sql/pglite'],
        allowTypeImports: true,
        message:
          'Routes reach the database through their domain (api/src/domains), never directly (docs/conventions.md rule 9).',
      },
    ],
  ),
  layer(['api/src/domains/**/*.ts'], [noRoutes], {
    rules: {
      'no-restricted-syntax': ['error', noHttpErrors],
    },
  }),
  layer(['api/src/plugins/**/*.ts'], [noRoutes]),
  layer(
    ['api/src/lib/**/*.ts'],
    [
      noRoutes,
      {
        // retryMessage still lives in the rate-limit plugin (its text is being localized).
        regex: '^\\.\\./plugins/(?!external/rate-limit\\.js$)',
        message: 'lib/ holds helpers below the plugins: move shared code down, not up.',
      },
      {
        regex: '^\\.\\./domains/(?!domain-error\\.js$)',
        message: 'lib/ knows no domain: the code belongs in api/src/domains/<domain>/.',
      },
    ],
  ),
  // Routes do not open transactions or run SQL (their domain's job) and refuse with DomainError.
  {
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noHttpErrors,
        {
          selector:
            "CallExpression[callee.property.name=/^(query|transaction|exec)$/]:matches([callee.object.property.name='db'], [callee.object.name=/^(db|tx)$/])",
          message:
            'A route calls its domain; SQL and transactions live in api/src/domains (docs/conventions.md rule 9).',
        },
      ],
    },
  },
];
// Every user-facing text comes from the app's message catalogs (docs/decisions/057-i18n.md):
// a literal string as JSX text or in a prop a person reads or hears is an error.
const noLiteralText = {
  files: [
    'shell/src/**/*.tsx',
    'auth-remote/src/**/*.tsx',
    'talent-app/src/**/*.tsx',
    'employer-app/src/**/*.tsx',
    'chat-app/src/**/*.tsx',
    'shared-ui/src/**/*.tsx',
  ],
  ignores: [
    '**/*.test.tsx',
    '**/testing/**',
    // Developer-only pages: a remote running on its own, the ops console.
    '**/standalone/**',
    'shared-ui/src/federation/standalone-harness.tsx',
    'shell/src/routes/ops/**',
  ],
  plugins: { formatjs },
  rules: {
    'formatjs/no-literal-string-in-jsx': [
      'error',
      {
        props: {
          include: [['*', '{label,placeholder,title,hint,description,message,heading,alt}']],
        },
      },
    ],
  },
};

const frontendSources = [
  'shell/src/**/*.{ts,tsx}',
  'auth-remote/src/**/*.{ts,tsx}',
  'talent-app/src/**/*.{ts,tsx}',
  'employer-app/src/**/*.{ts,tsx}',
  'chat-app/src/**/*.{ts,tsx}',
  'shared-ui/src/**/*.{ts,tsx}',
];

// React's rules for every frontend (docs/conventions.md rule 11): the Rules of Hooks, complete effect dependencies (an error,
// so a stale closure fails `npm run lint` instead of scrolling past as a warning), and the
// jsx-a11y recommended set. The plugin's React Compiler rules are not enabled: the apps are not
// compiled with it.
const reactRules = [
  {
    files: frontendSources,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: frontendSources },
];

// Inside a remote the pages in exposed/ are the top layer: features and the remote's shared
// folders (components, hooks, lib, api) never import a page, and the shared folders import no
// feature (what they would need from one belongs in them or in features/common).
const remoteLayerMessage = {
  exposed:
    'exposed/ holds the pages, the top layer: nothing inside the remote imports them (docs/conventions.md rule 3).',
  features:
    "A remote's shared folders (components, hooks, lib, api) import no feature: move the code down (docs/conventions.md rule 3).",
};
const importsExposed = { regex: '(^|/)exposed(/|$)', message: remoteLayerMessage.exposed };
const remoteSharedLayerRules = remoteFolders.map((folder) => ({
  files: [`${folder}/src/{components,hooks,lib,api}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          importsExposed,
          { regex: '(^|/)features(/|$)', message: remoteLayerMessage.features },
        ],
      },
    ],
  },
}));

// Inside a remote, a feature folder does not import another feature: what two features share
// lives in features/common, so a feature can change or go without touching the others. A relative
// path reaches a sibling feature after climbing exactly one level more than the file's depth inside
// its feature, so the rule is generated per depth (a file directly in features/<a>/ is depth 0).
const featureImportMessage =
  'A feature imports no other feature: move what both need to features/common (docs/conventions.md rule 3).';
const featureBoundaryRules = remoteFolders.flatMap((folder) =>
  [0, 1, 2, 3, 4].map((depth) => ({
    files: [`${folder}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}(?!common(/|$))[^./]`,
              message: featureImportMessage,
            },
            { regex: '(^|/)features/(?!common(/|$))', message: featureImportMessage },
            importsExposed,
          ],
        },
      ],
    },
  })),
);

// No import cycles inside a package (docs/conventions.md rule 3): a cycle makes load order matter
// and hides which layer depends on which. Imports are resolved as TypeScript resolves them (each
// package's tsconfig); type-only imports vanish at run time and are not counted. Other packages
// are not followed: they meet only through their exports, which cannot lead back.
const packageSources = [...frontendSources, 'api/src/**/*.ts'];
const importCycleRules = {
  files: packageSources,
  plugins: { 'import-x': importX },
  settings: {
    // The TypeScript preset's extensions and parser, so imported .ts/.tsx files are read too.
    'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
    'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: [...remoteFolders, 'shared-ui', 'api'].map((folder) => `${folder}/tsconfig.json`),
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: {
    'import-x/no-cycle': [
      'error',
      { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      '**/coverage/**',
      '.data/**',
      '.tmp/**',
      'e2e/screenshots/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaryRules,
  noBareRequests,
  ...apiLayerRules,
  noLiteralText,
  ...reactRules,
  ...featureBoundaryRules,
  ...remoteSharedLayerRules,
  importCycleRules,
);
