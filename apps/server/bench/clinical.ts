/**
 * The clinical bench (`npm run bench`, after bench.ts): p50, p95 and p99 latency of the calls
 * the EMR's clinical screens make, through the real server (envelope, session, permissions,
 * patient access log as in production), on large generated data (clinical-data.ts), each line
 * next to the bare Fastify JSON route measured in alternating slices of the same run (the
 * ceiling: what the machine gives at that moment), with its target and whether it is met:
 *
 * - registrations (p95 <= 20 ms): the registrasi-pasien day list (a busy clinic's day, and the
 *   whole day as the screen opens it) and its schedules; a patient's registrations
 *   (`Registrasi/pasien`, the admission and control screens) and the patient page (`Pasien`
 *   record with its history);
 * - the chart (p95 <= 100 ms): the rekam-medis chart of a patient with 200 visits and 2,000
 *   documents opened (the RM lookup, then the record) and a visit opened (its forms, documents,
 *   diagnoses and CPPT, loaded together);
 * - the ICD-10 picker (p95 <= 20 ms) over 15,000 codes, by code prefix and by words.
 *
 * One client by default (BENCH_CLINICAL_CONCURRENCY): the latency a user waits for, not the
 * queue of a saturated server. Sizes: BENCH_CLINICAL_PATIENTS, BENCH_CLINICAL_REGISTRATIONS,
 * BENCH_CLINICAL_RECORD_VISITS, BENCH_CLINICAL_ICD (defaults 1,000,000, 5,000,000, 50,000 and
 * 15,000 on PostgreSQL; 100,000, 500,000, 5,000 and 15,000 on the embedded database).
 * BENCH_SECONDS per line; BENCH_CLINICAL_LINES, a pattern, measures only the lines it matches;
 * BENCH_DATABASES as in harness.ts. The machine's load average is printed with the figures.
 * Figures only, no assertions.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { DatabaseConfig } from '../src/db/index';
import { wibDay } from '../src/platform/time';
import {
  type ClinicalData,
  type ClinicalSizes,
  existingClinicalData,
  generateClinical,
} from './clinical-data';
import {
  API_KEY,
  type Api,
  type Call,
  type Figures,
  forEachDatabase,
  isPostgres,
  loadDriver,
  openBenchDatabase,
  type Req,
  secondsSince,
  startApi,
  startBare,
} from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ONLY = process.env.BENCH_CLINICAL_LINES ? new RegExp(process.env.BENCH_CLINICAL_LINES) : null;
const CONCURRENCY = Number(process.env.BENCH_CLINICAL_CONCURRENCY ?? 1);
/** The visit's four parts go out together, as the chart loads them. */
const driver = loadDriver({ concurrency: CONCURRENCY, seconds: SECONDS, socketsPerClient: 4 });

function sizesFor(config: DatabaseConfig): ClinicalSizes {
  const pg = isPostgres(config);
  const env = (name: string, pgDefault: number, embeddedDefault: number) =>
    Number(process.env[name] ?? (pg ? pgDefault : embeddedDefault));
  return {
    patients: env('BENCH_CLINICAL_PATIENTS', 1_000_000, 100_000),
    registrations: env('BENCH_CLINICAL_REGISTRATIONS', 5_000_000, 500_000),
    recordVisits: env('BENCH_CLINICAL_RECORD_VISITS', 50_000, 5_000),
    icdCodes: env('BENCH_CLINICAL_ICD', 15_000, 15_000),
  };
}

interface Line {
  name: string;
  /** p95 target, ms. */
  target: number;
  call: Call;
  /** The answer once, in words ('25 of 98'): the line measures real work. */
  check?: () => Promise<string>;
}

interface Result {
  name: string;
  target: number;
  api: Figures;
  bare: Figures;
}

const ms = (v: number, w = 6) => v.toFixed(1).padStart(w);
const n = (v: number) => v.toLocaleString('en-US');

