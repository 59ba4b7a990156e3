/**
 * The clinical bench's data, generated set-based (`insert ... select ... from generate_series`)
 * through the real schema: every check constraint and trigger of production is in place while the
 * rows go in (the append-only triggers refuse UPDATE, DELETE and TRUNCATE only, so inserting is
 * what production does too, and nothing here updates or deletes). The big tables are loaded with
 * their secondary indexes and foreign keys set aside and made again afterwards from their own
 * definitions (`suspendIndexes`: rebuilt and validated over every row, compared before and
 * after). Rows get explicit ids where other rows must point at them in the same load, and every
 * identity is moved past them afterwards, so the app's own inserts carry on from there. Rows go in
 * day by day, as a hospital's do (a day's registrations lie together in the table), then the
 * tables are vacuumed and analysed as autovacuum would.
 *
 * - 50 clinics (25 specialties, two rooms each), one queue unit each, 3 doctors per clinic
 *   (150), each with a Monday-to-Saturday schedule; 4 insurers.
 * - `patients` patients (the list bench's generator) and one more: the chart's patient.
 * - `registrations` registrations over the last days up to yesterday, about 2,740 a day (5
 *   years at 5,000,000): 88 % clinic visits on working days (the busiest clinic about 3.4 % of
 *   them, the quietest 0.6 %), 8 % emergency visits, 4 % admissions, all of them closed (done,
 *   voided, absent, admitted; left care); payer: BPJS for most patients holding a card, insurers,
 *   self-pay; one clinic visit in six from a booking (a checked-in `q_reservations` row with the
 *   patient's RM number, NIK and BPJS number, as the booking desk makes it).
 * - the chart's patient: 200 visits over 5 years (180 clinic visits, 14 emergency visits, 6
 *   admissions), 10 clinical documents each (the six adult templates, two of them amended, two
 *   drafts entered in error), their revisions and observations, 5 diagnoses and procedures and 5
 *   CPPT notes each (verified, one corrected every tenth visit).
 * - `recordVisits` other visits with records: the two initial assessments (signed, with their
 *   observations), a diagnosis and two CPPT notes each.
 * - ICD-10 masters (`m_icd10`, `m_icd10_upla`) grown to `icdCodes` codes: categories A00-Y99,
 *   each with its subcodes .0-.4, Indonesian names (and English ones) made of plausible words.
 *
 * The status events and BPJS task times of the generated visits, and their queue tickets, are
 * left out: none of the measured calls reads them (the day list and the histories join the
 * ticket by its key only when a visit has one).
 */

import {
  exampleContent,
  type FormTemplate,
  findTemplate,
  observationsOf,
} from '@simrs/validators/forms';
import { type RawBuilder, sql } from 'kysely';
import { FIRST, LAST } from '../src/modules/pasien/seed-data';
import { addDays } from '../src/modules/registrasi/controls';
import type { Executor } from '../src/platform/module';
import { isoWeekday } from '../src/platform/time';
import { generatePatients } from './harness';

export interface ClinicalSizes {
  patients: number;
  registrations: number;
  recordVisits: number;
  icdCodes: number;
}

/** What the measuring side needs to know about the generated data. */
export interface ClinicalData {
  firstDay: string;
  lastDay: string;
  /** Clinic visits of the registrations (the rest are emergency visits and admissions). */
  outpatient: number;
  /** The busiest clinic and its busiest working day (the day list's line). */
  busy: { poliId: number; name: string; day: string; visits: number };
  /** Other working days of the busy clinic, with their visits (the day list rotates over them). */
  busyDays: { day: string; visits: number }[];
  /** Patients with a typical number of registrations (the histories' lines). */
  typicalPatients: { id: number; registrations: number }[];
  chart: {
    patientId: number;
    rmNo: string;
    registrations: number;
    documents: number;
    observations: number;
    codedEntries: number;
    cpptNotes: number;
    /** The newest visit (the chart opens it first) and one from the middle of the history. */
    newestRegistrationId: number;
    olderRegistrationId: number;
  };
  icd: { total: number; words: string[]; prefixes: string[] };
  /** Generation time of each part, in seconds. */
  timings: [string, string][];
}

const SPECIALTIES: [string, string, string][] = [
  ['Penyakit Dalam', 'Sp.PD', 'INT'],
  ['Anak', 'Sp.A', 'ANA'],
  ['Kandungan', 'Sp.OG', 'OBG'],
  ['Bedah Umum', 'Sp.B', 'BED'],
  ['Jantung', 'Sp.JP', 'JAN'],
  ['Saraf', 'Sp.N', 'SAR'],
  ['Mata', 'Sp.M', 'MAT'],
  ['THT', 'Sp.THT-KL', 'THT'],
  ['Kulit dan Kelamin', 'Sp.DVE', 'KUL'],
  ['Paru', 'Sp.P', 'PAR'],
  ['Jiwa', 'Sp.KJ', 'JIW'],
  ['Orthopedi', 'Sp.OT', 'ORT'],
  ['Urologi', 'Sp.U', 'URO'],
  ['Gigi', '', 'GIG'],
  ['Rehabilitasi Medik', 'Sp.KFR', 'REH'],
  ['Bedah Saraf', 'Sp.BS', 'BSR'],
  ['Geriatri', 'Sp.PD-KGer', 'GER'],
  ['Gizi Klinik', 'Sp.GK', 'GIZ'],
  ['Onkologi', 'Sp.PD-KHOM', 'ONK'],
  ['Bedah Anak', 'Sp.BA', 'BAN'],
  ['Ginjal dan Hipertensi', 'Sp.PD-KGH', 'GIN'],
  ['Endokrin', 'Sp.PD-KEMD', 'END'],
  ['Tumbuh Kembang', 'Sp.A', 'TKA'],
  ['Andrologi', 'Sp.And', 'AND'],
  ['Umum', '', 'UMU'],
];
const CLINICS = SPECIALTIES.length * 2;
const DOCTORS_PER_CLINIC = 3;
/** A clinic visit's clinic: clinic c (0-based) drawn with weight 60 - c (3.4 % down to 0.6 %). */
const CLINIC_WEIGHTS = Array.from({ length: CLINICS }, (_, c) => 60 - c);
/** Registrations a calendar day (5,000,000 over 5 years). */
const PER_DAY = 2740;
const CHART = { rajal: 180, ugd: 14, ranap: 6, years: 5 };
/** The adult templates a visit's documents are made of (the initial-assessment rule's pair first). */
const VISIT_TEMPLATES = [
  'kajian-awal-umum',
  'kajian-awal-medis',
  'skrining-gizi',
  'kajian-nyeri',
  'kajian-resiko-jatuh',
  'edukasi-terintegrasi',
];

