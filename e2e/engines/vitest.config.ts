import { defineConfig } from 'vitest/config';

// The main flows in Firefox ESR and WebKitGTK (the Chromium suite is e2e/vitest.config.ts): one file
// per engine, so the two engines run side by side on two cores.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/engines/**/*.engine.ts'],
    globalSetup: ['e2e/engines/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 90_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
