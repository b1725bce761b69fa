import { defineConfig } from 'vitest/config';

// The WordPress plugin in a running WordPress (e2e/wordpress/site.ts): one file, its tests in order,
// as one site's people use it (an administrator, an author, a visitor).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/wordpress/**/*.cms.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    expect: { poll: { timeout: 10_000 } },
  },
});
