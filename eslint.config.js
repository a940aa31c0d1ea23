// Lint, including the folder boundaries of ARCHITECTURE.md as import rules:
// a wrong arrow between folders fails `npm test` instead of waiting for review.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (message, patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['dist/', 'dist-builds/', 'node_modules/', '.sandbox-data/', 'test-results/', 'playwright-report/', 'docs/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // schemas/: zod only.
  {
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(/|$)|\\./)', message: 'schemas/ may import only zod and its own files.' }] },
      ],
    },
  },
  // machines/: pure (xstate and schemas only).
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate(/|$)|@schemas/|\\.\\.?/)',
              message: 'machines/ are pure: xstate, schemas/ and other machines only (no React, no HTTP, no src/).',
            },
            // relative imports stay inside machines/ (area folders reach each other with ../)
            {
              regex: '^(\\.\\./)+(src|sandbox|tests|scripts|bench|node_modules)(/|$)',
              message: 'machines/ are pure: xstate, schemas/ and other machines only (no React, no HTTP, no src/).',
            },
          ],
        },
      ],
    },
  },
  // src/api: ky + schemas, nothing of the UI.
  {
    files: ['src/api/**/*.ts'],
    ...{
      rules: restrict('src/api may use ky and schemas/ only (no React, no machines, no views).', [
        'react',
        'react-*',
        '@xstate/react',
        '@machines/*',
        '@/app/*',
        '@/features/*',
        '@/ui/*',
      ]),
    },
  },
  // src/ui: presentational only.
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ...{
      rules: restrict('src/ui is presentational: no API clients, machines, app wiring or features.', [
        'ky',
        '@/api/*',
        '@machines/*',
        '@/app/*',
        '@/features/*',
      ]),
    },
  },
  // src/features: views never call the network; they talk to machines. An area's wiring/ (its
  // machines' real actors) is the one place of an area that calls src/api.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/**/wiring/**'],
    ...{
      rules: restrict('views must not call the network: send an event to a machine instead (no ky, no src/api).', [
        'ky',
        '@/api/*',
        '**/api/*',
      ]),
    },
  },
  // The early start is compiled alone into a classic script (scripts/earlyStartScript.ts): no imports.
  {
    files: ['src/app/earlyStart/earlyStart.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '.', message: 'the early start is compiled alone into a classic script: it may import nothing.' }] },
      ],
    },
  },
  // sandbox/: shares only schemas/ with the app.
  {
    files: ['sandbox/**/*.ts'],
    ...{ rules: restrict('sandbox/ shares only schemas/ with the app.', ['@/*', '@machines/*', '**/src/*', '**/machines/*']) },
  },
);
