/**
 * Reads of the `surat` context: a visit as a letter names it, the visit's structured rows as its
 * medical report holds them (diagnoses, procedures, signed documents' observations, the CPPT
 * plan), and the letters themselves. The clinical rows are read from the `dokumen` context's
 * tables (`coded_entry`, `clinical_document`, `cppt_note`) and its exported `currentObservations`.
 */
import {
  ALL_LETTER_KINDS,
  type AnyLetterKind,
  LETTER_KINDS,
  type LetterContentByKind,
  type LetterSummary,
  type LetterView,
  type LetterVisit,
  type ReportFacts,
} from '@simrs/validators/contracts';
import { findTemplate } from '@simrs/validators/forms';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../platform/module';
import { currentObservations } from '../dokumen/index';
import { numberText } from './words';

const iso = (v: Date | string): string => new Date(v).toISOString();

/** Path of the public verification page under /api/bo. */
export const VERIFY_PAGE_PATH = '/surat/verifikasi';

export const verifyPathOf = (code: string) => `${VERIFY_PAGE_PATH}?kode=${code}`;

const VOID_STATUSES = new Set(['VOID', '99']);

interface VisitRow {
  id: number;
  reg_no: string;
  visit_date: string;
  kind: LetterVisit['kind'];
  poli_name: string | null;
  doctor_name: string | null;
  status: string;
  patient_id: number;
  patient_name: string;
  rm_no: string;
  birth_date: string | null;
  sex: string | null;
}

const VISIT_COLUMNS = sql`g.id, g.reg_no, to_char(g.visit_date, 'YYYY-MM-DD') as visit_date,
  g.kind, m.name as poli_name, g.doctor_name, g.status, p.id as patient_id,
  p.name as patient_name, p.rm_no, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, p.sex`;

function toVisit(r: VisitRow): LetterVisit {
  return {
    registrationId: r.id,
    regNo: r.reg_no,
    visitDate: r.visit_date,
    kind: r.kind,
    poliName: r.poli_name,
    doctorName: r.doctor_name,
    status: r.status,
    voided: VOID_STATUSES.has(r.status),
    patient: {
      id: r.patient_id,
      name: r.patient_name,
      rmNo: r.rm_no,
      birthDate: r.birth_date,
      sex: r.sex,
    },
  };
}

async function readVisits(
  db: Executor,
  where: RawBuilder<unknown>,
  limit = 50,
): Promise<LetterVisit[]> {
  const r = await sql<VisitRow>`select ${VISIT_COLUMNS}
    from registrations g join patients p on p.id = g.patient_id
    left join m_poli m on m.id = g.poli_id
    where ${where} order by g.visit_date desc, g.id desc limit ${limit}`.execute(db);
  return r.rows.map(toVisit);
}

export async function readVisit(db: Executor, registrationId: number) {
  return (await readVisits(db, sql`g.id = ${registrationId}`))[0];
}

/**
 * The visits a search names: the registration of that number, or the visits of the patient of
 * that RM number (with or without its leading zeros), newest first, at most 20.
 */
export async function searchVisits(db: Executor, q: string): Promise<LetterVisit[]> {
  const byReg = await readVisits(db, sql`upper(g.reg_no) = ${q.toUpperCase()}`, 20);
  if (byReg.length > 0) return byReg;
  if (!/^\d+$/.test(q)) return [];
  const bare = q.replace(/^0+/, '');
  return readVisits(db, sql`ltrim(p.rm_no, '0') = ${bare}`, 20);
}

/** The active clinics (a control letter's clinic). */
export async function activePolis(db: Executor): Promise<{ id: number; name: string }[]> {
  return (
    await sql<{ id: number; name: string }>`select id, name from m_poli
      where status = 'Y' order by name`.execute(db)
  ).rows;
}

// ---------------------------------------------------------------------------------------------
// The visit's structured rows

interface EntryRow {
  registration_id: number;
  system: 'ICD10' | 'ICD9CM';
  source: 'KLINIS' | 'KODING';
  code: string;
  display: string;
  role: 'UTAMA' | 'SEKUNDER' | null;
  performed_at: Date | string | null;
}

