import { defineConfig } from 'vitest/config';

// The built server entry in Node, Deno and the Workers runtime (e2e/runtimes/server.runtime.ts).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/runtimes/**/*.runtime.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
