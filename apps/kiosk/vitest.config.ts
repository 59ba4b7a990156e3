import { defineConfig } from 'vitest/config';

/** Unit tests of the kiosk's pure logic; the browser flows are in e2e/ (Playwright). */
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
