/**
 * What the server's benches share: the databases they run on (the embedded PGlite in memory,
 * then PostgreSQL in a throwaway schema), generated patients, the real app listening with a
 * signed-in superadmin, the bare Fastify JSON route that is every line's ceiling, and the load
 * driver (N clients sending one after the other for a time, latencies collected; a line and the
 * ceiling measured in alternating slices of the same run so a change of the machine's load hits
 * both). Figures only, no assertions.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { type DatabaseConfig, type DatabaseHandle, openDatabase } from '../src/db/index';
import { FIRST, LAST } from '../src/modules/pasien/seed-data';
import { KeyCache, sealEnvelope } from '../src/platform/envelope';
import type { Executor } from '../src/platform/module';
import { DEMO_PASSWORD, seedIfEmpty } from '../src/seed/index';

export const API_KEY = 'bench-key';
export const PASSPHRASE = 'bench-passphrase';
/** argon2 at its lowest: the benches sign in once, they do not measure password hashing. */
export const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface Req {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** One call of a line: sends what it needs and answers the HTTP status (200 when all went well). */
export type Call = (worker: number) => Promise<number>;

export interface Figures {
  /** Calls per second over the line's time. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  calls: number;
  errors: number;
}

export function figures(latencies: number[], seconds: number, errors: number): Figures {
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    rps: latencies.length / seconds,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    calls: latencies.length,
    errors,
  };
}

/** Milliseconds since `t` as seconds with one decimal ('12.3'). */
export const secondsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

/**
 * The load driver: `concurrency` clients on keep-alive sockets, each sending its next call as
 * soon as the previous one answered (`socketsPerClient`: requests a call may send at once, as a
 * screen that loads several parts together).
 */
export function loadDriver(options: {
  concurrency: number;
  seconds: number;
  socketsPerClient?: number;
}) {
  const { concurrency, seconds } = options;
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: concurrency * (options.socketsPerClient ?? 1),
  });

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

  /** A call that sends one request made by `next` to `port`. */
  const request =
    (port: number, next: (worker: number) => Req | Promise<Req>): Call =>
    async (w) =>
      send(port, await next(w));

  /** Runs `call` from every client for `ms`; adds each latency to `latencies`, answers the errors. */
  async function drive(call: Call, ms: number, latencies: number[]): Promise<number> {
    let errors = 0;
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, w) => {
        while (performance.now() < end) {
          const t = performance.now();
          const status = await call(w);
          latencies.push(performance.now() - t);
          if (status !== 200) errors++;
        }
      }),
    );
    return errors;
  }

  /** Slices per line: the API and the ceiling alternate, so a drift of the load hits both. */
  const slices = Math.max(1, Math.round(seconds * 2));

  /** One API line and the ceiling, measured in alternating slices of `seconds` each. */
  async function measurePair(api: Call, ceiling: Call): Promise<{ api: Figures; bare: Figures }> {
    const sliceMs = (seconds * 1000) / slices;
    const apiLatencies: number[] = [];
    const bareLatencies: number[] = [];
    let apiErrors = 0;
    let bareErrors = 0;
    for (let i = 0; i < slices; i++) {
      bareErrors += await drive(ceiling, sliceMs, bareLatencies);
      apiErrors += await drive(api, sliceMs, apiLatencies);
    }
    return {
      api: figures(apiLatencies, seconds, apiErrors),
      bare: figures(bareLatencies, seconds, bareErrors),
    };
  }

  /** Runs `call` for half a second, not counted (caches, plans, sockets). */
  const warmUp = (call: Call) => drive(call, 500, []);

  /** The ceiling alone for `seconds` (after a half-second warm-up that is not counted). */
  async function measureAlone(call: Call): Promise<Figures> {
    await warmUp(call);
    const latencies: number[] = [];
    const errors = await drive(call, seconds * 1000, latencies);
    return figures(latencies, seconds, errors);
  }

  return {
    concurrency,
    seconds,
    send,
    request,
    drive,
    warmUp,
    measurePair,
    measureAlone,
    close: () => agent.destroy(),
  };
}

export type LoadDriver = ReturnType<typeof loadDriver>;