/** `hash(expr, seed) % n`: a well mixed pseudo-random 0..n-1 of a row number. */
const pick = (expr: RawBuilder<unknown>, seed: number, n: number) =>
  sql`((hashint8extended((${expr})::bigint, ${seed}::bigint) & 1099511627775) % ${n})`;

/**
 * Row i of `total` spread over `days` days in order (rows go in as the days went by, so a day's
 * rows lie together in the table as they do in a hospital's): its day (0-based) ...
 */
const dayOf = (i: RawBuilder<unknown>, total: number, days: number) =>
  sql`((${i})::bigint * ${days} / ${total})`;
/** ... and its number within that day (0-based). */
const numberInDay = (i: RawBuilder<unknown>, total: number, days: number) =>
  sql`((${i})::bigint - (${dayOf(i, total, days)} * ${total} + ${days - 1}) / ${days})`;

/** A registration number as the app makes it ('RJ250301-0007'), of the row's day and number k. */
const regNo = (prefix: string) =>
  sql`${prefix} || to_char(day, 'YYMMDD') || '-'
    || lpad((k + 1)::text, greatest(4, length((k + 1)::text)), '0')`;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** An odd multiplier coprime to n: i -> (i * m) mod n visits every patient once per n rows. */
function coprime(n: number, from: number): number {
  let m = from;
  while (gcd(m, n) !== 1) m += 2;
  return m;
}

async function one<T>(db: Executor, query: RawBuilder<T>): Promise<T> {
  const r = await query.execute(db);
  const row = r.rows[0];
  if (row === undefined) throw new Error('the query gave no row');
  return row;
}

/** Moves the identity of `table` past its largest id (rows were inserted with explicit ids). */
async function syncIdentity(db: Executor, table: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
    (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)`.execute(db);
}

const count = async (db: Executor, table: string) =>
  Number((await one(db, sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`)).n);

const nextId = async (db: Executor, table: string) =>
  Number(
    (
      await one(
        db,
        sql<{ n: number }>`select coalesce(max(id), 0)::int + 1 as n from ${sql.table(table)}`,
      )
    ).n,
  );

interface Definition {
  name: string;
  def: string;
}

/**
 * Bulk loading as PostgreSQL's "Populating a Database" advises, in the bench's throwaway schema
 * only: drops the secondary indexes and the foreign keys of `table` and answers the function that
 * makes each again from its own definition (`pg_get_indexdef`, `pg_get_constraintdef`) once the
 * rows are in, so every unique index is rebuilt over all the rows and every foreign key validated
 * over all of them, as checking row by row would have. The primary key and the unique constraints
 * stay in place throughout; check constraints and triggers are never touched. The definitions are
 * compared before and after: the calls measured afterwards run on exactly the production schema.
 */
