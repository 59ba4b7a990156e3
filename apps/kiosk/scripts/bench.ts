/**
 * Kiosk bench. Prints:
 * 1. first-load JavaScript (gzip) of every route: the entry chunk, its static imports and the
 *    route's lazy chunk with its static imports (target: at most 120 KB for a display route);
 * 2. call-to-display latency (p50/p95) with 50 connected display sockets: staff call through
 *    the API, each display receives `queue:called`; with TEST_DATABASE_URL/DATABASE_URL, also
 *    with two API nodes on one PostgreSQL (call on node A, displays on node B).
 * Build first (`npx vite build`); the server runs as child processes on throwaway databases.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createBoClient, createMemorySessionStorage } from '@simrs/api-client';
import { io, type Socket } from 'socket.io-client';

const appDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const serverDir = resolve(appDir, '../server');
const BUDGET_KB = 120;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}

function bundleReport(): boolean {
  const manifestPath = join(appDir, 'dist/.vite/manifest.json');
  if (!existsSync(manifestPath))
    execSync('npx vite build --logLevel warn', { cwd: appDir, stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const gz = (file: string) => gzipSync(readFileSync(join(appDir, 'dist', file))).length;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const k of manifest[key]?.imports ?? []) closure(k, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  const screens: Record<string, string> = {
    'display boards (display-poli, display-antrian-*, ...)': 'src/screens/Board.tsx',
    'display-anjungan-ranap': 'src/screens/Beds.tsx',
    'display-cetak': 'src/screens/TakeTicket.tsx',
    'display-check-in': 'src/screens/CheckInMenu.tsx',
    'input-kode-booking / input-kode-bpjs': 'src/screens/CodeEntry.tsx',
    'scan-qr-code / scan-qr-code-surat (+ jsQR on demand)': 'src/screens/Scan.tsx',
    'done-checkin': 'src/screens/Done.tsx',
  };
  console.log('\nFirst-load JavaScript per route (gzip)');
  let ok = true;
  for (const [route, src] of Object.entries(screens)) {
    const keys = closure(entryKey);
    for (const k of closure(src)) keys.add(k);
    if (src.endsWith('Scan.tsx')) {
      for (const [k, c] of Object.entries(manifest)) if (c.file.includes('jsQR')) keys.add(k);
    }
    const bytes = [...keys].reduce((n, k) => n + gz(manifest[k]?.file ?? ''), 0);
    const kb = bytes / 1024;
    const isDisplay = route.startsWith('display boards') || route === 'display-anjungan-ranap';
    if (isDisplay && kb > BUDGET_KB) ok = false;
    console.log(
      `  ${route.padEnd(56)} ${kb.toFixed(1).padStart(7)} KB${isDisplay ? `  (budget ${BUDGET_KB} KB: ${kb <= BUDGET_KB ? 'ok' : 'OVER'})` : ''}`,
    );
  }
  return ok;
}

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });

async function startNode(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((ok, fail) => {
    const t = setTimeout(() => fail(new Error(`server did not start\n${log}`)), 180_000);
    const on = (b: Buffer) => {
      log += b.toString();
      if (log.includes('listening on')) {
        clearTimeout(t);
        ok();
      }
    };
    child.stdout?.on('data', on);
    child.stderr?.on('data', on);
    child.once('exit', (c) => fail(new Error(`server exited ${c}\n${log}`)));
  });
  child.removeAllListeners('exit');
  return child;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};

async function latency(
  label: string,
  callUrl: string,
  displayUrl: string,
  env: Record<string, string>,
) {
  const DISPLAYS = 50;
  const CALLS = Number(process.env.BENCH_CALLS ?? 40);
  const token = env.BO_DISPLAY_TOKEN ?? '';
  const anj = await fetch(`${callUrl}/api/bo/display/anjungan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-display-token': token },
    body: '{}',
  });
  const units = ((await anj.json()) as { data: { units: { id: number; code: string }[] } }).data
    .units;
  const unitId = units.find((u) => u.code === 'LAB')?.id ?? units[0]?.id ?? 1;
  const sockets: Socket[] = [];
  for (let i = 0; i < DISPLAYS; i += 1) {
    const s = io(displayUrl, {
      path: '/api/bo/socket.io',
      auth: { displayToken: token },
      transports: ['websocket'],
    });
    await new Promise<void>((ok, fail) => {
      s.once('connect', () => ok());
      s.once('connect_error', fail);
    });
    await s.emitWithAck('room:join', `unit:${unitId}`);
    sockets.push(s);
  }
  const bo = createBoClient({
    apiBase: callUrl,
    apiKey: env.BO_API_KEY ?? '',
    passphrase: env.BO_PAYLOAD_PASSPHRASE ?? '',
    storage: createMemorySessionStorage(),
  });
  await bo.login({ username: 'superadmin', password: 'SimrsDemo2022', isRemember: 'N' });
  for (let i = 0; i < CALLS; i += 1) await bo.do('Antrean', 'ambil', { unitId });
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const start = performance.now();
    const arrivals = sockets.map(
      (s) =>
        new Promise<number>((ok) => {
          s.once('queue:called', () => ok(performance.now() - start));
        }),
    );
    await bo.do('Antrean', 'panggil', { unitId, counter: 'Bench' });
    samples.push(...(await Promise.all(arrivals)));
  }
  for (const s of sockets) s.close();
  console.log(
    `  ${label.padEnd(44)} calls ${CALLS}, displays ${DISPLAYS}: p50 ${pct(samples, 50).toFixed(1)} ms, p95 ${pct(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
  );
}

async function main() {
  const bundleOk = bundleReport();
  const secret = () => randomBytes(18).toString('base64url');
  const base = {
    BO_API_KEY: secret(),
    BO_PAYLOAD_PASSPHRASE: secret(),
    BO_DISPLAY_TOKEN: secret(),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  console.log('\nCall-to-display latency (API call start -> queue:called at each display)');
  const dir = mkdtempSync(join(tmpdir(), 'simrs-kiosk-bench-'));
  try {
    const port = await freePort();
    const env = { ...base, PORT: String(port), DATA_DIR: dir, DATABASE_URL: '' };
    const node = await startNode(env);
    try {
      await latency(
        'one node, embedded database (PGlite)',
        `http://127.0.0.1:${port}`,
        `http://127.0.0.1:${port}`,
        env,
      );
    } finally {
      node.kill('SIGTERM');
    }
    const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (pgUrl) {
      const [pa, pb] = [await freePort(), await freePort()];
      const a = await startNode({ ...base, PORT: String(pa), DATABASE_URL: pgUrl });
      const b = await startNode({ ...base, PORT: String(pb), DATABASE_URL: pgUrl });
      try {
        await latency(
          'two nodes on one PostgreSQL (A calls, B shows)',
          `http://127.0.0.1:${pa}`,
          `http://127.0.0.1:${pb}`,
          { ...base },
        );
      } finally {
        a.kill('SIGTERM');
        b.kill('SIGTERM');
      }
    } else {
      console.log('  (set TEST_DATABASE_URL or DATABASE_URL for two API nodes on one PostgreSQL)');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!bundleOk) {
    console.error(`\nA display route is over the ${BUDGET_KB} KB budget.`);
    process.exitCode = 1;
  }
  process.exit();
}

void main();