/** The live coded entries of registrations, the primary first, in the order recorded. */
export async function liveEntries(
  db: Executor,
  registrationIds: readonly number[],
  source: 'KLINIS' | 'KODING' | null = 'KLINIS',
): Promise<EntryRow[]> {
  if (registrationIds.length === 0) return [];
  const bySource = source ? sql`and e.source = ${source}` : sql``;
  const r = await sql<EntryRow>`select e.registration_id, e.system, e.source, e.code, e.display,
      e.role, e.performed_at
    from coded_entry e
    where e.registration_id in (${sql.join(registrationIds)}) and e.error_at is null ${bySource}
    order by e.registration_id, e.source, (e.role = 'UTAMA') desc nulls last, e.recorded_at, e.id`.execute(
    db,
  );
  return r.rows;
}

/** Observation codes in the order a report lists them: vital signs, then scores, then the rest. */
const rank = (code: string) =>
  code.startsWith('vital.')
    ? 0
    : code.startsWith('score.')
      ? 1
      : code.startsWith('allergy.')
        ? 2
        : 3;

/** An observation in words: '120 mmHg', '3 (Risiko rendah)', 'Amoksisilin'. */
function observationText(o: {
  valueNum: number | null;
  valueText: string | null;
  unit: string | null;
}): string {
  const num = o.valueNum === null ? '' : `${numberText(o.valueNum)}${o.unit ? ` ${o.unit}` : ''}`;
  if (num && o.valueText) return `${num} (${o.valueText})`;
  return num || o.valueText || '';
}

interface PlanRow {
  parts: Record<string, string> | string;
  instruction: string | null;
  author_name: string | null;
  written_at: Date | string;
}

/** A registration's structured rows as its medical report holds them now. */
export async function reportFacts(db: Executor, registrationId: number): Promise<ReportFacts> {
  const entries = await liveEntries(db, [registrationId]);
  const observations = await currentObservations(db, registrationId);
  // One value per code: a later document's reading replaces an earlier one.
  const byCode = new Map<string, { label: string; text: string; code: string }>();
  for (const o of observations) {
    byCode.set(o.code, { code: o.code, label: o.label, text: observationText(o) });
  }
  const docs = await sql<{
    template_key: string;
    template_version: number;
    signed_by_name: string | null;
    signed_at: Date | string | null;
  }>`select template_key, template_version, signed_by_name, signed_at from clinical_document
    where registration_id = ${registrationId} and status = 'FINAL'
    order by signed_at, id`.execute(db);
  const plan = await sql<PlanRow>`select n.parts, n.instruction, n.author_name, n.written_at
    from cppt_note n
    where n.registration_id = ${registrationId} and n.format = 'SOAP'
      and not exists (select 1 from cppt_note c where c.correction_of = n.id)
    order by (n.profession = 'dokter') desc, n.written_at desc, n.id desc limit 1`.execute(db);
  const p = plan.rows[0];
  const parts = p ? (typeof p.parts === 'string' ? JSON.parse(p.parts) : p.parts) : null;
  return {
    diagnoses: entries
      .filter((e) => e.system === 'ICD10')
      .map((e) => ({ code: e.code, display: e.display, role: e.role })),
    procedures: entries
      .filter((e) => e.system === 'ICD9CM')
      .map((e) => ({
        code: e.code,
        display: e.display,
        performedAt: e.performed_at === null ? null : iso(e.performed_at),
      })),
    observations: [...byCode.values()]
      .filter((o) => o.text !== '')
      .sort((a, b) => rank(a.code) - rank(b.code))
      .map(({ label, text }) => ({ label, text })),
    documents: docs.rows.map((d) => ({
      title: findTemplate(d.template_key, d.template_version)?.title ?? d.template_key,
      signedBy: d.signed_by_name,
      signedAt: d.signed_at === null ? null : iso(d.signed_at),
    })),
    plan:
      p && parts
        ? {
            text: String(parts.P ?? ''),
            instruction: p.instruction,
            author: p.author_name,
            writtenAt: iso(p.written_at),
          }
        : null,
  };
}