async function suspendIndexes(db: Executor, table: string): Promise<() => Promise<void>> {
  const definitions = async () => {
    const indexes = await sql<Definition>`select i.relname as name, pg_get_indexdef(i.oid) as def
      from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = ${table}::regclass
        and not exists (select 1 from pg_constraint c
          where c.conrelid = x.indrelid and c.conindid = x.indexrelid)
      order by i.relname`.execute(db);
    const keys = await sql<Definition>`select conname as name, pg_get_constraintdef(oid) as def
      from pg_constraint where conrelid = ${table}::regclass and contype = 'f'
      order by conname`.execute(db);
    return { indexes: indexes.rows, keys: keys.rows };
  };
  const before = await definitions();
  for (const k of before.keys) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(k.name)}`.execute(db);
  }
  for (const i of before.indexes) await sql`drop index ${sql.ref(i.name)}`.execute(db);
  return async () => {
    await db.transaction().execute(async (trx) => {
      await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
      for (const i of before.indexes) await sql.raw(i.def).execute(trx);
      for (const k of before.keys) {
        await sql`alter table ${sql.table(table)} add constraint ${sql.ref(k.name)} ${sql.raw(k.def)}`.execute(
          trx,
        );
      }
    });
    const after = await definitions();
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      throw new Error(`${table}: indexes or foreign keys differ after the bulk load`);
    }
  };
}

/** The working days (Monday to Saturday) between two days, both included. */
function workingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isoWeekday(d) !== 7) days.push(d);
  return days;
}

function template(key: string): FormTemplate {
  const t = findTemplate(key);
  if (!t) throw new Error(`no template ${key}`);
  return t;
}

/** The six adult templates: key, version, profession, example content and its observations. */
function visitTemplates() {
  return VISIT_TEMPLATES.map((key) => {
    const t = template(key);
    const content = exampleContent(t);
    return {
      key: t.key,
      version: t.version,
      profession: t.profession,
      content,
      observations: observationsOf(t, content).map((o) => ({
        code: o.code,
        field: o.field,
        label: o.label,
        value_num: o.valueNum,
        value_text: o.valueText,
        unit: o.unit,
      })),
    };
  });
}

async function masters(db: Executor): Promise<void> {
  const group = await one(db, sql<{ id: number }>`select id from q_groups where code = 'POLI'`);
  await sql`insert into m_asuransi_cob (code, name, address, phone)
    select 'BNA' || n, (array['PT Asuransi Sinar Mas', 'PT Asuransi Allianz Life Indonesia',
        'PT Prudential Life Assurance', 'PT AXA Mandiri Financial Services'])[n],
      'Jakarta', '021-500' || n
    from generate_series(1, 4) n`.execute(db);
  const names = SPECIALTIES.flatMap(([name, , code]) => [
    [`Poli ${name} 1`, `${code}1`],
    [`Poli ${name} 2`, `${code}2`],
  ]);
  await sql`insert into m_poli (code, name)
    select 'B' || (${names.map((n) => n[1])}::text[])[c + 1], (${names.map((n) => n[0])}::text[])[c + 1]
    from generate_series(0, ${CLINICS - 1}) c order by c`.execute(db);
  await sql`insert into q_units (code, name, category, prefix, group_id, poli_id)
    select 'BPU-' || lpad(c::text, 2, '0'), p.name, 'poli',
      chr(65 + c / 26) || chr(65 + c % 26), ${group.id}, p.id
    from generate_series(0, ${CLINICS - 1}) c
    join m_poli p on p.code = 'B' || (${names.map((n) => n[1])}::text[])[c + 1]
    order by c`.execute(db);
  const titles = SPECIALTIES.flatMap(([, title, code]) => {
    const t = code === 'GIG' ? 'drg.' : 'dr.';
    return [
      [t, title],
      [t, title],
    ];
  });
  // Doctor j of clinic c: the first two in the morning, the third in the afternoon, Mon-Sat.
  await sql`insert into q_doctor_schedules (unit_id, doctor_name, weekday, slot, start_time,
      end_time, quota, quota_jkn)
    select u.id,
      (${titles.map((t) => t[0])}::text[])[c + 1] || ' '
        || (${FIRST}::text[])[1 + (c * 3 + j) % 20] || ' '
        || (${LAST}::text[])[1 + ((c * 3 + j) * 7 + c / 20) % 20]
        || case when (${titles.map((t) => t[1])}::text[])[c + 1] = '' then ''
          else ', ' || (${titles.map((t) => t[1])}::text[])[c + 1] end,
      w::text, case when j < 2 then 'PAGI' else 'SORE' end,
      case when j < 2 then '08:00' else '14:00' end,
      case when j < 2 then '12:00' else '18:00' end, 60, 20
    from generate_series(0, ${CLINICS - 1}) c
    cross join generate_series(0, ${DOCTORS_PER_CLINIC - 1}) j
    cross join generate_series(1, 6) w
    join q_units u on u.code = 'BPU-' || lpad(c::text, 2, '0')
    order by c, j, w`.execute(db);
}

/**
 * The schedules of the bench's clinics as arrays, schedule n = (clinic * 3 + doctor) * 6 +
 * weekday - 1 at index n + 1: the generators look a visit's schedule up instead of joining.
 */
async function schedules(db: Executor) {
  const r = await sql<{
    id: number;
    unit_id: number;
    poli_id: number;
    doctor_name: string;
    slot: string;
  }>`select s.id, s.unit_id, u.poli_id, s.doctor_name, s.slot
    from q_doctor_schedules s join q_units u on u.id = s.unit_id
    where u.code like 'BPU-%' order by s.id`.execute(db);
  const rows = r.rows;
  /** The columns of schedule number `n` (an SQL expression, 0-based). */
  return (n: RawBuilder<unknown>) => sql`
    (${rows.map((x) => x.id)}::int[])[1 + ${n}] as schedule_id,
    (${rows.map((x) => x.unit_id)}::int[])[1 + ${n}] as unit_id,
    (${rows.map((x) => x.poli_id)}::int[])[1 + ${n}] as poli_id,
    (${rows.map((x) => x.doctor_name)}::text[])[1 + ${n}] as doctor_name,
    (${rows.map((x) => x.slot)}::text[])[1 + ${n}] as slot`;
}

const ICD_HEADS: [string, string][] = [
  ['Infeksi', 'Infection of'],
  ['Peradangan', 'Inflammation of'],
  ['Tumor ganas', 'Malignant neoplasm of'],
  ['Tumor jinak', 'Benign neoplasm of'],
  ['Gangguan', 'Disorder of'],
  ['Cedera', 'Injury of'],
  ['Kelainan bawaan', 'Congenital malformation of'],
  ['Penyakit', 'Disease of'],
  ['Perdarahan', 'Haemorrhage of'],
  ['Gagal fungsi', 'Failure of'],
  ['Nyeri', 'Pain in'],
  ['Luka terbuka', 'Open wound of'],
];
const ICD_SITES: [string, string][] = [
  ['paru', 'lung'],
  ['jantung', 'heart'],
  ['hati', 'liver'],
  ['ginjal', 'kidney'],
  ['lambung', 'stomach'],
  ['usus besar', 'colon'],
  ['usus halus', 'small intestine'],
  ['kulit', 'skin'],
  ['mata', 'eye'],
  ['telinga tengah', 'middle ear'],
  ['tulang belakang', 'spine'],
  ['otak', 'brain'],
  ['saluran kemih', 'urinary tract'],
  ['pembuluh darah', 'blood vessel'],
  ['kelenjar tiroid', 'thyroid gland'],
  ['pankreas', 'pancreas'],
  ['rahim', 'uterus'],
  ['payudara', 'breast'],
  ['sendi lutut', 'knee joint'],
  ['gigi', 'tooth'],
  ['tenggorokan', 'throat'],
  ['kandung empedu', 'gallbladder'],
  ['prostat', 'prostate'],
  ['kepala', 'head'],
  ['tangan', 'hand'],
  ['kaki', 'foot'],
  ['saraf tepi', 'peripheral nerve'],
  ['limpa', 'spleen'],
  ['esofagus', 'oesophagus'],
  ['bronkus', 'bronchus'],
  ['sinus', 'sinus'],
];
const ICD_QUALIFIERS: [string, string][] = [
  ['akut', 'acute'],
  ['kronis', 'chronic'],
  ['dengan komplikasi', 'with complication'],
  ['tanpa komplikasi', 'without complication'],
  ['tidak spesifik', 'unspecified'],
];

/** Grows both ICD-10 masters to `total` codes (the demo's own codes kept). */
async function icd10(db: Executor, total: number): Promise<void> {
  const heads = ICD_HEADS.map((h) => h[0]);
  const headsEn = ICD_HEADS.map((h) => h[1]);
  const sites = ICD_SITES.map((s) => s[0]);
  const sitesEn = ICD_SITES.map((s) => s[1]);
  const quals = ICD_QUALIFIERS.map((q) => q[0]);
  const qualsEn = ICD_QUALIFIERS.map((q) => q[1]);
  // Category n (A00 .. Y99) and its subcodes .0-.4 (s = 0: the category itself).
  const generated = sql`select code, name, name_en,
      case when left(code, 1) in ('R', 'Z') then 'N' else 'Y' end as valid_primary,
      left(code, 1) || '-4-' || lpad((n % 30 + 10)::text, 2, '0') || '-I' as ina_cbg_code
    from (
      select n, chr(65 + n / 100) || lpad((n % 100)::text, 2, '0')
          || case when s = 0 then '' else '.' || (s - 1)::text end as code,
        (${heads}::text[])[1 + n % ${heads.length}] || ' '
          || (${sites}::text[])[1 + (n / ${heads.length}) % ${sites.length}]
          || case when s = 0 then '' else ' ' || (${quals}::text[])[s] end as name,
        (${headsEn}::text[])[1 + n % ${heads.length}] || ' '
          || (${sitesEn}::text[])[1 + (n / ${heads.length}) % ${sites.length}]
          || case when s = 0 then '' else ', ' || (${qualsEn}::text[])[s] end as name_en
      from generate_series(0, 2499) n cross join generate_series(0, 5) s
    ) g`;
  await sql`insert into m_icd10 (code, name, name_en, valid_primary)
    select g.code, g.name, g.name_en, g.valid_primary from (${generated}) g
    where not exists (select 1 from m_icd10 m where lower(m.code) = lower(g.code))
    order by g.code limit ${Math.max(0, total - (await count(db, 'm_icd10')))}`.execute(db);
  await sql`insert into m_icd10_upla (code, name, ina_cbg_code, valid_primary)
    select g.code, g.name, g.ina_cbg_code, g.valid_primary from (${generated}) g
    where not exists (select 1 from m_icd10_upla m where lower(m.code) = lower(g.code))
    order by g.code limit ${Math.max(0, total - (await count(db, 'm_icd10_upla')))}`.execute(db);
  await sql`analyze m_icd10`.execute(db);
  await sql`analyze m_icd10_upla`.execute(db);
}

export async function generateClinical(
  db: Executor,
  sizes: ClinicalSizes,
  today: string,
  log: (line: string) => void,
): Promise<ClinicalData> {
  const timings: [string, string][] = [];
  const step = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await run();
    const s = ((performance.now() - t) / 1000).toFixed(1);
    timings.push([label, s]);
    log(`  ${label}: ${s} s`);
    return result;
  };

  const spanDays = Math.max(14, Math.ceil(sizes.registrations / PER_DAY));
  const lastDay = addDays(today, -1);
  const firstDay = addDays(today, -spanDays);
  const workdays = workingDays(firstDay, lastDay);
  const W = workdays.length;
  const outpatient = Math.round(sizes.registrations * 0.88);
  const emergency = Math.round(sizes.registrations * 0.08);
  const inpatient = sizes.registrations - outpatient - emergency;

  await step('masters (clinics, doctors, schedules, insurers)', () => masters(db));
  const icdBack = [await suspendIndexes(db, 'm_icd10'), await suspendIndexes(db, 'm_icd10_upla')];
  await step(`${sizes.icdCodes} ICD-10 codes in both masters`, async () => {
    await icd10(db, sizes.icdCodes);
    for (const back of icdBack) await back();
  });
  const patientsBack = await suspendIndexes(db, 'patients');
  await step(`${sizes.patients + 1} patients`, () => generatePatients(db, sizes.patients + 1));
  await step('patients: indexes made again', patientsBack);
  const range = await one(
    db,
    sql<{ lo: number; hi: number; n: number }>`select min(id)::int as lo, max(id)::int as hi,
      count(*)::int as n from patients`,
  );
  if (range.hi - range.lo + 1 !== range.n) throw new Error('patient ids are not contiguous');
  const chartPatientId = range.hi;
  const P = sizes.patients;
  const pLo = range.lo;
  const clerk = await one(db, sql<{ id: number }>`select id from users where username = 'admisi'`);
  const insurers = await one(
    db,
    sql<{ ids: number[] }>`select array_agg(id order by id) as ids from m_asuransi_cob
      where code like 'BNA%'`,
  );

  // --- clinic visits and their bookings -------------------------------------------------------
  const regBase = await nextId(db, 'registrations');
  const resBase = await nextId(db, 'q_reservations');
  const weights = CLINIC_WEIGHTS.flatMap((w, c) => Array.from({ length: w }, () => c));
  const mult = coprime(P, 7919);
  const i = sql`i`;
  /** Clinic visit i (0-based); `every`: 6 for the booked ones only (every sixth), 1 for all. */
  /**
   * The payer by the row's 0-99 draw `column`: BPJS below `bpjs` (when the patient holds a card),
   * an insurer below `insurer`, else self-pay.
   */
  const payerOf = (bpjs: number, insurer: number, column = 'v') => {
    const draw = sql.ref(`b.${column}`);
    return sql`case when ${draw} < ${bpjs} and p.bpjs_no is not null then '3'
      when ${draw} < ${insurer} then '2' else '1' end`;
  };
  const schedule = await schedules(db);
  const rajal = (every: number) => sql`with base as (
      select i, (${workdays}::date[])[1 + ${dayOf(i, outpatient, W)}] as day,
        ${numberInDay(i, outpatient, W)} as k,
        (${weights}::int[])[1 + ${pick(i, 1, weights.length)}] as clinic,
        ${pick(i, 2, DOCTORS_PER_CLINIC)} as doctor,
        ${pick(i, 3, 100)} as u, ${pick(i, 4, 100)} as v,
        ${pLo} + (i::bigint * ${mult}) % ${P} as patient_id,
        i % 6 = 0 as booked
      from generate_series(0, ${outpatient - 1}, ${every}) i
    ),
    vis as (
      select b.*,
        ${schedule(sql`(b.clinic * ${DOCTORS_PER_CLINIC} + b.doctor) * 6 + extract(isodow from b.day)::int - 1`)},
        p.name as patient_name, p.rm_no, p.nik, p.bpjs_no as card,
        ${payerOf(60, 72, 'u')} as payer,
        ((b.day + time '07:00' + b.k * interval '13 seconds') - interval '7 hours')
          at time zone 'UTC' as registered_at
      from base b
      join patients p on p.id = b.patient_id
    )`;
  const bookingsBack = await suspendIndexes(db, 'q_reservations');
  const registrationsBack = await suspendIndexes(db, 'registrations');
  await step(`${Math.ceil(outpatient / 6)} bookings`, async () => {
    await sql`${rajal(6)}
      insert into q_reservations (id, booking_code, unit_id, schedule_id, visit_date, patient_name,
        rm_no, nik, bpjs_no, payer, status, checked_in_at, created_at)
      select ${resBase} + i / 6, 'BNC' || lpad(i::text, 9, '0'), unit_id, schedule_id, day,
        patient_name, rm_no, nik, card, case when payer = '3' then 'JKN' else 'NON JKN' end,
        'CHECKED_IN', registered_at - interval '5 minutes', registered_at - interval '3 days'
      from vis where booked`.execute(db);
    await syncIdentity(db, 'q_reservations');
  });
  await step(`${outpatient} clinic visits`, async () => {
    await sql`${rajal(1)}
      insert into registrations (id, reg_no, patient_id, kind, channel, payer_type, guarantor_id,
        guarantor_card_no, bpjs_no, sep_no, visit_date, registered_at, poli_id, unit_id,
        schedule_id, doctor_name, slot, reservation_id, status, version, created_by, created_at,
        updated_at)
      select ${regBase} + i,
        ${regNo('RJ')},
        patient_id, 'RAJAL',
        case when booked then case when payer = '3' then 'JKN' else 'E-REG' end
          when v < 85 then 'BO-REG' else 'ICS' end,
        payer,
        case when payer = '2' then (${insurers.ids}::int[])[1 + v % 4] end,
        case when payer = '2' then 'POL-' || lpad((patient_id * 7)::text, 10, '0') end,
        case when payer = '3' then card end,
        case when payer = '3' then '0301R001' || to_char(day, 'MMYY') || 'V' || lpad((i % 1000000)::text, 6, '0') end,
        day, registered_at, poli_id, unit_id, schedule_id, doctor_name, slot,
        case when booked then ${resBase} + i / 6 end,
        case when v < 88 then 'DONE' when v < 93 then 'ABSEN' when v < 97 then 'VOID'
          else 'PASIEN_INAP' end,
        case when v < 88 then 3 else 2 end, ${clerk.id}, registered_at,
        registered_at + interval '2 hours'
      from vis`.execute(db);
  });

  // --- emergency visits and admissions, every calendar day ------------------------------------
  const calendar: string[] = [];
  for (let d = firstDay; d <= lastDay; d = addDays(d, 1)) calendar.push(d);
  /** Visits 0..total-1 over every calendar day in order: day, number in it, v (0-99), patient. */
  const everyDay = (total: number, seed: number, multiplier: number) => sql`
    select i, (${calendar}::date[])[1 + ${dayOf(i, total, spanDays)}] as day,
      ${numberInDay(i, total, spanDays)} as k, ${pick(i, seed, 100)} as v,
      ${pLo} + (i::bigint * ${coprime(P, multiplier)}) % ${P} as patient_id
    from generate_series(0, ${total - 1}) i`;
  const ugdBase = regBase + outpatient;
  await step(`${emergency} emergency visits`, async () => {
    await sql`with base as (${everyDay(emergency, 5, 104729)})
      insert into registrations (id, reg_no, patient_id, kind, channel, payer_type, guarantor_id,
        bpjs_no, visit_date, registered_at, doctor_name, status, version, created_by, created_at,
        updated_at)
      select ${ugdBase} + i,
        ${regNo('IG')},
        patient_id, 'UGD', 'BO-REG', pay.payer,
        case when pay.payer = '2' then (${insurers.ids}::int[])[1 + v % 4] end,
        case when pay.payer = '3' then p.bpjs_no end, day, pay.reg_at, 'dr. Jaga IGD',
        case when v < 95 then 'selesai' else '99' end,
        3, ${clerk.id}, pay.reg_at, pay.reg_at + interval '4 hours'
      from base b join patients p on p.id = b.patient_id
      cross join lateral (select
          ${payerOf(55, 65)} as payer,
          ((b.day + b.k * interval '11 minutes') - interval '7 hours') at time zone 'UTC' as reg_at) pay`.execute(
      db,
    );
  });
  const ranapBase = ugdBase + emergency;
  const kelas = await one(
    db,
    sql<{ ids: number[] }>`select array_agg(id order by id) as ids from m_ranap_kelas`,
  );
  await step(`${inpatient} admissions`, async () => {
    await sql`with base as (${everyDay(inpatient, 6, 15485863)})
      insert into registrations (id, reg_no, patient_id, kind, channel, payer_type, guarantor_id,
        bpjs_no, visit_date, registered_at, doctor_name, class_entitled, kelas_id, inpatient_type,
        status, version, created_by, created_at, updated_at)
      select ${ranapBase} + i,
        ${regNo('RI')},
        patient_id, 'RANAP', 'BO-REG', pay.payer,
        case when pay.payer = '2' then (${insurers.ids}::int[])[1 + v % 4] end,
        case when pay.payer = '3' then p.bpjs_no end, day, pay.reg_at,
        (select doctor_name from q_doctor_schedules order by id limit 1),
        case when pay.payer = '3' then 1 + v % 3 end,
        (${kelas.ids}::int[])[1 + v % ${kelas.ids.length}], 1,
        case when v < 90 then '6' when v < 94 then '8' when v < 97 then '7' else '99' end,
        6, ${clerk.id}, pay.reg_at, pay.reg_at + interval '5 days'
      from base b join patients p on p.id = b.patient_id
      cross join lateral (select
          ${payerOf(60, 70)} as payer,
          ((b.day + time '09:00' + b.k * interval '7 minutes') - interval '7 hours')
            at time zone 'UTC' as reg_at) pay`.execute(db);
  });

  // --- the chart's patient ----------------------------------------------------------------------
  const chartBase = ranapBase + inpatient;
  const chartFirst = addDays(today, -Math.round(CHART.years * 365.25));
  const chartWorkdays = workingDays(chartFirst, lastDay);
  const chartVisits = CHART.rajal + CHART.ugd + CHART.ranap;
  const templates = visitTemplates();
  await step(`the chart's patient: ${chartVisits} visits`, async () => {
    // Visit v (0 oldest) on an evenly spaced working day; every 13th an emergency visit, every
    // 33rd an admission; clinics of the internal medicine and heart doctors by turns.
    await sql`with base as (
        select v, (${chartWorkdays}::date[])[1 + (v * ${chartWorkdays.length}) / ${chartVisits}] as day,
          case when v % 33 = 32 then 'RANAP' when v % 13 = 12 then 'UGD' else 'RAJAL' end as kind,
          ${Math.ceil((sizes.registrations / W) * 2) + 2} + v as number
        from generate_series(0, ${chartVisits - 1}) v
      ), vis as (
        select b.*, ${schedule(sql`((b.v % 2) * 8 * ${DOCTORS_PER_CLINIC}) * 6 + extract(isodow from b.day)::int - 1`)}
        from base b
      )
      insert into registrations (id, reg_no, patient_id, kind, channel, payer_type, bpjs_no, sep_no,
        visit_date, registered_at, poli_id, unit_id, schedule_id, doctor_name, slot, kelas_id,
        inpatient_type, class_entitled, status, version, created_by, created_at, updated_at)
      select ${chartBase} + b.v,
        case b.kind when 'RAJAL' then 'RJ' when 'UGD' then 'IG' else 'RI' end
          || to_char(b.day, 'YYMMDD') || '-'
          || lpad(b.number::text, greatest(4, length(b.number::text)), '0'),
        p.id, b.kind, 'BO-REG', case when p.bpjs_no is null then '1' else '3' end, p.bpjs_no,
        case when b.kind = 'RAJAL' and p.bpjs_no is not null then '0301R001' || to_char(b.day, 'MMYY') || 'V9' || lpad(b.v::text, 5, '0') end,
        b.day, ((b.day + time '08:10') - interval '7 hours') at time zone 'UTC',
        case when b.kind = 'RAJAL' then b.poli_id end,
        case when b.kind = 'RAJAL' then b.unit_id end,
        case when b.kind = 'RAJAL' then b.schedule_id end,
        case when b.kind = 'UGD' then 'dr. Jaga IGD' else b.doctor_name end,
        case when b.kind = 'RAJAL' then b.slot end,
        case when b.kind = 'RANAP' then (${kelas.ids}::int[])[1] end,
        case when b.kind = 'RANAP' then 1 end,
        case when b.kind = 'RANAP' then 1 end,
        case b.kind when 'RAJAL' then 'DONE' when 'UGD' then 'selesai' else '6' end,
        3, ${clerk.id}, ((b.day + time '08:10') - interval '7 hours') at time zone 'UTC',
        ((b.day + time '12:00') - interval '7 hours') at time zone 'UTC'
      from vis b
      join patients p on p.id = ${chartPatientId}`.execute(db);
    await syncIdentity(db, 'registrations');
  });
  await step('bookings: indexes and foreign keys made again', bookingsBack);
  await step('registrations: indexes and foreign keys made again', registrationsBack);
  await step('registration numbers per kind and day', async () => {
    await sql`insert into registration_numbering (kind, day, last_no)
      select kind, visit_date, max(split_part(reg_no, '-', 2)::int) from registrations
      group by kind, visit_date
      on conflict (kind, day) do update set last_no = greatest(registration_numbering.last_no,
        excluded.last_no)`.execute(db);
  });

  // --- the chart's documents, observations, diagnoses, CPPT ----------------------------------
  const tpl = sql`(select (t.ord - 1)::int as slot, t.value as t
    from jsonb_array_elements(${JSON.stringify(templates)}::jsonb) with ordinality as t(value, ord))`;
  /**
   * The documents of `visits` (rows id, patient_id, n, at), slots `from`..`to` of ten: s 0-5 the
   * live one of template s, s 2 and 3 being amendments of s 6 and 7 (the signed originals of the
   * same templates, now AMENDED); s 8 and 9 drafts of templates 4 and 5 entered in error.
   * Document id = base + n * 10 + s.
   */
  const docs = (
    visits: RawBuilder<unknown>,
    base: number,
    slots: [number, number],
    author: { doctor: string; nurse: string },
  ) => sql`
    select d.id, d.registration_id, d.patient_id, d.s, d.at, t.t,
      case when d.s < 6 then 'FINAL' when d.s < 8 then 'AMENDED' else 'ENTERED_IN_ERROR' end
        as status,
      case when t.t->>'profession' = 'dokter' then ${author.doctor} else ${author.nurse} end
        as author
    from (select r.id as registration_id, r.patient_id, r.at, ${base} + r.n * 10 + s as id, s
      from (${visits}) r cross join generate_series(${slots[0]}::int, ${slots[1]}::int) s) d
    join ${tpl} t on t.slot = case when d.s < 6 then d.s else d.s - 4 end`;
  const chartVisitRows = sql`select g.id, g.patient_id, (g.id - ${chartBase}) as n,
      g.registered_at as at from registrations g where g.patient_id = ${chartPatientId}`;
  const chartAuthors = { doctor: 'dr. Bambang Susilo, Sp.PD', nurse: 'Ns. Rina Kartika' };
  const clinicalTables = [
    'clinical_document',
    'clinical_document_revision',
    'observation',
    'coded_entry',
    'cppt_note',
    'cppt_verification',
  ];
  const clinicalBack: (() => Promise<void>)[] = [];
  for (const table of clinicalTables) clinicalBack.push(await suspendIndexes(db, table));
  await step(
    `the chart's ${chartVisits * 10} documents with revisions and observations`,
    async () => {
      const base = await nextId(db, 'clinical_document');
      await insertDocuments(db, docs(chartVisitRows, base, [0, 9], chartAuthors));
    },
  );
  const codes = await one(
    db,
    sql<{ dx: string[]; px: string[] }>`select
      (select array_agg(code order by code) from m_icd10
        where valid_primary = 'Y' and code like '%.%') as dx,
      (select array_agg(code order by code) from m_icd9) as px`,
  );
  await step(`the chart's ${chartVisits * 5} diagnoses and procedures`, async () => {
    await insertCodedEntries(db, chartVisitRows, codes, 5, chartAuthors.doctor);
  });
  await step(`the chart's ${chartVisits * 5} CPPT notes`, async () => {
    await insertCpptNotes(db, chartVisitRows, 5);
  });

  // --- other visits with records ---------------------------------------------------------------
  const recordVisits = Math.min(sizes.recordVisits, chartBase - regBase);
  const every = Math.max(1, Math.floor((chartBase - regBase) / Math.max(1, recordVisits)));
  // Every `every`-th generated registration that was not voided or missed: its two signed
  // initial assessments (slots 0 and 1), a diagnosis and two CPPT notes.
  const otherVisits = sql`select g.id, g.patient_id, j as n, g.registered_at as at
    from generate_series(0, ${recordVisits - 1}) j
    join registrations g on g.id = ${regBase} + j * ${every}
    where g.status not in ('VOID', '99', 'ABSEN')`;
  const otherAuthors = { doctor: 'dr. Andi Pratama', nurse: 'Ns. Dewi Lestari' };
  await step(`${recordVisits} other visits' initial assessments with observations`, async () => {
    const base = await nextId(db, 'clinical_document');
    await insertDocuments(db, docs(otherVisits, base, [0, 1], otherAuthors));
  });
  await step(`${recordVisits} other visits' diagnoses`, async () => {
    await insertCodedEntries(db, otherVisits, codes, 1, otherAuthors.doctor);
  });
  await step(`${recordVisits} other visits' CPPT notes`, async () => {
    await insertCpptNotes(db, otherVisits, 2);
  });
  for (const table of ['clinical_document', 'coded_entry', 'cppt_note']) {
    await syncIdentity(db, table);
  }
  await step('clinical records: indexes and foreign keys made again', async () => {
    for (const back of clinicalBack) await back();
  });

  // As autovacuum leaves a table some time after a load: statistics, and the visibility map that
  // lets a count read an index alone.
  await step('vacuum analyze', async () => {
    for (const table of [
      'm_icd10',
      'm_icd10_upla',
      'patients',
      'registrations',
      'q_reservations',
      'registration_numbering',
      ...clinicalTables,
    ]) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
  });

  return describe(db, {
    firstDay,
    lastDay,
    outpatient,
    chartPatientId,
    chartBase,
    chartVisits,
    timings,
  });
}

