import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Debian's Chromium: Playwright's own browser download is not available here. `window` is the
 * size of the page that hosts the test iframe: when it is smaller than the iframe's viewport the
 * iframe is scaled down, and so would be the screenshots.
 */
const chromium = (window = { width: 1280, height: 800 }) =>
  playwright({
    contextOptions: { viewport: window },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
    },
  });

const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1024, height: 768 },
});

export default defineConfig({
  test: {
    projects: [
      {
        // Plain unit tests (pure logic); no browser.
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Every story is a test: render, play function, axe (a11y.test: 'error').
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        test: { name: 'storybook', browser: browser() },
      },
      {
        // Screenshots of the state and matrix stories against the committed baselines.
        plugins: [react()],
        test: {
          name: 'visual',
          testTimeout: 60_000,
          include: ['src/**/*.visual.test.tsx'],
          setupFiles: ['./test/visual.setup.ts'],
          browser: {
            ...browser(),
            provider: chromium({ width: 1400, height: 3160 }),
            // Tall enough that a matrix story is painted whole in its element screenshot.
            viewport: { width: 1280, height: 3000 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
    ],
  },
});
