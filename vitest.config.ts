import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { machineCatalogSummary } from './scripts/machineCatalogSummary.ts';
import { machineDescriptions } from './scripts/machineDescriptions.ts';
import { alias } from './vite.config.ts';

export default defineConfig({
  // the flow atlas's descriptions module (empty outside a production build) and its machine list's
  // summary (computed from the live catalogue outside a build)
  plugins: [react(), machineDescriptions('machines'), machineCatalogSummary()],
  resolve: { alias },
  test: {
    // The sandbox tests start an embedded PostgreSQL per file: generous limits for a loaded 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Vitest's default leaves one core to its main process (one worker on a 2-core machine), which
    // mostly waits: the sandbox tests spend seconds starting PostgreSQL, so two workers keep both
    // cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: the files share no state but what they make
          // themselves (each its own database, store and server), and re-importing the sandbox and
          // the app's modules for each of about a hundred files was two thirds of this project's time.
          isolate: false,
          // the in-memory databases' starting points, made once per run
          globalSetup: ['tests/setup/databaseTemplates.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          environment: 'node',
          // pure machines and their catalogued paths: nothing to isolate, and importing xstate and
          // the machines once per worker, not per file, is most of the project's time
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          // One module graph per worker, as above: a new jsdom per file, the app's modules imported
          // once (per file they were half of this project's time). What a test leaves in a module
          // (its auth actors, the error reporter, the page-load caches) tests/setup/dom.ts ends
          // after every test; shuffled file orders pass.
          isolate: false,
          // after the node projects, in workers of their own: modules first imported in a node
          // worker (without window) would keep what they read of the environment then
          sequence: { groupOrder: 1 },
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});
