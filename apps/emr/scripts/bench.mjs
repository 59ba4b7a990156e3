// First-load JavaScript of the EMR (gzip): builds the app with a manifest into a temp folder and
// adds up the chunks the login route needs (entry + its static imports + the login screen chunk),
// then the largest route chunk with what it adds. Target: login route at most 150 KB gzip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'emr-bench-'));
const TARGET_KB = 150;

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
      manifest[k].isDynamicEntry && /src\/(screens|resources)\/|src\/routing\/MainArea/.test(k),
  );
  const routeCost = (key) => {
    const extra = [...closure(key)].filter((k) => !entry.has(k));
    return { key, bytes: sum(files(extra)) };
  };
  const costs = routes.map(routeCost).sort((a, b) => b.bytes - a.bytes);
  const loginKey = routes.find((k) => k.endsWith('LoginScreen.tsx'));
  const login = loginKey ? routeCost(loginKey) : { bytes: 0 };
  const loginTotal = entryBytes + login.bytes;

  console.log(`entry (shared) JS gzip          ${kb(entryBytes).padStart(7)} KB`);
  for (const f of files(entry)) console.log(`  ${kb(gzipOf(f)).padStart(7)} KB  ${f}`);
  console.log(
    `login route first load JS gzip  ${kb(loginTotal).padStart(7)} KB  (target <= ${TARGET_KB} KB: ${loginTotal / 1024 <= TARGET_KB ? 'met' : 'NOT met'})`,
  );
  const largest = costs[0];
  if (largest) {
    console.log(
      `largest route chunk             ${kb(largest.bytes).padStart(7)} KB  (${largest.key}, on top of the entry)`,
    );
  }
  console.log('route chunks (gzip, on top of the entry):');
  for (const c of costs) console.log(`  ${kb(c.bytes).padStart(7)} KB  ${c.key}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
