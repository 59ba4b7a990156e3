import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The contract tests start the real server (migrations and seed on PGlite) on a shared
    // 2-core machine; these are limits against hangs, not speed targets.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
