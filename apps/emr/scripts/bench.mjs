// First-load JavaScript of the EMR (gzip): builds the app with a manifest into a temp folder and
// adds up what the login route loads for a visitor without a session (entry + its static imports
// + the login form chunk; see src/App.tsx), what a signed-in Dashboard loads (entry + routed app
// + main layout + Dashboard), then each route chunk with what it adds, and the on-demand parts a
// route fetches when it renders them (the design system's date inputs). Two figures per route:
// its static chunks on top of the entry and the routed app, and what opening it downloads: on
// top of what is always loaded before it (a screen renders inside the main layout, which holds
// the route table and the chunks the bundler shares with it; the generic form inside the resource
// screen). Budgets: the login route at most 120 KB gzip, what opening a route downloads at most
// 120 KB; exit 1 when one is over. The figure with the on-demand parts is printed beside it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const appDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'emr-bench-'));
const TARGET_KB = 120;
const ROUTE_BUDGET_KB = 120;

try {
  // The modules of each chunk: a chunk of a named group (vite.config.ts, e.g. the list page)
  // holds screens the manifest does not list by their own name.
  const chunkModules = new Map();
  await build({
    root: appDir,
    logLevel: 'error',
    build: { manifest: true, outDir: out, emptyOutDir: true },
    plugins: [
      {
        name: 'bench:chunk-modules',
        generateBundle(_, bundle) {
          for (const c of Object.values(bundle)) {
            if (c.type !== 'chunk') continue;
            const mods = c.moduleIds.map((id) => relative(appDir, id).replaceAll('\\', '/'));
            chunkModules.set(c.fileName, mods);
          }
        },
      },
    ],
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
  const isRoute = (path) => /src\/(features|resources)\/|src\/routing\/MainArea/.test(path);
  const screenModule = /src\/(features|resources)\/.*Screen\.tsx$/;
  /** The screen modules a chunk of a group holds (its manifest key names none of them). */
  const screensOf = (key) =>
    (chunkModules.get(manifest[key].file) ?? []).filter((m) => screenModule.test(m));
  // Loaded on demand: a dynamic entry, or a group's chunk some chunk imports dynamically.
  const dynamicTargets = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
  const routes = Object.keys(manifest).filter(
    (k) =>
      (manifest[k].isDynamicEntry || dynamicTargets.has(k)) &&
      (isRoute(k) || screensOf(k).length > 0),
  );
  /** A route's name: its manifest key, or the screens of a group's chunk. */
  const nameOf = (key) => (isRoute(key) ? key : `${screensOf(key).join(', ')} (${key})`);
  const extraOf = (keys, base) => {
    const all = new Set();
    for (const key of keys) for (const k of closure(key)) if (!base.has(k)) all.add(k);
    return all;
  };
  const keyOf = (suffix) => {
    let key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) {
      // A module bundled into a group's chunk: the manifest key of that chunk.
      const file = [...chunkModules].find(([, mods]) => mods.some((m) => m.endsWith(suffix)))?.[0];
      key = Object.keys(manifest).find((k) => manifest[k].file === file);
    }
    if (!key) throw new Error(`no chunk for ${suffix} in the manifest`);
    return key;
  };
  // Signed-in routes load on top of the entry and the routed app (router, session, guards).
  const appBase = new Set([...entry, ...closure(keyOf('src/RoutedApp.tsx'))]);
  const routeKeys = new Set(routes);
  // Routes rendered outside the main layout, and routes rendered inside another route's screen.
  const outsideLayout = ['src/routing/MainArea.tsx', 'src/features/auth/LoginScreen.tsx'];
  const parentOf = { 'src/resources/ResourceForm.tsx': 'src/resources/ResourceScreen.tsx' };
  const mainBase = new Set([...appBase, ...closure(keyOf('src/routing/MainArea.tsx'))]);
  /** What is always loaded before the route renders. */
  const loadedBefore = (key) => {
    if (outsideLayout.some((s) => key.endsWith(s))) return appBase;
    const parent = Object.entries(parentOf).find(([child]) => key.endsWith(child))?.[1];
    return parent ? new Set([...mainBase, ...closure(keyOf(parent))]) : mainBase;
  };
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
    const opening = sum(files(extraOf([key], loadedBefore(key))));
    return { key: nameOf(key), bytes, opening, withOnDemand, onDemand: files(onDemand) };
  };
  const costs = routes.map(routeCost).sort((a, b) => b.opening - a.opening);
  const overBudget = costs.filter((c) => c.opening / 1024 > ROUTE_BUDGET_KB);
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
    `signed-in Dashboard first load  ${kb(signedInTotal).padStart(7)} KB  (entry, routed app, main layout, Dashboard)`,
  );
  const largest = costs[0];
  if (largest) {
    console.log(
      `largest route to open           ${kb(largest.opening).padStart(7)} KB  (${largest.key}; budget ${ROUTE_BUDGET_KB} KB: ${overBudget.length === 0 ? 'met' : `NOT met by ${overBudget.length}`})`,
    );
  }
  console.log('route chunks (gzip; budget 120 KB each on opening):');
  console.log('  opening: what opening the route downloads (after what always loads before it)');
  console.log('  static: its static chunks on top of the entry and the routed app only');
  console.log('  opening   static  +on-demand  route');
  for (const c of costs) {
    const flag = c.opening / 1024 > ROUTE_BUDGET_KB ? '  OVER BUDGET' : '';
    console.log(
      `  ${kb(c.opening).padStart(7)}  ${kb(c.bytes).padStart(7)}  ${kb(c.withOnDemand).padStart(9)}  ${c.key}${flag}`,
    );
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
