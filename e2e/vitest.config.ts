import { defineConfig } from 'vitest/config';

// Browser tests: playwright-core drives Debian's Chromium against the built module and the fake backend.
export default defineConfig({
  test: {
    environment: 'node',
    // The kit's browser tests, and each element's own beside its code.
    include: ['e2e/**/*.e2e.ts', 'elements/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    // Files run one after another in each worker, which imports Playwright, the demo server and the
    // support modules once: each file starts its own browser and server, and its hooks close them.
    isolate: false,
    // A condition a browser reaches in a blink on a quiet machine can take seconds on a loaded CI
    // runner; polls wait for it up to 5 s (tests that need longer say so).
    expect: { poll: { timeout: 5_000 } },
  },
});
