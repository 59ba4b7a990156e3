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
import type { DatabaseConfig } from '../src/db/index';
import { KeyCache, openEnvelope, sealEnvelope } from '../src/platform/envelope';
import {
  API_KEY,
  benchNik,
  type Call,
  type Figures,
  forEachDatabase,
  generatePatients,
  loadDriver,
  openBenchDatabase,
  PASSPHRASE,
  type Req,
  secondsSince,
  startApi,
  startBare,
} from './harness';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SESSION_CACHE_MS = process.env.BENCH_SESSION_CACHE_MS
  ? Number(process.env.BENCH_SESSION_CACHE_MS)
  : undefined;
const caching = SESSION_CACHE_MS === undefined ? {} : { sessionCacheMs: SESSION_CACHE_MS };
const driver = loadDriver({ concurrency: CONCURRENCY, seconds: SECONDS });

const line = (label: string, f: Figures, ceiling?: Figures) =>
  `${label.padEnd(46)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms${
    ceiling
      ? `   ${((100 * f.rps) / ceiling.rps).toFixed(1).padStart(5)} % of bare ${ceiling.rps.toFixed(0).padStart(6)} req/s`
      : ''
  }${f.errors ? `   NON-200: ${f.errors}` : ''}`;

/** The lines of one database; returns the list line's share of the ceiling. */
async function benchDatabase(label: string, config: DatabaseConfig): Promise<string> {
  console.log(`\n--- ${label} ---`);
  const handle = await openBenchDatabase(config);
  const t = performance.now();
  await generatePatients(handle.db, PATIENTS);
  console.log(`generated ${PATIENTS} patients with indexes in ${secondsSince(t)} s`);

  const api = await startApi(handle);
  const { port, token, post } = api;
  const bare = await startBare(driver);
  const list = (query: string): Req => ({
    method: 'GET',
    path: `/api/bo/get/Pasien?shown=25&token=${token}&${query}`,
  });

  /** One API line, next to the ceiling measured in the same slices of time. */
  const measure = async (name: string, next: (worker: number) => Req | Promise<Req>) => {
    const call: Call = driver.request(port, next);
    const pair = await driver.measurePair(call, bare.call);
    console.log(line(name, pair.api, pair.bare));
    return pair.api.rps / pair.bare.rps;
  };

  console.log(line('bare Fastify JSON route (ceiling)', await driver.measureAlone(bare.call)));
  await measure('GET /get/profile', () => ({
    method: 'GET',
    path: `/api/bo/get/profile?token=${token}`,
  }));
  // The dispatch on a small list (a master of 6 rows): what every list pays besides its own query.
  await measure('GET list Agama (6 rows): the dispatch', () => ({
    method: 'GET',
    path: `/api/bo/get/Agama?token=${token}`,
  }));
  const listShare = await measure('GET list Pasien, 25 rows, no search', () => list(''));
  await measure('GET list Pasien, search name substring', () => list('search=santo'));
  await measure('GET list Pasien, search name prefix (2 chars)', () => list('search=bu'));
  await measure('GET list Pasien, exact NIK', (w) => list(`search=${benchNik(1000 + w)}`));
  await measure('GET list Pasien, exact BPJS number', (w) =>
    list(`search=000${String(1000 + w).padStart(10, '0')}`),
  );
  await measure('GET list Pasien, exact RM number', (w) =>
    list(`search=${String(5000 + w).padStart(8, '0')}`),
  );

  // POST update: each client updates its own record, carrying the version it last saw.
  const versions: { id: number; version: number }[] = [];
  for (let w = 0; w < CONCURRENCY; w++) {
    const res = await api.app.inject({
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
  await measure('POST /do/Obat update (envelope, audit, version)', (w) => {
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
  await api.close();
  await handle.close();
  return `${label.split(' ')[0]} ${(100 * listShare).toFixed(1)} %`;
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
  const shares = await forEachDatabase(caching, benchDatabase);
  envelopeCost();
  console.log(`\nlist Pasien (25 rows) / bare Fastify: ${shares.join(', ')}`);
  driver.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
