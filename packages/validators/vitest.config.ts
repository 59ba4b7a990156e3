import { defineConfig } from 'vitest/config';

// Property tests run many cases; on a busy 2-core CI machine the default 5 s limit is too tight.
export default defineConfig({
  test: { include: ['test/**/*.test.ts', 'src/**/*.test.ts'], testTimeout: 60_000 },
});