function print(r: Result): string {
  const met = r.api.errors === 0 && r.api.p95 <= r.target;
  return `${r.name.padEnd(64)} p50 ${ms(r.api.p50)}  p95 ${ms(r.api.p95)}  p99 ${ms(r.api.p99)} ms  (${String(r.api.calls).padStart(5)})   ceiling p50 ${ms(r.bare.p50, 4)}  p95 ${ms(r.bare.p95, 4)} ms   target p95 <= ${r.target} ms: ${met ? 'met' : 'NOT MET'}${r.api.errors ? `   NON-200: ${r.api.errors}` : ''}`;
}

/** Reads one call's answer (for the data checks printed before the lines). */
async function answer<T>(api: Api, req: Req): Promise<T> {
  const res = await api.app.inject({
    method: 'GET',
    url: req.path,
    headers: { 'x-simrs-key': API_KEY },
  });
  if (res.statusCode !== 200) throw new Error(`${req.path}: ${res.statusCode} ${res.body}`);
  return (JSON.parse(res.body) as { data: T }).data;
}

/** The lines of one database. */
async function benchDatabase(label: string, config: DatabaseConfig): Promise<Result[]> {
  console.log(`\n--- ${label} ---`);
  const sizes = sizesFor(config);
  const handle = await openBenchDatabase(config);
  const today = wibDay(new Date());
  let data = await existingClinicalData(handle.db);
  if (data) console.log('the data of an earlier run, measured again:');
  else {
    console.log(
      `generating ${n(sizes.patients)} patients, ${n(sizes.registrations)} registrations, ${n(sizes.recordVisits)} other visits with records, ${n(sizes.icdCodes)} ICD-10 codes:`,
    );
    const t = performance.now();
    data = await generateClinical(handle.db, sizes, today, console.log);
    console.log(`generated in ${secondsSince(t)} s`);
  }
  describe(data);

  const api = await startApi(handle);
  const bare = await startBare(driver);
  const { port } = api;
  const one = (next: (w: number) => Req): Call => driver.request(port, next);
  /** Requests sent one after the other (a screen that needs the first answer to ask the next). */
  const inTurn =
    (...steps: ((w: number) => Req)[]): Call =>
    async (w) => {
      for (const next of steps) {
        const status = await driver.send(port, next(w));
        if (status !== 200) return status;
      }
      return 200;
    };
  /** Requests sent together (a screen loading its parts at once): done when all answered. */
  const together =
    (...steps: ((w: number) => Req)[]): Call =>
    async (w) => {
      const statuses = await Promise.all(steps.map((next) => driver.send(port, next(w))));
      return statuses.find((s) => s !== 200) ?? 200;
    };
  let turn = 0;
  const rotate = <T>(list: readonly T[]): T => list[turn++ % list.length] as T;

  // --- the calls, as the EMR makes them ---------------------------------------------------------
  const { busy, chart } = data;
  const dayList = (query: Record<string, string | number>) => () =>
    api.get('Registrasi', { page: 1, shown: 25, ...query });
  const busyDay = dayList({ date: busy.day, poliId: busy.poliId });
  const busyDays = () => {
    const d = rotate(data.busyDays);
    return api.get('Registrasi', { page: 1, shown: 25, date: d.day, poliId: busy.poliId });
  };
  const wholeDay = dayList({ date: busy.day });
  const daySchedules = () => api.get('Registrasi/jadwal', { date: busy.day });
  const typical = () => rotate(data.typicalPatients).id;
  const registrationsOf = (id: () => number) => () => api.get(`Registrasi/pasien/${id()}`);
  const patientPage = (id: () => number) => () => api.get(`Pasien/detail/${id()}`);
  const byRm = () => api.get('Pasien', { page: 1, shown: 10, search: chart.rmNo });
  const chartRecord = patientPage(() => chart.patientId);
  const visit = (reg: number) => [
    () => api.get(`Dokumen/formulir/${reg}`),
    () => api.get(`Dokumen/registrasi/${reg}`),
    () => api.get(`Diagnosa/registrasi/${reg}`),
    () => api.get(`Cppt/registrasi/${reg}`),
  ];
  const newest = visit(chart.newestRegistrationId);
  const older = visit(chart.olderRegistrationId);
  const icd = (source: string, terms: readonly string[]) => () =>
    api.get('Diagnosa/icd', { system: 'ICD10', source, q: rotate(terms) });

  const REG = 20;
  const CHART = 100;
  const ICD = 20;
  type List = { list: unknown[]; total?: number; history?: unknown[] };
  const got = (req: Req) => answer<List>(api, req);
  const rows = async (req: Req) => `${(await got(req)).list.length} rows`;
  const visitParts = async (reg: number) => {
    const [forms, documents, entries, notes] = await Promise.all(visit(reg).map((f) => got(f())));
    return `${forms?.list.length} forms, ${documents?.list.length} documents, ${entries?.list.length} diagnoses and procedures, ${notes?.list.length} CPPT notes`;
  };
  const lines: Line[] = [
    {
      name: `day list: ${busy.name}, ${busy.day} (${busy.visits} visits), page 1`,
      target: REG,
      call: one(busyDay),
      check: async () => {
        const a = await got(busyDay());
        return `${a.list.length} of ${a.total}`;
      },
    },
    {
      name: `day list: ${busy.name}, its last ${data.busyDays.length} working days in turn`,
      target: REG,
      call: one(busyDays),
    },
    {
      name: 'day list: every clinic, the same day, page 1',
      target: REG,
      call: one(wholeDay),
      check: async () => {
        const a = await got(wholeDay());
        return `${a.list.length} of ${a.total}`;
      },
    },
    {
      name: "the day's schedules and quota use (the list's filter)",
      target: REG,
      call: one(daySchedules),
      check: async () => `${(await got(daySchedules())).list.length} schedules`,
    },
    {
      name: "a patient's registrations (Registrasi/pasien), patients in turn",
      target: REG,
      call: one(registrationsOf(typical)),
      check: () => rows(registrationsOf(typical)()),
    },
    {
      name: 'patient page (Pasien record and history), patients in turn',
      target: REG,
      call: one(patientPage(typical)),
      check: async () => `history ${(await got(patientPage(typical)())).history?.length}`,
    },
    {
      name: `a patient's registrations, the chart's patient (${chart.registrations})`,
      target: REG,
      call: one(registrationsOf(() => chart.patientId)),
      check: () => rows(registrationsOf(() => chart.patientId)()),
    },
    {
      name: 'chart: open the patient (RM lookup, then the record)',
      target: CHART,
      call: inTurn(byRm, chartRecord),
      check: async () => {
        const found = (await got(byRm())).list as { id: number }[];
        const history = (await got(chartRecord())).history?.length;
        return `the RM finds ${found.length} (${found[0]?.id === chart.patientId ? 'the chart patient' : 'SOMEONE ELSE'}), history ${history}`;
      },
    },
    { name: '  RM lookup (Pasien list, search the RM number)', target: CHART, call: one(byRm) },
    { name: '  the record with the 50 newest visits', target: CHART, call: one(chartRecord) },
    {
      name: 'chart: open the newest visit (4 calls together)',
      target: CHART,
      call: together(...newest),
      check: () => visitParts(chart.newestRegistrationId),
    },
    { name: '  its forms (Dokumen/formulir)', target: CHART, call: one(newest[0] as () => Req) },
    {
      name: '  its documents (Dokumen/registrasi)',
      target: CHART,
      call: one(newest[1] as () => Req),
    },
    {
      name: '  its diagnoses (Diagnosa/registrasi)',
      target: CHART,
      call: one(newest[2] as () => Req),
    },
    { name: '  its CPPT (Cppt/registrasi)', target: CHART, call: one(newest[3] as () => Req) },
    {
      name: 'chart: open a visit of 2.5 years ago (4 calls together)',
      target: CHART,
      call: together(...older),
      check: () => visitParts(chart.olderRegistrationId),
    },
    {
      name: `ICD-10 picker, code prefix (${data.icd.prefixes.join(' ')})`,
      target: ICD,
      call: one(icd('KLINIS', data.icd.prefixes)),
      check: async () =>
        `'J18' ${(await got(api.get('Diagnosa/icd', { system: 'ICD10', q: 'J18' }))).list.length} codes`,
    },
    {
      name: 'ICD-10 picker, words (as typed, in turn)',
      target: ICD,
      call: one(icd('KLINIS', data.icd.words)),
      check: async () =>
        `'infeksi ginjal' ${(await got(api.get('Diagnosa/icd', { system: 'ICD10', q: 'infeksi ginjal' }))).list.length} codes`,
    },
    {
      name: "ICD-10 picker, words, the coders' master (UPLA)",
      target: ICD,
      call: one(icd('KODING', data.icd.words)),
    },
  ].filter((l) => ONLY === null || ONLY.test(l.name));
  const checks: string[] = [];
  for (const line of lines) {
    if (line.check) checks.push(`${line.name.trim().split(' (')[0]}: ${await line.check()}`);
  }
  console.log(`answers checked once: ${checks.join('; ')}`);

  console.log(
    `\n${CONCURRENCY} client${CONCURRENCY === 1 ? '' : 's'}, ${SECONDS} s per line after 0.5 s of warm-up, latencies in ms, (calls measured); ${load()}`,
  );
  const ceiling = await driver.measureAlone(bare.call);
  console.log(
    `${'bare Fastify JSON route (ceiling), alone'.padEnd(64)} p50 ${ms(ceiling.p50)}  p95 ${ms(ceiling.p95)}  p99 ${ms(ceiling.p99)} ms  (${String(ceiling.calls).padStart(5)})`,
  );
  const results: Result[] = [];
  for (const line of lines) {
    await driver.warmUp(line.call);
    const pair = await driver.measurePair(line.call, bare.call);
    const result = { name: line.name, target: line.target, ...pair };
    results.push(result);
    console.log(print(result));
  }

  console.log(`(${load()})`);
  await bare.close();
  await api.close();
  await handle.close();
  return results;
}

