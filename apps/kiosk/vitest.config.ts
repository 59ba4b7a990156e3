import { defineConfig } from 'vitest/config';

/** Unit tests of the kiosk's pure logic; the browser flows are in e2e/ (Playwright). */
export default defineConfig({
  // A test's first dynamic import transforms the module graph: seconds on a loaded CI machine
  // (the server's tests run beside these), so not vitest's 5 s default.
  test: { include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
