/**
 * `npm run bench`: requests/s and p50/p99 latency of the BO API on generated data, on each
 * database, every line next to a bare Fastify JSON route (the ceiling) measured in the same run
 * (alternating half-second slices, so a change of the machine's load hits both), plus the
 * envelope cost per message. Figures only, no assertions. Databases:
 * in-memory PGlite always; PostgreSQL too when BENCH_DATABASE_URL, TEST_DATABASE_URL (the root
 * `npm run bench` starts a throwaway one) or DATABASE_URL is set, in a schema of its own that
 * is dropped afterwards. BENCH_SESSION_CACHE_MS sets the per-node session cache (0: off).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { type DatabaseConfig, openDatabase } from '../src/db/index';
import { FIRST, LAST } from '../src/modules/pasien/seed-data';
import { KeyCache, openEnvelope, sealEnvelope } from '../src/platform/envelope';
import { DEMO_PASSWORD, seedIfEmpty } from '../src/seed/index';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SESSION_CACHE_MS = process.env.BENCH_SESSION_CACHE_MS
  ? Number(process.env.BENCH_SESSION_CACHE_MS)
  : undefined;
const caching = SESSION_CACHE_MS === undefined ? {} : { sessionCacheMs: SESSION_CACHE_MS };
const API_KEY = 'bench-key';
const PASSPHRASE = 'bench-passphrase';
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

interface Req {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

function send(port: number, r: Req): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: r.path,
        method: r.method,
        agent,
        headers: {
          'x-simrs-key': API_KEY,
          ...(r.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Sends requests from CONCURRENCY clients for `ms`; adds each latency to `latencies`. */
async function drive(
  port: number,
  next: (worker: number) => Req | Promise<Req>,
  ms: number,
  latencies: number[],
): Promise<number> {
  let errors = 0;
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      while (performance.now() < end) {
        const r = await next(w);
        const t = performance.now();
        const status = await send(port, r);
        latencies.push(performance.now() - t);
        if (status !== 200) errors++;
      }
    }),
  );
  return errors;
}

function figures(latencies: number[], seconds: number, errors: number): Figures {
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: q(0.5), p99: q(0.99), errors };
}

/** Slices per line: the API and the ceiling alternate, so a drift of the machine's load hits both. */
const SLICES = Math.max(1, Math.round(SECONDS * 2));

/** One API line and the bare route, measured in alternating slices of the same SECONDS each. */
async function measurePair(
  api: { port: number; next: (worker: number) => Req | Promise<Req> },
  bare: { port: number; next: (worker: number) => Req | Promise<Req> },
): Promise<{ api: Figures; bare: Figures }> {
  const sliceMs = (SECONDS * 1000) / SLICES;
  const apiLatencies: number[] = [];
  const bareLatencies: number[] = [];
  let apiErrors = 0;
  let bareErrors = 0;
  for (let i = 0; i < SLICES; i++) {
    bareErrors += await drive(bare.port, bare.next, sliceMs, bareLatencies);
    apiErrors += await drive(api.port, api.next, sliceMs, apiLatencies);
  }
  return {
    api: figures(apiLatencies, SECONDS, apiErrors),
    bare: figures(bareLatencies, SECONDS, bareErrors),
  };
}

const line = (label: string, f: Figures, ceiling?: Figures) =>
  `${label.padEnd(46)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms${
    ceiling
      ? `   ${((100 * f.rps) / ceiling.rps).toFixed(1).padStart(5)} % of bare ${ceiling.rps.toFixed(0).padStart(6)} req/s`
      : ''
  }${f.errors ? `   NON-200: ${f.errors}` : ''}`;

/** The NIK the generator below gives patient i (same formula as the SQL). */
function benchNik(i: number): string {
  const p = (n: number, w: number) => String(n).padStart(w, '0');
  const day = 1 + (i % 28) + (i % 2 === 0 ? 40 : 0);
  const month = 1 + (Math.floor(i / 28) % 12);
  return `317101${p(day, 2)}${p(month, 2)}${p(Math.floor(i / 336) % 100, 2)}${p(1 + (Math.floor(i / 33600) % 9999), 4)}`;
}