/** The issue forms' defaults: the primary (or first) clinical diagnosis and the vital signs. */
export async function visitDefaults(db: Executor, registrationId: number, facts: ReportFacts) {
  const observations = await currentObservations(db, registrationId);
  const value = (code: string) => {
    let n: number | null = null;
    for (const o of observations) if (o.code === code && o.valueNum !== null) n = o.valueNum;
    return n;
  };
  const sys = value('vital.systolic');
  const dia = value('vital.diastolic');
  const dx = facts.diagnoses[0];
  return {
    diagnosis: dx ? `${dx.display} (${dx.code})` : null,
    height: value('vital.height'),
    weight: value('vital.weight'),
    bloodPressure: sys !== null && dia !== null ? `${sys}/${dia}` : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Letters

export interface LetterRow {
  id: number;
  kind: AnyLetterKind;
  number: string;
  registration_id: number;
  patient_id: number;
  content: Record<string, unknown> | string;
  issued_on: string;
  issued_at: Date | string;
  doctor_id: number | null;
  doctor_name: string;
  verify_code: string;
  void_reason: string | null;
  voided_by_name: string | null;
  voided_at: Date | string | null;
}

type Joined = LetterRow &
  Omit<VisitRow, 'id' | 'kind' | 'doctor_name'> & {
    visit_kind: LetterVisit['kind'];
    visit_doctor: string | null;
  };

const LETTER_COLUMNS = sql`l.id, l.kind, l.number, l.registration_id, l.patient_id, l.content,
  to_char(l.issued_on, 'YYYY-MM-DD') as issued_on, l.issued_at, l.doctor_id, l.doctor_name,
  l.verify_code, l.void_reason, l.voided_by_name, l.voided_at,
  g.reg_no, to_char(g.visit_date, 'YYYY-MM-DD') as visit_date, g.kind as visit_kind,
  m.name as poli_name, g.doctor_name as visit_doctor, g.status,
  p.name as patient_name, p.rm_no, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, p.sex`;

const LETTER_FROM = sql`from letter l join registrations g on g.id = l.registration_id
  join patients p on p.id = l.patient_id left join m_poli m on m.id = g.poli_id`;

/** Who may void a letter: its doctor, or a holder of the menu's `delete`. */
export type MayVoid = (letter: { doctorId: number | null }) => boolean;

function toSummary(r: Joined, mayVoid: MayVoid): LetterSummary {
  const voided = r.voided_at !== null && r.void_reason !== null;
  return {
    id: r.id,
    kind: r.kind,
    number: r.number,
    issuedOn: r.issued_on,
    issuedAt: iso(r.issued_at),
    doctor: { userId: r.doctor_id, name: r.doctor_name },
    status: voided ? 'BATAL' : 'BERLAKU',
    void:
      voided && r.voided_at !== null && r.void_reason !== null
        ? { reason: r.void_reason, by: r.voided_by_name, at: iso(r.voided_at) }
        : null,
    visit: toVisit({
      id: r.registration_id,
      reg_no: r.reg_no,
      visit_date: r.visit_date,
      kind: r.visit_kind,
      poli_name: r.poli_name,
      doctor_name: r.visit_doctor,
      status: r.status,
      patient_id: r.patient_id,
      patient_name: r.patient_name,
      rm_no: r.rm_no,
      birth_date: r.birth_date,
      sex: r.sex,
    }),
    mayVoid: !voided && mayVoid({ doctorId: r.doctor_id }),
  };
}

function toView(r: Joined, mayVoid: MayVoid): LetterView {
  const content = (
    typeof r.content === 'string' ? JSON.parse(r.content) : r.content
  ) as LetterContentByKind[AnyLetterKind];
  return {
    ...toSummary(r, mayVoid),
    content,
    verifyCode: r.verify_code,
    verifyPath: verifyPathOf(r.verify_code),
  };
}

/** One letter, or undefined. */
export async function readLetter(
  db: Executor,
  id: number,
  mayVoid: MayVoid = () => false,
): Promise<LetterView | undefined> {
  const r = await sql<Joined>`select ${LETTER_COLUMNS} ${LETTER_FROM} where l.id = ${id}`.execute(
    db,
  );
  const row = r.rows[0];
  return row ? toView(row, mayVoid) : undefined;
}

/** The letter a verification code names (no patient data beyond what the caller keeps). */
export async function letterByCode(db: Executor, code: string): Promise<LetterView | undefined> {
  const r = await sql<Joined>`select ${LETTER_COLUMNS} ${LETTER_FROM}
    where l.verify_code = ${code}`.execute(db);
  const row = r.rows[0];
  return row ? toView(row, () => false) : undefined;
}

/** The letters of the kinds on registrations (a visit's, a patient's), newest first. */
export async function lettersOf(
  db: Executor,
  where: RawBuilder<unknown>,
  kinds: readonly AnyLetterKind[],
  mayVoid: MayVoid = () => false,
): Promise<LetterView[]> {
  const r = await sql<Joined>`select ${LETTER_COLUMNS} ${LETTER_FROM}
    where ${where} and l.kind in (${sql.join(kinds)})
    order by l.issued_at desc, l.id desc`.execute(db);
  return r.rows.map((row) => toView(row, mayVoid));
}

export interface LetterListFilter {
  kinds: readonly AnyLetterKind[];
  from: string;
  to: string;
  kind: AnyLetterKind | null;
  status: 'BERLAKU' | 'BATAL' | null;
  search: string;
  page: number;
  shown: number;
  sortByField: 'issuedAt' | 'number' | 'name';
  sortByType: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  issuedAt: [sql`l.issued_at`],
  number: [sql`l.year`, sql`l.kind`, sql`l.seq`],
  name: [sql`p.name`],
} as const;

/** The letters issued on the WIB days from..to, by the filters, one page of them. */
export async function letterList(db: Executor, f: LetterListFilter, mayVoid: MayVoid) {
  const conditions: RawBuilder<unknown>[] = [
    sql`l.issued_on between ${f.from} and ${f.to}`,
    sql`l.kind in (${sql.join(f.kind ? [f.kind] : f.kinds)})`,
  ];
  if (f.status === 'BATAL') conditions.push(sql`l.voided_at is not null`);
  if (f.status === 'BERLAKU') conditions.push(sql`l.voided_at is null`);
  const term = f.search.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const bare = term.replace(/^0+/, '');
    conditions.push(sql`(upper(l.number) like upper(${like}) or p.name ilike ${like}
      or (${/^\d+$/.test(term)} and ltrim(p.rm_no, '0') = ${bare}))`);
  }
  const where = sql.join(conditions, sql` and `);
  const count = await sql<{ n: number | string }>`select count(*) as n ${LETTER_FROM}
    where ${where}`.execute(db);
  const total = Number(count.rows[0]?.n ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / f.shown));
  const page = Math.min(f.page, lastPage);
  const dir = f.sortByType === 'asc' ? sql`asc` : sql`desc`;
  const order = sql.join(
    [...SORT_COLUMNS[f.sortByField], sql`l.id`].map((column) => sql`${column} ${dir}`),
  );
  const r = await sql<Joined>`select ${LETTER_COLUMNS} ${LETTER_FROM} where ${where}
    order by ${order} limit ${f.shown} offset ${(page - 1) * f.shown}`.execute(db);
  return {
    list: r.rows.map((row) => toSummary(row, mayVoid)),
    total,
    page,
    shown: f.shown,
    lastPage,
  };
}

/** The kinds of `penerbitan-surat`, of `poliklinik-medical-report`, and every kind. */
export const LETTER_ONLY_KINDS: readonly AnyLetterKind[] = LETTER_KINDS;
export const REPORT_KINDS: readonly AnyLetterKind[] = ['MEDIS'];
export const ALL_KINDS: readonly AnyLetterKind[] = ALL_LETTER_KINDS;
