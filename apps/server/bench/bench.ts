/**
 * `npm run bench`: requests/s and p50/p99 latency of the BO API on generated data, next to a bare
 * Fastify JSON route (the ceiling), plus the envelope cost per message. Figures only, no
 * assertions. Database: in-memory PGlite, or PostgreSQL when BENCH_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { openDatabase } from '../src/db/index';
import { KeyCache, openEnvelope, sealEnvelope } from '../src/platform/envelope';
import { FIRST, LAST } from '../src/seed/data';
import { seedIfEmpty } from '../src/seed/index';
import { DEMO_PASSWORD } from '../src/seed/levels';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
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

async function load(label: string, port: number, next: (worker: number) => Req | Promise<Req>) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
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
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  console.log(
    `${label.padEnd(44)} ${(latencies.length / SECONDS).toFixed(0).padStart(7)} req/s   p50 ${q(0.5).toFixed(2).padStart(7)} ms   p99 ${q(0.99).toFixed(2).padStart(7)} ms${errors ? `   NON-200: ${errors}` : ''}`,
  );
}

/** The NIK the generator below gives patient i (same formula as the SQL). */
function benchNik(i: number): string {
  const p = (n: number, w: number) => String(n).padStart(w, '0');
  const day = 1 + (i % 28) + (i % 2 === 0 ? 40 : 0);
  const month = 1 + (Math.floor(i / 28) % 12);
  return `317101${p(day, 2)}${p(month, 2)}${p(Math.floor(i / 336) % 100, 2)}${p(1 + (Math.floor(i / 33600) % 9999), 4)}`;
}

async function main() {
  console.log(
    `BO API bench: ${PATIENTS} patients, ${CONCURRENCY} concurrent clients, ${SECONDS} s per line`,
  );
  const url = process.env.BENCH_DATABASE_URL;
  const handle = await openDatabase(
    url
      ? { kind: 'postgres', url, schema: `bench_${randomBytes(4).toString('hex')}` }
      : { kind: 'pglite', dataDir: null },
  );
  await handle.migrate();
  const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
  await seedIfEmpty(handle, cheap, 0);
  let t = performance.now();
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

  await load('bare Fastify JSON route (ceiling)', barePort, () => ({
    method: 'GET',
    path: '/json',
  }));
  await load('GET /get/profile', port, () => ({
    method: 'GET',
    path: `/api/bo/get/profile?token=${token}`,
  }));
  await load('GET list Pasien, 25 rows, no search', port, () => list(''));
  await load('GET list Pasien, search name substring', port, () => list('search=santo'));
  await load('GET list Pasien, search name prefix (2 chars)', port, () => list('search=bu'));
  await load('GET list Pasien, exact NIK', port, (w) => list(`search=${benchNik(1000 + w)}`));
  await load('GET list Pasien, exact BPJS number', port, (w) =>
    list(`search=000${String(1000 + w).padStart(10, '0')}`),
  );
  await load('GET list Pasien, exact RM number', port, (w) =>
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
  await load('POST /do/Obat update (envelope, audit, version)', port, (w) => {
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

  // Envelope cost per message.
  const payload = {
    type: 'update',
    id: 1,
    version: 3,
    name: 'Poli Anak',
    code: 'ANAK',
    status: 'Y',
  };
  const n = 2000;
  t = performance.now();
  for (let i = 0; i < n; i++) openEnvelope(sealEnvelope(payload, keys, salt), keys);
  const cached = (performance.now() - t) / n;
  const fresh = new KeyCache(PASSPHRASE);
  const m = 200;
  t = performance.now();
  for (let i = 0; i < m; i++) fresh.get(randomBytes(256).toString('hex'));
  const derive = (performance.now() - t) / m;
  console.log(
    `envelope seal+open, cached key (same salt)     ${(cached * 1000).toFixed(0).padStart(7)} µs/message`,
  );
  console.log(
    `envelope key derivation (new salt, PBKDF2 999) ${(derive * 1000).toFixed(0).padStart(7)} µs/message`,
  );

  await bare.close();
  await app.close();
  await handle.close();
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
