import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(appDir, '../..');

/**
 * React Aria ships its screen-reader strings (calendar, date picker, combo box, ...) in 34
 * locales, every one bundled into the component that uses it. It has no Indonesian strings, so
 * under the product's `id-ID` locale it already falls back to en-US (`LocalizedStringDictionary`);
 * the other 33 locales are never read. This keeps en-US only, as React Aria's own
 * optimize-locales plugin does: a dropped locale module exports `null`, which the dictionary
 * skips.
 */
export function reactAriaLocales(keep: readonly string[] = ['en-US']): Plugin {
  const localeModule =
    /[\\/]node_modules[\\/]react-(?:aria|aria-components|stately)[\\/]dist[\\/]private[\\/]intl[\\/](?:[\w-]+[\\/])?([a-z]{2}-[A-Z]{2})\.mjs$/;
  return {
    name: 'simrs:react-aria-locales',
    enforce: 'pre',
    load(id) {
      const locale = localeModule.exec(id)?.[1];
      if (locale && !keep.includes(locale)) return 'export default null;';
      return null;
    },
  };
}

/**
 * A plugin that gives every import of `pkg` (outside the wrapper itself) a wrapper module written
 * as `source`, which imports the package itself: a way to change one export or run one line
 * before anything else uses the package.
 */
function wrapPackage(name: string, pkg: string, source: readonly string[]): Plugin {
  const wrapper = `\0simrs:${name}`;
  return {
    name: `simrs:${name}`,
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === pkg && importer !== wrapper) return wrapper;
      return null;
    },
    load(id) {
      return id === wrapper ? source.join('\n') : null;
    },
  };
}

const DATE_PACKAGE = '@internationalized/date';

/**
 * React Aria's date field and calendar call `createCalendar(identifier)` of
 * @internationalized/date, a switch over every calendar system it knows (Buddhist, Ethiopic,
 * Hebrew, Indian, Islamic, Japanese, Persian, Taiwan), so all of them ship with any date field.
 * The identifier comes from the locale, and the product's locale is `id-ID`, whose calendar is
 * Gregorian. Imports of the package therefore get its own exports with a `createCalendar` that
 * builds the Gregorian calendar for every identifier: dates are always shown in the Gregorian
 * calendar, which is what Indonesian hospitals use.
 */
export function gregorianOnlyCalendar(): Plugin {
  return wrapPackage('gregorian-only-calendar', DATE_PACKAGE, [
    `export * from '${DATE_PACKAGE}';`,
    `import { GregorianCalendar } from '${DATE_PACKAGE}';`,
    'export function createCalendar() { return new GregorianCalendar(); }',
  ]);
}

/**
 * zod 4 probes `new Function('')` the first time it parses an object, to choose compiled parsers;
 * under the app's content security policy (no `unsafe-eval`) the browser refuses it and sends a
 * violation report to the server on every page load. In the browser zod runs interpreted
 * (`jitless`), set before anything parses: every `import ... from 'zod'` gets zod through this
 * module, which configures it first. The server keeps zod's compiled parsers.
 */
export function zodWithoutEval(): Plugin {
  return wrapPackage('zod-without-eval', 'zod', [
    "import { z } from 'zod';",
    'z.config({ jitless: true });',
    "export * from 'zod';",
  ]);
}

/**
 * The staff SPA. The API key and payload passphrase come from the root `.env` that the server
 * writes on its first start (or from the environment, which wins); they are injected at build
 * time and never committed.
 */
/**
 * The modules of a list screen, built as one chunk: the generic list, the design system's table,
 * list page, pagination, search box, page header, empty state and status chips, React Aria's
 * table. Not the pure pieces the route table reads to start a list's data before its chunk (the
 * list query's parsing and page sizes).
 */
const LIST_PAGE_PARTS = [
  '/apps/emr/src/resources/ResourceScreen.tsx',
  '/apps/emr/src/resources/ResourceList.tsx',
  ...[
    'DataTable',
    'ListPage',
    'Pagination',
    'SearchBox',
    'PageHeader',
    'EmptyState',
    'StatusChip',
  ].map((dir) => `/packages/design-system/src/${dir}/`),
  ...['table', 'grid'].map((dir) => `/node_modules/react-aria/dist/private/${dir}/`),
  ...['table', 'grid'].map((dir) => `/node_modules/react-stately/dist/private/${dir}/`),
  '/node_modules/react-aria-components/dist/private/Table.',
];
const LIST_PAGE_EXCEPT = [
  '/ListPage/listQuery.ts',
  '/Pagination/pages.ts',
  '/DataTable/columns.ts',
];

function isListPageModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return (
    LIST_PAGE_PARTS.some((part) => path.includes(part)) &&
    !LIST_PAGE_EXCEPT.some((part) => path.endsWith(part))
  );
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, repoRoot, '');
  const target = env.BO_API_URL ?? `http://127.0.0.1:${env.PORT ?? '8080'}`;
  if (!existsSync(resolve(repoRoot, '.env')) && !env.BO_API_KEY) {
    console.warn('[emr] no .env yet: start the server once (npm start) so it writes the secrets');
  }
  const proxy = { '/api/bo': { target, changeOrigin: false, ws: true } };
  return {
    root: appDir,
    plugins: [
      react(),
      reactAriaLocales(),
      gregorianOnlyCalendar(),
      zodWithoutEval(),
      precompress(),
    ],
    define: {
      'import.meta.env.VITE_BO_API_KEY': JSON.stringify(env.BO_API_KEY ?? ''),
      'import.meta.env.VITE_BO_API_KEY_HEADER': JSON.stringify(
        env.BO_API_KEY_HEADER ?? 'x-simrs-key',
      ),
      'import.meta.env.VITE_BO_PAYLOAD_PASSPHRASE': JSON.stringify(env.BO_PAYLOAD_PASSPHRASE ?? ''),
      // Public display routes are sent to the kiosk app (src/routing/kiosk.ts).
      'import.meta.env.VITE_KIOSK_URL': JSON.stringify(env.VITE_KIOSK_URL ?? env.KIOSK_URL ?? ''),
      'import.meta.env.VITE_KIOSK_PORT': JSON.stringify(env.KIOSK_PORT ?? ''),
    },
    server: { port: 5173, strictPort: true, proxy },
    preview: { port: Number(env.EMR_PORT ?? 5173), strictPort: true, proxy },
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // The speed bench's bare page (bench/bare.html) is built only for the bench.
        ...(process.env.EMR_BENCH_PAGE === '1'
          ? {
              input: {
                main: resolve(appDir, 'index.html'),
                bare: resolve(appDir, 'bench/bare.html'),
              },
            }
          : {}),
        // Every list screen (the generic master-data list and the lists of the features) needs
        // the same pieces: one chunk instead of a dozen small ones on the first list opened
        // (decision 14, docs/decisions.md). `npm run bench` prints the chunk graph.
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [{ name: 'list-page', test: isListPageModule }],
          },
        },
      },
    },
  };
});