/** Documents (with explicit ids from `docs`), their revisions and the signed ones' observations. */
/**
 * Documents (ids and slots from `docs`), their revisions (created, then signed or marked entered
 * in error; an amendment is created by the amending) and the signed ones' observations.
 */
async function insertDocuments(db: Executor, docs: RawBuilder<unknown>) {
  await sql`insert into clinical_document (id, registration_id, patient_id, template_key,
      template_version, profession, status, content, version, amendment, root_id, supersedes_id,
      author_name, signed_by_name, signed_at, amend_reason, error_reason, error_by_name, error_at,
      created_at, updated_at)
    select d.id, d.registration_id, d.patient_id, d.t->>'key', (d.t->>'version')::int,
      d.t->>'profession', d.status, d.t->'content',
      case when d.status = 'AMENDED' then 3 else 2 end,
      case when d.s in (2, 3) then 1 else 0 end,
      case when d.s in (2, 3) then d.id + 4 else d.id end,
      case when d.s in (2, 3) then d.id + 4 end,
      d.author, case when d.status <> 'ENTERED_IN_ERROR' then d.author end,
      case when d.s in (2, 3) then d.at + interval '3 hours'
        when d.status <> 'ENTERED_IN_ERROR' then d.at + interval '1 hour' end,
      case when d.s in (2, 3) then 'Koreksi hasil pemeriksaan' end,
      case when d.status = 'ENTERED_IN_ERROR' then 'Salah pasien, dibuat ulang' end,
      case when d.status = 'ENTERED_IN_ERROR' then d.author end,
      case when d.status = 'ENTERED_IN_ERROR' then d.at + interval '30 minutes' end,
      d.at + case when d.s in (2, 3) then interval '2 hours' else interval '10 minutes' end,
      d.at + interval '3 hours'
    from (${docs}) d`.execute(db);
  await sql`insert into clinical_document_revision (document_id, action, status, version, content,
      reason, username, at)
    select d.id, a.action, a.status, a.version, d.t->'content', a.reason, d.author, a.at
    from (${docs}) d
    cross join lateral (values
      (case when d.s in (2, 3) then 'AMEND' else 'CREATE' end, 'DRAFT', 1,
        case when d.s in (2, 3) then 'Koreksi hasil pemeriksaan' end,
        d.at + interval '10 minutes'),
      (case when d.status = 'ENTERED_IN_ERROR' then 'ENTERED_IN_ERROR' else 'SIGN' end,
        case when d.status = 'ENTERED_IN_ERROR' then 'ENTERED_IN_ERROR' else 'FINAL' end, 2,
        case when d.status = 'ENTERED_IN_ERROR' then 'Salah pasien, dibuat ulang' end,
        d.at + interval '1 hour')) a(action, status, version, reason, at)`.execute(db);
  await sql`insert into observation (document_id, registration_id, patient_id, code, field, label,
      value_num, value_text, unit, at)
    select d.id, d.registration_id, d.patient_id, o.code, o.field, o.label, o.value_num,
      o.value_text, o.unit, d.at + interval '1 hour'
    from (${docs}) d
    cross join lateral jsonb_to_recordset(d.t->'observations') as o(code text, field text,
      label text, value_num double precision, value_text text, unit text)
    where d.status in ('FINAL', 'AMENDED')`.execute(db);
}