/** The ceiling: a bare Fastify route answering a small JSON, on a port of its own. */
export async function startBare(driver: LoadDriver) {
  const bare = Fastify();
  bare.get('/json', async () => ({ status: 'success', data: { hello: 'world' } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (bare.server.address() as AddressInfo).port;
  return {
    port,
    call: driver.request(port, () => ({ method: 'GET', path: '/json' })),
    close: () => bare.close(),
  };
}

/**
 * The real app on `handle` (envelope, sessions, permissions, audit and access logs as in
 * production), listening on a port of its own, with the superadmin signed in.
 */
export async function startApi(handle: DatabaseHandle) {
  const app = await buildApp(
    defaultConfig({
      database: handle,
      apiKey: API_KEY,
      passphrase: PASSPHRASE,
      argon2: CHEAP_ARGON2,
      // One session sends thousands of calls a minute here; the per-token limits (1,200 reads a
      // minute, against runaway scripts) would answer 429 within seconds. The limiter still runs
      // on every call, only its ceiling is out of reach.
      rateLimits: { get: 1_000_000_000, do: 1_000_000_000 },
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const keys = new KeyCache(PASSPHRASE);
  const salt = randomBytes(256);
  /** A command as the apps send it: sealed in the envelope. */
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
  /** `GET /api/bo/get/{path}` with the session's token and the query given. */
  const get = (path: string, query: Record<string, string | number> = {}): Req => {
    const params = new URLSearchParams({ token });
    for (const [k, v] of Object.entries(query)) params.set(k, String(v));
    return { method: 'GET', path: `/api/bo/get/${path}?${params}` };
  };
  return { app, port, token, post, get, close: () => app.close() };
}

export type Api = Awaited<ReturnType<typeof startApi>>;

/** Opens, migrates and seeds a database (the demo masters and users, no demo patients). */
export async function openBenchDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  // The audited lines append keyed audit rows: a throwaway key for the throwaway data.
  const handle = await openDatabase({ auditKey: 'bench-audit-key', ...config });
  await handle.migrate();
  await seedIfEmpty(handle, CHEAP_ARGON2, 0);
  return handle;
}

/** The NIK `generatePatients` gives its patient i (the same formula as its SQL). */
export function benchNik(i: number): string {
  const p = (n: number, w: number) => String(n).padStart(w, '0');
  const day = 1 + (i % 28) + (i % 2 === 0 ? 40 : 0);
  const month = 1 + (Math.floor(i / 28) % 12);
  return `317101${p(day, 2)}${p(month, 2)}${p(Math.floor(i / 336) % 100, 2)}${p(1 + (Math.floor(i / 33600) % 9999), 4)}`;
}

/**
 * Patients 1..n (RM number i, a valid NIK, a BPJS number for 7 in 10, a name of the demo's name
 * parts, sex, a birth date between 1940 and 2022), set-based, with the table's indexes in place.
 */
export async function generatePatients(db: Executor, n: number): Promise<void> {
  await sql`insert into patients (rm_no, nik, bpjs_no, name, sex, birth_date)
    select lpad(i::text, 8, '0'),
      '317101' || lpad((1 + i % 28 + case when i % 2 = 0 then 40 else 0 end)::text, 2, '0')
        || lpad((1 + (i / 28) % 12)::text, 2, '0') || lpad(((i / 336) % 100)::text, 2, '0')
        || lpad((1 + (i / 33600) % 9999)::text, 4, '0'),
      case when i % 10 < 7 then '000' || lpad(i::text, 10, '0') end,
      (${FIRST}::text[])[1 + i % 20] || ' ' || (${FIRST}::text[])[1 + (i / 20) % 20] || ' ' || (${LAST}::text[])[1 + (i / 400) % 20],
      case when i % 2 = 0 then '2' else '1' end,
      date '1940-01-01' + (i % 30000)
    from generate_series(1, ${n}) as i`.execute(db);
  await sql`analyze patients`.execute(db);
}

/**
 * Runs `bench` on the embedded database (in memory), then on PostgreSQL when BENCH_DATABASE_URL,
 * TEST_DATABASE_URL (the root `npm run bench` starts a throwaway cluster) or DATABASE_URL is set,
 * in a `bench_*` schema of its own that is dropped afterwards (BENCH_KEEP_SCHEMA: in that schema,
 * kept). BENCH_DATABASES ('pglite', 'postgres' or both, comma-separated; both by default) keeps
 * one of them only.
 */
export async function forEachDatabase<T>(
  extra: { sessionCacheMs?: number },
  bench: (label: string, config: DatabaseConfig) => Promise<T>,
): Promise<T[]> {
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const results: T[] = [];
  if (wanted.includes('pglite')) {
    results.push(
      await bench('PGlite (embedded, in memory)', { kind: 'pglite', dataDir: null, ...extra }),
    );
  }
  const url =
    process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!wanted.includes('postgres')) return results;
  if (!url) {
    console.log(
      '\n(PostgreSQL skipped: set BENCH_DATABASE_URL, or run `npm run bench` at the root)',
    );
    return results;
  }
  // BENCH_KEEP_SCHEMA: that schema, kept afterwards (a bench whose data takes long to make can
  // measure it again, before and after a change).
  const kept = process.env.BENCH_KEEP_SCHEMA;
  const schema = kept || `bench_${randomBytes(4).toString('hex')}`;
  try {
    results.push(
      await bench(`PostgreSQL (schema ${schema}${kept ? ', kept' : ''})`, {
        kind: 'postgres',
        url,
        schema,
        ...extra,
      }),
    );
  } finally {
    if (!kept) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    }
  }
  return results;
}

/** Whether a database config is PostgreSQL (the benches size their data by it). */
export const isPostgres = (config: DatabaseConfig) => config.kind === 'postgres';
