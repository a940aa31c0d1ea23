// Lint, including the folder boundaries of ARCHITECTURE.md as import rules:
// a wrong arrow between folders fails `npm test` instead of waiting for review.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

const restrict = (message, patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

// The areas under src/features, read from the tree so that a new area is fenced in as soon as its
// folder exists. `shared` is the one folder every area may import.
const SHARED_FEATURE = 'shared';
const areas = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SHARED_FEATURE)
  .map((entry) => entry.name);

// File names, one rule for the code whose names the tree already follows (checked on the part before
// the first dot, so `photoTimeline.machine.ts`, `Button.module.scss`, `oidc-provider.d.ts` are judged by
// `photoTimeline`, `Button`, `oidc-provider`):
// - src/, machines/, schemas/: modules are camelCase `.ts`; `.tsx` files are PascalCase when they are
//   React components and camelCase otherwise (`main.tsx`, `buildRoutes.tsx`, hooks with a provider);
//   CSS modules are named after their component, PascalCase.
// - sandbox/: kebab-case, like the service paths it stands in for.
// Not checked: tests/ (a test file takes the name of what it tests, so it follows both of the above),
// scripts/ and bench/ (command names), and folder names, which are camelCase (`earlyStart`,
// `accountFlows`) or kebab-case (`ui-kit`, `auth-service`, the `shared-albums` area) by design.
const CAMEL_CASE = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))';

// xstate's actor creators other than fromPromise come from 'xstate/actors': the build gives lazy
// code its own copy of that module, so that they stay out of the shell bundle (vite.config.ts).
const XSTATE_ACTOR_CREATORS = {
  selector:
    "ImportDeclaration[source.value='xstate'] > ImportSpecifier[imported.name=/^(fromCallback|fromTransition|fromObservable|fromEventObservable|createEmptyActor)$/]",
  message: "import xstate's actor creators other than fromPromise from 'xstate/actors' (the shell bundle keeps them out)",
};
const PASCAL_CASE = '+([A-Z])*([a-z0-9])*([A-Z]*([a-z0-9]))';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-builds/',
      'node_modules/',
      '.sandbox-data/',
      'test-results/',
      'playwright-report/',
      'docs/',
      // planted breaks, linted only by tests/unit/lint/rules.test.ts
      'tests/fixtures/lint/',
    ],
  },
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
  // schemas/: zod only, and libphonenumber-js's full metadata for the address rule on phone numbers.
  {
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|libphonenumber-js/max$|\\./)',
              message: 'schemas/ may import only zod, libphonenumber-js/max and their own files.',
            },
          ],
        },
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
        '@/platform/*',
        '@/features/*',
        '@/ui/*',
      ]),
    },
  },
  // src/ui: presentational only.
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ...{
      rules: restrict('src/ui is presentational: no API clients, machines, app wiring, platform or features.', [
        'ky',
        '@/api/*',
        '@machines/*',
        '@/app/*',
        '@/platform/*',
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
    files: ['src/platform/earlyStart/earlyStart.ts'],
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
  // End-to-end specs take `test` from tests/e2e/fixtures.ts, whose browser context records flow coverage.
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'take `test` from tests/e2e/fixtures.ts: its browser context records the flows a test walks.',
            },
          ],
        },
      ],
    },
  },
  // Import cycles, followed through the tsconfig aliases and dynamic imports (a lazy chunk that
  // imports its loader is still a cycle). Type-only imports are not followed; packages are not entered.
  // Tests are included: their helpers must not form cycles either. The plugin and resolver set here
  // also serve the boundary rules below, whose files are all inside these.
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'schemas/**/*.ts', 'sandbox/**/*.ts', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // xstate's actor creators other than fromPromise come from 'xstate/actors' (XSTATE_ACTOR_CREATORS).
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', XSTATE_ACTOR_CREATORS] },
  },
  // Areas run a per-screen flow with useFlowActor (src/platform/flows/useFlowActor.ts), which gives it
  // the app's inspector, the machine's id and the central failure report: @xstate/react's actor
  // makers are not imported in src/features. This object sets no-restricted-syntax for those files
  // again, which replaces the setting above for them: it states XSTATE_ACTOR_CREATORS again.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        XSTATE_ACTOR_CREATORS,
        {
          selector: "ImportDeclaration[source.value='@xstate/react'] > ImportSpecifier[imported.name=/^(useActorRef|useMachine)$/]",
          message:
            'run a per-screen flow with useFlowActor (@/platform/flows/useFlowActor): it passes the app’s inspector, the machine’s id and reports failures once',
        },
      ],
    },
  },
  // Areas: src/features/<a> never imports src/features/<b>; what several areas use lives in
  // src/features/shared, which imports no area. Checked on the resolved file, so `@/features/…` and
  // `../<b>/…` are caught alike.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...areas.map((area) => ({
              target: `./src/features/${area}`,
              from: './src/features',
              except: [`./${area}`, `./${SHARED_FEATURE}`],
              message: `an area does not import another area: move what both use into src/features/${SHARED_FEATURE}/.`,
            })),
            {
              target: `./src/features/${SHARED_FEATURE}`,
              from: './src/features',
              except: [`./${SHARED_FEATURE}`],
              message: `src/features/${SHARED_FEATURE} is used by every area and imports none of them.`,
            },
            // the other half of the one-way graph of src/ (below): areas never import the composition root
            {
              target: './src/features',
              from: './src/app',
              message: 'an area never imports the composition root (src/app): what areas use lives in src/platform.',
            },
          ],
        },
      ],
    },
  },
  // The import graph of src/ runs one way: app → areas → platform, and app → platform.
  // - src/platform is what every area uses (auth, services, routing, navigation, inspection, dialogs,
  //   toasts, i18n, contexts, error reporting): it imports neither the composition root nor an area.
  // - src/features never imports src/app, the composition root that loads it (a zone of the areas'
  //   rule above: one no-restricted-paths rule per file set, since a later one would replace it).
  // - src/app imports no area, but for the screen table (src/app/router/screens.ts), which names each
  //   route's screen as a lazy import (`() => import('@/features/…')`) and what an area starts beside
  //   its screens: the router has to reach the areas somewhere, and this keeps it to one file.
  {
    files: ['src/platform/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './src/platform',
              from: './src/app',
              message: 'src/platform is used by the app and the areas and imports neither: move what both need into src/platform.',
            },
            {
              target: './src/platform',
              from: './src/features',
              message: 'src/platform is used by the app and the areas and imports neither: move what both need into src/platform.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/router/screens.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './src/app',
              from: './src/features',
              message: 'src/app imports no area: only the screen table (src/app/router/screens.ts) loads screens.',
            },
          ],
        },
      ],
    },
  },
  // CSS modules carry no JavaScript: linted (as empty files) only so their names are checked.
  { files: ['src/**/*.module.scss'], processor: 'check-file/eslint-processor-check-file' },
  {
    files: ['src/**/*.{ts,tsx}', 'src/**/*.module.scss', 'machines/**/*.ts', 'schemas/**/*.ts', 'sandbox/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '{src,machines,schemas}/**/*.ts': CAMEL_CASE,
          'src/**/*.tsx': `@(${PASCAL_CASE}|${CAMEL_CASE})`,
          'src/**/*.module.scss': PASCAL_CASE,
          'sandbox/**/*.ts': 'KEBAB_CASE',
        },
        {
          ignoreMiddleExtensions: true,
          errorMessage:
            '"{{ target }}": file names are camelCase in src/, machines/ and schemas/ (PascalCase for React components and CSS modules) and kebab-case in sandbox/ (see "File names" in eslint.config.js).',
        },
      ],
    },
  },
);