/**
 * Per visit: `n` entries, each kept to the rules (one live primary per source, a code once per
 * source and system): 1 the clinician's primary; 3 adds a secondary and a procedure; 5 adds the
 * coders' primary and secondary (the same codes), and every 20th visit one entry marked in error.
 */
async function insertCodedEntries(
  db: Executor,
  visits: RawBuilder<unknown>,
  codes: { dx: string[]; px: string[] },
  n: number,
  doctor: string,
) {
  await sql`insert into coded_entry (registration_id, patient_id, system, source, code, display,
      role, case_type, performed_at, recorded_by_name, recorded_at, error_reason, error_by_name,
      error_at)
    select r.id, r.patient_id, e.system, e.source, e.code,
      coalesce(m10.name, m9.name, e.code), e.role,
      case when e.system = 'ICD10' then case when r.n % 4 = 0 then 'BARU' else 'LAMA' end end,
      case when e.system = 'ICD9CM' then r.at + interval '1 hour' end,
      case when e.source = 'KODING' then 'Petugas UPLA' else ${doctor} end,
      r.at + interval '2 hours',
      case when e.slot = 1 and r.n % 20 = 19 then 'Kode kurang tepat' end,
      case when e.slot = 1 and r.n % 20 = 19 then ${doctor} end,
      case when e.slot = 1 and r.n % 20 = 19 then r.at + interval '3 hours' end
    from (${visits}) r
    cross join lateral (
      select slot, system, source, role, code from (values
        (0, 'ICD10', 'KLINIS', 'UTAMA', (${codes.dx}::text[])[1 + (r.n * 7) % ${codes.dx.length}]),
        (1, 'ICD10', 'KLINIS', 'SEKUNDER', (${codes.dx}::text[])[1 + (r.n * 7 + 3) % ${codes.dx.length}]),
        (2, 'ICD9CM', 'KLINIS', null, (${codes.px}::text[])[1 + r.n % ${codes.px.length}]),
        (3, 'ICD10', 'KODING', 'UTAMA', (${codes.dx}::text[])[1 + (r.n * 7) % ${codes.dx.length}]),
        (4, 'ICD10', 'KODING', 'SEKUNDER', (${codes.dx}::text[])[1 + (r.n * 7 + 3) % ${codes.dx.length}])
      ) v(slot, system, source, role, code) where v.slot < ${n}) e
    left join m_icd10 m10 on e.system = 'ICD10' and lower(m10.code) = lower(e.code)
    left join m_icd9 m9 on e.system = 'ICD9CM' and lower(m9.code) = lower(e.code)`.execute(db);
}

