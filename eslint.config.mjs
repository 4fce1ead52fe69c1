// Flat config: typescript-eslint's recommended rules for every package, plus the import
// boundaries of STYLE.md (remotes never import each other or the shell; one HTTP client).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remoteFolders = ['shell', 'auth-remote', 'talent-app', 'employer-app'];

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
            message: 'Apps meet only through @peworld/shared-ui and the shell (STYLE.md rule 3).',
          })),
        paths: [
          { name: 'ky', message: 'Use the shared-ui API client (STYLE.md rule 6).' },
          { name: 'axios', message: 'Use the shared-ui API client (STYLE.md rule 6).' },
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
);
