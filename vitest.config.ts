import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { pageLoaders } from './vite.config';

export default defineConfig({
  // The server-rendering tests render the web app, whose routes come from the page manifest.
  plugins: [pageLoaders()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs', 'tests/*.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    // Vitest's default is one worker per core but one, which on a 2-core machine is one worker:
    // the files then run one after another while most of their time is spent waiting on the
    // database and on child processes. Two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