/**
 * Per visit: `n` notes (the doctor's SOAP, the nurse's SOAP, then the nutritionist's ADIME, a
 * pharmacist's and a nurse's SBAR handover), the non-doctors' verified by the DPJP, and on every
 * tenth visit a correction of the nurse's note by its author.
 */
async function insertCpptNotes(db: Executor, visits: RawBuilder<unknown>, n: number) {
  const base = await nextId(db, 'cppt_note');
  const notes = sql`select ${base} + r.n * 6 + k as id, r.id as registration_id, r.patient_id,
      r.n, k, r.at + (k + 1) * interval '40 minutes' as written_at,
      (array['dokter', 'perawat', 'gizi', 'farmasi', 'perawat'])[k + 1] as profession,
      (array['SOAP', 'SOAP', 'ADIME', 'SOAP', 'SBAR'])[k + 1] as format
    from (${visits}) r cross join generate_series(0, ${n - 1}) k`;
  await sql`insert into cppt_note (id, registration_id, patient_id, profession, format, parts,
      instruction, author_name, written_at)
    select id, registration_id, patient_id, profession, format,
      case format
        when 'SOAP' then jsonb_build_object('S', 'Pasien mengeluh pusing dan lemas sejak dua hari',
          'O', 'TD 130/85 mmHg, nadi 88 x/menit, suhu 36,8 C, kesadaran compos mentis',
          'A', 'Hipertensi terkontrol, keluhan membaik',
          'P', 'Lanjutkan terapi, edukasi diet rendah garam, kontrol satu bulan')
        when 'SBAR' then jsonb_build_object('S', 'Pasien stabil', 'B', 'Riwayat hipertensi',
          'A', 'Tanda vital dalam batas normal', 'R', 'Observasi tiap 4 jam')
        else jsonb_build_object('A', 'IMT 24,1, asupan cukup', 'D', 'Asupan natrium berlebih',
          'I', 'Diet rendah garam 1.700 kkal', 'M', 'Berat badan, tekanan darah',
          'E', 'Evaluasi pada kunjungan berikutnya') end,
      case when profession = 'dokter' then 'Amlodipin 1 x 5 mg' end,
      case profession when 'dokter' then 'dr. Bambang Susilo, Sp.PD'
        when 'gizi' then 'Ani Kurnia, S.Gz' when 'farmasi' then 'apt. Yusuf Maulana'
        else 'Ns. Rina Kartika' end,
      written_at
    from (${notes}) x`.execute(db);
  if (n >= 2) {
    await sql`insert into cppt_note (id, registration_id, patient_id, profession, format, parts,
        author_name, written_at, correction_of, correction_reason)
      select ${base} + r.n * 6 + 5, r.id, r.patient_id, 'perawat', 'SOAP',
        jsonb_build_object('S', 'Pasien mengeluh pusing sejak dua hari',
          'O', 'TD 135/85 mmHg, nadi 90 x/menit', 'A', 'Hipertensi', 'P', 'Observasi'),
        'Ns. Rina Kartika', r.at + interval '5 hours', ${base} + r.n * 6 + 1,
        'Salah menulis tekanan darah'
      from (${visits}) r where r.n % 10 = 9`.execute(db);
  }
  await sql`insert into cppt_verification (note_id, verified_by_name, verified_at)
    select x.id, 'dr. Bambang Susilo, Sp.PD', x.written_at + interval '6 hours'
    from (${notes}) x
    where x.profession <> 'dokter' and not (x.k = 1 and x.n % 10 = 9)`.execute(db);
}

