import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { pageLoaders } from './vite.config';

/**
 * Files that get a process and module cache of their own: one that replaces a module with
 * `vi.mock`, and those that start processes or PostgreSQL servers and listen for their signals
 * (their own run time dwarfs what a fresh worker costs).
 */
const NEED_OWN_MODULES = [
  'src/web/features/admin/require-admin.test.tsx',
  'src/server/adapters/payments/price-check-start.test.ts',
  'src/server/cli/admin.test.ts',
  'src/server/db/backup.test.ts',
  'src/server/db/change-feed.test.ts',
  'src/server/db/database-restart.test.ts',
  'src/server/graceful-shutdown.test.ts',
  'src/server/invoice-numbers-across-processes.test.ts',
  'src/server/main.test.ts',
  'src/server/modules/billing/renewal-notices-processes.test.ts',
  'src/server/modules/calls/calls-processes.test.ts',
  'src/server/modules/learning-emails/learning-emails-processes.test.ts',
  'src/server/modules/teams/team-seats-across-processes.test.ts',
  'src/server/multi-instance.test.ts',
  'src/server/upload-across-instances.test.ts',
];

const project = {
  // The server-rendering tests render the web app, whose routes come from the page manifest.
  plugins: [pageLoaders()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
};
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // Once for the run (the projects below do not repeat it): the migrated template database.
    globalSetup: ['src/server/testing/global-setup.ts'],
    // Vitest's default is one worker per core but one, which on a 2-core machine is one worker:
    // the files then run one after another while most of their time is spent waiting on the
    // database and on child processes. Two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        ...project,
        test: {
          ...timeouts,
          name: 'shared modules',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs', 'tests/*.test.ts'],
          exclude: NEED_OWN_MODULES,
          // A worker keeps its modules from one file to the next: a new process and the server's
          // module graph per file cost about two seconds of CPU each (decision 0119). So a file
          // undoes what it stubs (`vi.unstubAllGlobals` after each test) and keeps no module state.
          isolate: false,
        },
      },
      { ...project, test: { ...timeouts, name: 'own modules', include: NEED_OWN_MODULES } },
    ],
  },
});
