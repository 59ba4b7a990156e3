// First-load JavaScript of the EMR (gzip): builds the app with a manifest into a temp folder and
// adds up what the login route loads for a visitor without a session (entry + its static imports
// + the login form chunk; see src/App.tsx), what a signed-in Dashboard loads (entry + routed app
// + main layout + Dashboard), then each route chunk with what it adds, and the on-demand parts a
// route fetches when it renders them (the design system's date inputs). Budgets: the login route
// at most 120 KB gzip, each route's static chunks at most 120 KB on top of the entry and the routed
// app; exit 1 when one is over. The figure with the on-demand parts is printed beside it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'emr-bench-'));
const TARGET_KB = 120;
const ROUTE_BUDGET_KB = 120;

try {
  execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'error', '--outDir', out], {
    cwd: appDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(out, file)), { level: 9 }).length);
    return gz.get(file);
  };
  /** Files a manifest key loads up front: itself and its static imports, recursively. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const files = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const sum = (list) => list.reduce((a, f) => a + gzipOf(f), 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  const entryBytes = sum(files(entry));
  const routes = Object.keys(manifest).filter(
    (k) =>
      manifest[k].isDynamicEntry && /src\/(features|resources)\/|src\/routing\/MainArea/.test(k),
  );
  const extraOf = (keys, base) => {
    const all = new Set();
    for (const key of keys) for (const k of closure(key)) if (!base.has(k)) all.add(k);
    return all;
  };
  const keyOf = (suffix) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`no chunk for ${suffix} in the manifest`);
    return key;
  };
  // Signed-in routes load on top of the entry, the routed app (router, session, guards) and the
  // main layout (sidebar, route table), which every signed-in screen renders inside.
  const appBase = new Set([
    ...entry,
    ...closure(keyOf('src/RoutedApp.tsx')),
    ...closure(keyOf('src/routing/MainArea.tsx')),
  ]);
  const routeKeys = new Set(routes);
  /**
   * A route's static chunks, and the on-demand modules those chunks import dynamically (not
   * other routes, not what the entry or routed app already loads): fetched when the route
   * renders the part (e.g. a date field), counted with the route in the second figure.
   */
  const routeCost = (key) => {
    const own = extraOf([key], appBase);
    const onDemand = new Set();
    for (const k of own) {
      for (const dyn of manifest[k]?.dynamicImports ?? []) {
        if (routeKeys.has(dyn) || appBase.has(dyn)) continue;
        for (const d of closure(dyn)) if (!own.has(d) && !appBase.has(d)) onDemand.add(d);
      }
    }
    const bytes = sum(files(own));
    const withOnDemand = bytes + sum(files(onDemand));
    return { key, bytes, withOnDemand, onDemand: files(onDemand) };
  };
  const costs = routes
    .filter((k) => !k.endsWith('src/routing/MainArea.tsx'))
    .map(routeCost)
    .sort((a, b) => b.bytes - a.bytes);
  const mainBytes = sum(
    files(
      extraOf(
        [keyOf('src/routing/MainArea.tsx')],
        new Set([...entry, ...closure(keyOf('src/RoutedApp.tsx'))]),
      ),
    ),
  );
  const overBudget = costs.filter((c) => c.bytes / 1024 > ROUTE_BUDGET_KB);
  const appBytes = sum(files(extraOf([keyOf('src/RoutedApp.tsx')], entry)));
  const loginExtra = extraOf([keyOf('src/session/LoginForm.tsx')], entry);
  const loginTotal = entryBytes + sum(files(loginExtra));
  const signedIn = extraOf(
    [
      'src/RoutedApp.tsx',
      'src/routing/MainArea.tsx',
      'src/features/dashboard/DashboardScreen.tsx',
    ].map(keyOf),
    entry,
  );
  const signedInTotal = entryBytes + sum(files(signedIn));

  console.log(`entry (shared) JS gzip          ${kb(entryBytes).padStart(7)} KB`);
  for (const f of files(entry)) console.log(`  ${kb(gzipOf(f)).padStart(7)} KB  ${f}`);
  console.log(
    `login route first load JS gzip  ${kb(loginTotal).padStart(7)} KB  (target <= ${TARGET_KB} KB: ${loginTotal / 1024 <= TARGET_KB ? 'met' : 'NOT met'})`,
  );
  for (const f of files(loginExtra)) console.log(`  ${kb(gzipOf(f)).padStart(7)} KB  ${f}`);
  console.log(
    `routed app chunk                ${kb(appBytes).padStart(7)} KB  (router, session, guards; on top of the entry)`,
  );
  console.log(
    `main layout chunk               ${kb(mainBytes).padStart(7)} KB  (sidebar, route table, features; on top of the routed app)`,
  );
  console.log(
    `signed-in Dashboard first load  ${kb(signedInTotal).padStart(7)} KB  (entry, routed app, main layout, Dashboard)`,
  );
  const largest = costs[0];
  if (largest) {
    console.log(
      `largest route chunk             ${kb(largest.bytes).padStart(7)} KB  (${largest.key}; ${kb(largest.withOnDemand)} KB with its on-demand parts; budget ${ROUTE_BUDGET_KB} KB: ${overBudget.length === 0 ? 'met' : `NOT met by ${overBudget.length}`})`,
    );
  }
  console.log(
    `route chunks (gzip, on top of the entry, routed app and main layout; budget ${ROUTE_BUDGET_KB} KB each):`,
  );
  console.log('   static  +on-demand  route');
  for (const c of costs) {
    const flag = c.bytes / 1024 > ROUTE_BUDGET_KB ? '  OVER BUDGET' : '';
    console.log(`  ${kb(c.bytes).padStart(7)}  ${kb(c.withOnDemand).padStart(9)}  ${c.key}${flag}`);
  }
  const parts = new Set(costs.flatMap((c) => c.onDemand));
  if (parts.size > 0) {
    console.log('on-demand parts (gzip):');
    for (const f of parts) console.log(`  ${kb(gzipOf(f)).padStart(7)} KB  ${f}`);
  }
  if (loginTotal / 1024 > TARGET_KB || overBudget.length > 0) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