/** The lines of one database; returns the list line's share of the ceiling. */
async function benchDatabase(label: string, config: DatabaseConfig): Promise<number> {
  console.log(`\n--- ${label} ---`);
  // The audited update line appends keyed audit rows: a throwaway key for the throwaway data.
  const handle = await openDatabase({ auditKey: 'bench-audit-key', ...config });
  await handle.migrate();
  const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
  await seedIfEmpty(handle, cheap, 0);
  const t = performance.now();
  const first = FIRST;
  const last = LAST;
  await sql`insert into patients (rm_no, nik, bpjs_no, name, sex, birth_date)
    select lpad(i::text, 8, '0'),
      '317101' || lpad((1 + i % 28 + case when i % 2 = 0 then 40 else 0 end)::text, 2, '0')
        || lpad((1 + (i / 28) % 12)::text, 2, '0') || lpad(((i / 336) % 100)::text, 2, '0')
        || lpad((1 + (i / 33600) % 9999)::text, 4, '0'),
      case when i % 10 < 7 then '000' || lpad(i::text, 10, '0') end,
      (${first}::text[])[1 + i % 20] || ' ' || (${first}::text[])[1 + (i / 20) % 20] || ' ' || (${last}::text[])[1 + (i / 400) % 20],
      case when i % 2 = 0 then '2' else '1' end,
      date '1940-01-01' + (i % 30000)
    from generate_series(1, ${PATIENTS}) as i`.execute(handle.db);
  await sql`analyze patients`.execute(handle.db);
  console.log(
    `generated ${PATIENTS} patients with indexes in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp(
    defaultConfig({ database: handle, apiKey: API_KEY, passphrase: PASSPHRASE, argon2: cheap }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const bare = Fastify();
  bare.get('/json', async () => ({ status: 'success', data: { hello: 'world' } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as AddressInfo).port;
  const bareRoute = { port: barePort, next: (): Req => ({ method: 'GET', path: '/json' }) };

  const keys = new KeyCache(PASSPHRASE);
  const salt = randomBytes(256);
  const post = (module: string, payload: unknown, token = ''): Req => ({
    method: 'POST',
    path: `/api/bo/do/${module}${token ? `?token=${token}` : ''}`,
    body: JSON.stringify({ data: sealEnvelope(payload, keys, salt) }),
  });
  const loginRes = await app.inject({
    method: 'POST',
    url: '/api/bo/do/Auth',
    headers: { 'x-simrs-key': API_KEY, 'content-type': 'application/json' },
    payload: post('Auth', { type: 'login', username: 'superadmin', password: DEMO_PASSWORD }).body,
  });
  const token = (JSON.parse(loginRes.body) as { data: { token: string } }).data.token;
  const list = (query: string): Req => ({
    method: 'GET',
    path: `/api/bo/get/Pasien?shown=25&token=${token}&${query}`,
  });

  /** One API line, next to the ceiling measured in the same slices of time. */
  const api = async (name: string, next: (worker: number) => Req | Promise<Req>) => {
    const pair = await measurePair({ port, next }, bareRoute);
    console.log(line(name, pair.api, pair.bare));
    return pair.api.rps / pair.bare.rps;
  };

  await drive(barePort, bareRoute.next, 500, []); // warm-up, not counted
  const bareAlone: number[] = [];
  const bareErrors = await drive(barePort, bareRoute.next, SECONDS * 1000, bareAlone);
  console.log(line('bare Fastify JSON route (ceiling)', figures(bareAlone, SECONDS, bareErrors)));
  await api('GET /get/profile', () => ({
    method: 'GET',
    path: `/api/bo/get/profile?token=${token}`,
  }));
  // The dispatch on a small list (a master of 6 rows): what every list pays besides its own query.
  await api('GET list Agama (6 rows): the dispatch', () => ({
    method: 'GET',
    path: `/api/bo/get/Agama?token=${token}`,
  }));
  const listShare = await api('GET list Pasien, 25 rows, no search', () => list(''));
  await api('GET list Pasien, search name substring', () => list('search=santo'));
  await api('GET list Pasien, search name prefix (2 chars)', () => list('search=bu'));
  await api('GET list Pasien, exact NIK', (w) => list(`search=${benchNik(1000 + w)}`));
  await api('GET list Pasien, exact BPJS number', (w) =>
    list(`search=000${String(1000 + w).padStart(10, '0')}`),
  );
  await api('GET list Pasien, exact RM number', (w) =>
    list(`search=${String(5000 + w).padStart(8, '0')}`),
  );

  // POST update: each client updates its own record, carrying the version it last saw.
  const versions: { id: number; version: number }[] = [];
  for (let w = 0; w < CONCURRENCY; w++) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/bo/do/Obat?token=${token}`,
      headers: { 'x-simrs-key': API_KEY, 'content-type': 'application/json' },
      payload: post('Obat', {
        type: 'add',
        code: `BN-${w}`,
        name: `Obat Bench ${w}`,
        unit: 'TABLET',
        price: 100,
        minStock: 1,
      }).body,
    });
    const record = (JSON.parse(res.body) as { data: { record: { id: number; version: number } } })
      .data.record;
    versions.push({ id: record.id, version: record.version });
  }
  let price = 100;
  await api('POST /do/Obat update (envelope, audit, version)', (w) => {
    const v = versions[w] as { id: number; version: number };
    const body = post(
      'Obat',
      {
        type: 'update',
        id: v.id,
        version: v.version,
        code: `BN-${w}`,
        name: `Obat Bench ${w}`,
        unit: 'TABLET',
        price: price++,
        minStock: 1,
      },
      token,
    );
    v.version++;
    return body;
  });

  await bare.close();
  await app.close();
  await handle.close();
  return listShare;
}

