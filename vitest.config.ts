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
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
