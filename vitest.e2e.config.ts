import { defineConfig } from 'vitest/config';

/** Browser journeys: one server for the run, files one after another (2 cores, one embedded database). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Two keyboard journeys (the workflow tool's step reorder, the course builder's lesson
    // reorder) failed once in a quiet CI run on 2026-11-23 and passed on every other run; until
    // their race is found, CI gives a failed journey one more try. Each journey makes its own data.
    retry: process.env.CI ? 1 : 0,
  },
});