function envelopeCost() {
  const keys = new KeyCache(PASSPHRASE);
  const salt = randomBytes(256);
  const payload = {
    type: 'update',
    id: 1,
    version: 3,
    name: 'Poli Anak',
    code: 'ANAK',
    status: 'Y',
  };
  const n = 2000;
  let t = performance.now();
  for (let i = 0; i < n; i++) openEnvelope(sealEnvelope(payload, keys, salt), keys);
  const cached = (performance.now() - t) / n;
  const fresh = new KeyCache(PASSPHRASE);
  const m = 200;
  t = performance.now();
  for (let i = 0; i < m; i++) fresh.get(randomBytes(256).toString('hex'));
  const derive = (performance.now() - t) / m;
  console.log(
    `\nenvelope seal+open, cached key (same salt)     ${(cached * 1000).toFixed(0).padStart(7)} µs/message`,
  );
  console.log(
    `envelope key derivation (new salt, PBKDF2 999) ${(derive * 1000).toFixed(0).padStart(7)} µs/message`,
  );
}

async function main() {
  console.log(
    `BO API bench: ${PATIENTS} patients, ${CONCURRENCY} concurrent clients, ${SECONDS} s per line${
      SESSION_CACHE_MS === undefined ? '' : `, session cache ${SESSION_CACHE_MS} ms`
    }`,
  );
  const shares: string[] = [];
  const embedded = await benchDatabase('PGlite (embedded, in memory)', {
    kind: 'pglite',
    dataDir: null,
    ...caching,
  });
  shares.push(`PGlite ${(100 * embedded).toFixed(1)} %`);
  const url =
    process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    try {
      const server = await benchDatabase(`PostgreSQL (schema ${schema})`, {
        kind: 'postgres',
        url,
        schema,
        ...caching,
      });
      shares.push(`PostgreSQL ${(100 * server).toFixed(1)} %`);
    } finally {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    }
  } else {
    console.log(
      '\n(PostgreSQL skipped: set BENCH_DATABASE_URL, or run `npm run bench` at the root)',
    );
  }
  envelopeCost();
  console.log(`\nlist Pasien (25 rows) / bare Fastify: ${shares.join(', ')}`);
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