/** The machine's load: the figures of a shared machine read against it. */
function load(): string {
  const [one, five] = loadavg();
  return `load average ${one?.toFixed(1)} (1 min), ${five?.toFixed(1)} (5 min) on ${availableParallelism()} cores`;
}

/** 'min-max (median m)' of counts. */
function spread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${sorted[0] ?? 0}-${sorted.at(-1) ?? 0} (median ${median})`;
}

function describe(data: ClinicalData) {
  const c = data.chart;
  console.log(
    `registrations from ${data.firstDay} to ${data.lastDay}, ${n(data.outpatient)} of them clinic visits; ${data.busy.name}: ${spread(data.busyDays.map((d) => d.visits))} visits a day on its last ${data.busyDays.length} working days`,
  );
  console.log(
    `the chart's patient (RM ${c.rmNo}): ${c.registrations} registrations, ${n(c.documents)} documents, ${n(c.observations)} observations, ${n(c.codedEntries)} diagnoses and procedures, ${n(c.cpptNotes)} CPPT notes; ICD-10 master: ${n(data.icd.total)} codes`,
  );
}

async function main() {
  console.log(
    `Clinical bench: p50/p95/p99 of the clinical screens' calls on large generated data, ${CONCURRENCY} client${CONCURRENCY === 1 ? '' : 's'}, ${SECONDS} s per line`,
  );
  const t = performance.now();
  const all = await forEachDatabase({}, async (label, config) => ({
    label: label.split(' ')[0] ?? label,
    results: await benchDatabase(label, config),
  }));
  const missed = all.flatMap((d) =>
    d.results
      .filter((r) => r.api.errors > 0 || r.api.p95 > r.target)
      .map((r) => `${d.label}: ${r.name.trim()} (p95 ${r.api.p95.toFixed(1)} ms > ${r.target} ms)`),
  );
  console.log(
    `\nclinical targets: ${missed.length === 0 ? 'all met' : `${missed.length} not met:\n  ${missed.join('\n  ')}`} (${secondsSince(t)} s in all)`,
  );
  driver.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