/**
 * The data of an earlier run when the database already holds it (a kept schema: the same data
 * measured again, before and after a change), else null.
 */
export async function existingClinicalData(db: Executor): Promise<ClinicalData | null> {
  const marker = await sql`select 1 from m_poli where code = 'BINT1'`.execute(db);
  if (marker.rows.length === 0) return null;
  const chart = await one(
    db,
    sql<{ patient: number; base: number; visits: number }>`select p.id as patient,
      (select min(id)::int from registrations where patient_id = p.id) as base,
      (select count(*)::int from registrations where patient_id = p.id) as visits
    from patients p order by p.id desc limit 1`,
  );
  const span = await one(
    db,
    sql<{ first: string; last: string; outpatient: number }>`select
      (select min(visit_date)::text from registrations where id < ${chart.base}) as first,
      (select max(visit_date)::text from registrations where id < ${chart.base}) as last,
      (select count(*)::int from registrations where kind = 'RAJAL' and id < ${chart.base})
        as outpatient`,
  );
  return describe(db, {
    firstDay: span.first,
    lastDay: span.last,
    outpatient: span.outpatient,
    chartPatientId: chart.patient,
    chartBase: chart.base,
    chartVisits: chart.visits,
    timings: [],
  });
}

async function describe(
  db: Executor,
  facts: {
    firstDay: string;
    lastDay: string;
    outpatient: number;
    chartPatientId: number;
    chartBase: number;
    chartVisits: number;
    timings: [string, string][];
  },
): Promise<ClinicalData> {
  const busiest = await one(
    db,
    sql<{ poli_id: number; name: string; day: string; n: number }>`select g.poli_id, po.name,
        g.visit_date::text as day, count(*)::int as n
      from registrations g join m_poli po on po.id = g.poli_id
      where g.visit_date = (select max(visit_date) from registrations where kind = 'RAJAL')
        and g.kind = 'RAJAL'
      group by g.poli_id, po.name, g.visit_date order by n desc limit 1`,
  );
  const days = await sql<{ day: string; n: number }>`select visit_date::text as day,
      count(*)::int as n from registrations
    where poli_id = ${busiest.poli_id} and visit_date >= ${addDays(facts.lastDay, -60)}::date
    group by visit_date order by visit_date desc`.execute(db);
  const typical = await sql<{ id: number; n: number }>`select g.patient_id as id, count(*)::int as n
    from registrations g
    where g.patient_id in (select id from patients order by id limit 40)
    group by g.patient_id order by g.patient_id`.execute(db);
  const chart = await one(
    db,
    sql<{
      rm_no: string;
      regs: number;
      docs: number;
      obs: number;
      coded: number;
      notes: number;
      newest: number;
      older: number;
    }>`select p.rm_no,
      (select count(*)::int from registrations where patient_id = p.id) as regs,
      (select count(*)::int from clinical_document where patient_id = p.id) as docs,
      (select count(*)::int from observation where patient_id = p.id) as obs,
      (select count(*)::int from coded_entry where patient_id = p.id) as coded,
      (select count(*)::int from cppt_note where patient_id = p.id) as notes,
      (select id from registrations where patient_id = p.id
        order by registered_at desc, id desc limit 1) as newest,
      (select id from registrations where patient_id = p.id and kind = 'RAJAL'
        order by registered_at limit 1 offset 90) as older
    from patients p where p.id = ${facts.chartPatientId}`,
  );
  const icd = await one(db, sql<{ n: number }>`select count(*)::int as n from m_icd10`);
  return {
    firstDay: facts.firstDay,
    lastDay: facts.lastDay,
    outpatient: facts.outpatient,
    busy: { poliId: busiest.poli_id, name: busiest.name, day: busiest.day, visits: busiest.n },
    busyDays: days.rows.map((d) => ({ day: d.day, visits: d.n })),
    typicalPatients: typical.rows.map((r) => ({ id: r.id, registrations: r.n })),
    chart: {
      patientId: facts.chartPatientId,
      rmNo: chart.rm_no,
      registrations: chart.regs,
      documents: chart.docs,
      observations: chart.obs,
      codedEntries: chart.coded,
      cpptNotes: chart.notes,
      newestRegistrationId: chart.newest,
      olderRegistrationId: chart.older,
    },
    icd: {
      total: icd.n,
      // As a clerk types them: whole and partial words, one or two of them.
      words: [
        'paru',
        'infeksi ginjal',
        'tumor ganas payu',
        'jantung kronis',
        'cedera kepala',
        'gangg',
        'nyeri sendi lutut',
        'akut',
      ],
      prefixes: ['J', 'J1', 'J18', 'J18.', 'K2', 'I10', 'E11.2', 'N3'],
    },
    timings: facts.timings,
  };
}
