import { defineConfig } from 'vitest/config';

/**
 * Journeys that change what every other journey sees (the catalogue through the course builder,
 * promo codes, call hours, the site's support address, page-view counts, the build in dist/, the
 * shared server's clock) run one after another once the others have finished; the rest run side
 * by side on the one shared server and browser that global set-up starts.
 */
export const SERIAL_JOURNEYS = [
  'admin-analytics',
  'admin-course-builder',
  'admin-learners',
  'admin-overview',
  'analytics',
  'build-swap',
  'certification',
  'course-editor',
  'learning-emails',
  'pricing-promo-code',
  'promo-code-edit',
  'promo-invoice',
  'strategy-call',
  'support-address',
  'video-resume',
  'workshops',
].map((name) => `tests/e2e/${name}.e2e.ts`);

const journeyDefaults = {
  setupFiles: ['tests/e2e/support/react-errors.setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 240_000,
};

/** E2E_WORKERS: journeys side by side (default 2: the shared server, the browser and the test workers share two cores here). */
const workers = Number(process.env.E2E_WORKERS ?? '2');

export default defineConfig({
  test: {
    // Once for the run: the server, its database and the browser every project's files share.
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    projects: [
      {
        test: {
          ...journeyDefaults,
          name: 'side by side',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: SERIAL_JOURNEYS,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...journeyDefaults,
          name: 'one at a time',
          include: SERIAL_JOURNEYS,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
