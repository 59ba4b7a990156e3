/**
 * The completeness check of finished visits (docs/verifikasi.md "The completeness check"): one
 * function for one visit or many. The verification steps read it for one visit; the follow-up
 * list (Tindak Lanjut) and the KLPCM figure for every finished visit of a range, from the same
 * rows in a few set queries: the rule's initial assessments signed, no draft document, a
 * clinical primary diagnosis, the CPPT co-signed by the DPJP, the coders' primary diagnosis.
 * Each item says who must complete it and, when met, since when; a record is complete when the
 * records stage's items are met, at the latest of those moments.
 */
import {
  type ChecklistItem,
  type ChecklistOwner,
  type FollowUpKind,
  type FollowUpRow,
  VERIFICATION_CODES,
  type VerificationStage,
} from '@simrs/validators/contracts';
import { findTemplate, initialAssessmentFor } from '@simrs/validators/forms';
import { sql } from 'kysely';
import type { Executor } from '../../platform/module';

/** The registration statuses of a finished visit, by kind (a stay: discharged, 2 -> 3 on). */
export const FINISHED_STATUSES: Readonly<Record<FollowUpKind, readonly string[]>> = {
  RAJAL: ['DONE'],
  UGD: ['selesai'],
  RANAP: ['3', '4', '5', '7', '8', '6'],
};

export function isFinished(kind: FollowUpKind, status: string): boolean {
  return FINISHED_STATUSES[kind].includes(status);
}

/** `g` (registrations) is a finished visit, in SQL. */
export const FINISHED_SQL = sql`((g.kind = 'RAJAL' and g.status = 'DONE')
  or (g.kind = 'UGD' and g.status = 'selesai')
  or (g.kind = 'RANAP' and g.status in ('3', '4', '5', '7', '8', '6')))`;

/**
 * When `g` ended: an outpatient or emergency visit its (last) move to DONE / selesai, a stay its
 * first move out of care (2 -> 3); without such an event (rows written outside the workflow),
 * the registration's last change.
 */
export const ENDED_AT_SQL = sql`coalesce(case when g.kind = 'RANAP'
    then (select e.at from registration_event e where e.registration_id = g.id
      and e.to_status = '3' order by e.id limit 1)
    else (select max(e.at) from registration_event e where e.registration_id = g.id
      and e.to_status = case g.kind when 'RAJAL' then 'DONE' else 'selesai' end) end,
  g.updated_at)`;

/** The WIB day of an instant expression, in SQL. */
export const wibDateSql = (at: ReturnType<typeof sql>) =>
  sql`((${at} at time zone 'UTC') + interval '7 hours')::date`;

/** A visit as the check and the lists read it (a follow-up row's facts, finished or not). */
export type VisitFacts = Pick<
  FollowUpRow,
  | 'registrationId'
  | 'regNo'
  | 'kind'
  | 'visitDate'
  | 'patientId'
  | 'rmNo'
  | 'patientName'
  | 'poliId'
  | 'unitName'
  | 'doctorName'
  | 'stage'
> & {
  status: string;
  finished: boolean;
  /** When it ended (finished visits only). */
  endedAt: string | null;
};

export interface Completeness {
  visit: VisitFacts;
  checklist: ChecklistItem[];
  /** When the records stage's items were all met (ISO), or null while one is not. */
  completedAt: string | null;
}

interface FactRow {
  id: number;
  reg_no: string;
  kind: FollowUpKind;
  status: string;
  inpatient_type: number | null;
  visit_date: string;
  patient_id: number;
  rm_no: string;
  patient_name: string;
  birth_date: string | null;
  sex: string | null;
  poli_id: number | null;
  poli_code: string | null;
  poli_name: string | null;
  ward_name: string | null;
  doctor_name: string | null;
  ended_at: Date | string | null;
  verification_status: string | null;
}

interface DocRow {
  id: number;
  registration_id: number;
  template_key: string;
  template_version: number;
  status: 'DRAFT' | 'FINAL' | 'AMENDED' | 'ENTERED_IN_ERROR';
  author_id: number | null;
  author_name: string | null;
  signed_at: Date | string | null;
  error_at: Date | string | null;
  root_id: number | null;
  supersedes_id: number | null;
}

interface CodedRow {
  registration_id: number;
  source: 'KLINIS' | 'KODING';
  code: string;
  display: string;
  recorded_at: Date | string;
  error_at: Date | string | null;
}

interface CpptRow {
  registration_id: number;
  waiting: number | string;
  last_verified: Date | string | null;
}

const iso = (v: Date | string | null): string | null =>
  v === null ? null : new Date(v).toISOString();

/** Rows grouped by a key, each group in the rows' order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/** An integer array literal for `= any(...)` (ids are integers). */
export const idArray = (ids: readonly number[]) =>
  sql`${`{${ids.filter((n) => Number.isInteger(n)).join(',')}}`}::integer[]`;

function stageOf(kind: FollowUpKind, status: string | null): VerificationStage | null {
  if (kind === 'RANAP') return null;
  const codes = VERIFICATION_CODES[kind];
  const s = status ?? codes.RM;
  return s === codes.RM ? 'RM' : s === codes.UPLA ? 'UPLA' : 'SELESAI';
}

function titleOf(key: string, version?: number): string {
  return findTemplate(key, version)?.title ?? findTemplate(key)?.title ?? key;
}

const latest = (a: string | null, b: string | null) =>
  a === null ? b : b === null || a > b ? a : b;
const earliest = (a: string | null, b: string | null) =>
  a === null ? b : b === null || a < b ? a : b;

/**
 * The unit of a visit in words: its clinic, 'UGD', or the ward of the stay's last bed ('Bangsal
 * Melati'; a ward named as a ward or room already keeps its name).
 */
function unitNameOf(f: Pick<FactRow, 'kind' | 'poli_name' | 'ward_name'>): string {
  if (f.kind === 'RAJAL') return f.poli_name ?? 'Poliklinik';
  if (f.kind === 'UGD') return 'UGD';
  if (!f.ward_name) return 'Rawat Inap';
  return /^(bangsal|ruang|ward|paviliun|icu|nicu|picu|hcu)\b/i.test(f.ward_name)
    ? f.ward_name
    : `Bangsal ${f.ward_name}`;
}

/** The check of one visit from its rows (pure). */
function checkOf(f: FactRow, docs: DocRow[], coded: CodedRow[], cppt: CpptRow | undefined) {
  const kind = f.kind;
  const finished = isFinished(kind, f.status);
  const endedAt = finished ? iso(f.ended_at) : null;
  const unitName = unitNameOf(f);
  const dpjp: ChecklistOwner = { role: 'DPJP', name: f.doctor_name, userId: null };
  const nurses: ChecklistOwner = { role: 'PERAWAT', name: unitName, userId: null };
  const authorOf = (d: DocRow): ChecklistOwner => ({
    role: 'PENULIS',
    name: d.author_name,
    userId: d.author_id,
  });
  const byId = new Map(docs.map((d) => [d.id, d]));
  /** The first signing of a document's chain (its original's). */
  const firstSigned = (d: DocRow) => iso(byId.get(d.root_id ?? d.id)?.signed_at ?? d.signed_at);

  const items: ChecklistItem[] = [];
  /** An item: owners only while unmet, the moment only once met. */
  const add = (i: Pick<ChecklistItem, 'key' | 'label' | 'ok' | 'stage'> & Partial<ChecklistItem>) =>
    items.push({
      key: i.key,
      label: i.label,
      ok: i.ok,
      stage: i.stage,
      detail: i.detail ?? null,
      owners: i.ok ? [] : (i.owners ?? []),
      metAt: i.ok ? (i.metAt ?? null) : null,
      templateKey: i.templateKey ?? null,
    });

  add({
    key: 'visitFinished',
    label: 'Kunjungan selesai',
    ok: finished,
    stage: 'RM',
    metAt: endedAt,
  });

  const rule = initialAssessmentFor({
    birthDate: f.birth_date,
    on: f.visit_date,
    sex: f.sex,
    kind,
    inpatientType: f.inpatient_type,
    poliCode: f.poli_code,
  });
  // The live document of a template: its newest draft or signed version (as the chart lists it).
  const liveOf = (key: string) =>
    docs
      .filter((d) => d.template_key === key && (d.status === 'DRAFT' || d.status === 'FINAL'))
      .at(-1);
  for (const which of ['nursing', 'doctor'] as const) {
    const key = which === 'nursing' ? rule.nursing : rule.doctor;
    const doc = liveOf(key);
    const title =
      findTemplate(key)?.title ??
      (which === 'nursing' ? 'Kajian awal keperawatan' : 'Kajian awal medis');
    const ok = doc?.status === 'FINAL';
    add({
      key: which === 'nursing' ? 'initialNursing' : 'initialDoctor',
      label: `${title} ditandatangani`,
      ok,
      detail: !doc ? 'Belum diisi.' : doc.status === 'DRAFT' ? 'Masih draf.' : null,
      stage: 'RM',
      owners: doc?.status === 'DRAFT' ? [authorOf(doc)] : [which === 'nursing' ? nurses : dpjp],
      metAt: ok && doc ? firstSigned(doc) : null,
      templateKey: key,
    });
  }

  const drafts = docs.filter((d) => d.status === 'DRAFT');
  const authors = new Map<string, ChecklistOwner>();
  for (const d of drafts) authors.set(`${d.author_id ?? d.author_name}`, authorOf(d));
  let allSettled: string | null = null;
  for (const d of docs) {
    if (d.supersedes_id === null) allSettled = latest(allSettled, iso(d.signed_at ?? d.error_at));
  }
  add({
    key: 'noDrafts',
    label: 'Tidak ada dokumen draf',
    ok: drafts.length === 0,
    detail: drafts.length
      ? `Draf: ${drafts.map((d) => titleOf(d.template_key, d.template_version)).join(', ')}.`
      : null,
    stage: 'RM',
    owners: [...authors.values()],
    metAt: allSettled,
    templateKey: drafts[0]?.template_key ?? null,
  });

  const primary = (source: 'KLINIS' | 'KODING') => {
    const entries = coded.filter((c) => c.source === source);
    const live = entries.find((c) => c.error_at === null);
    let first: string | null = null;
    for (const c of entries) first = earliest(first, iso(c.recorded_at));
    return {
      ok: live !== undefined,
      detail: live ? `${live.code} · ${live.display}` : 'Belum dicatat.',
      first,
    };
  };
  const clinical = primary('KLINIS');
  add({
    key: 'clinicalPrimary',
    label: 'Diagnosis utama klinis tercatat',
    ok: clinical.ok,
    detail: clinical.detail,
    stage: 'RM',
    owners: [dpjp],
    metAt: clinical.first,
  });

  const unverified = Number(cppt?.waiting ?? 0);
  add({
    key: 'cpptVerified',
    label: 'CPPT diverifikasi DPJP',
    ok: unverified === 0,
    detail: unverified ? `${unverified} catatan menunggu verifikasi.` : null,
    stage: 'RM',
    owners: [dpjp],
    metAt: iso(cppt?.last_verified ?? null),
  });

  const codedPrimary = primary('KODING');
  add({
    key: 'codedPrimary',
    label: 'Diagnosis utama koding (UPLA) tercatat',
    ok: codedPrimary.ok,
    detail: codedPrimary.detail,
    stage: 'UPLA',
    owners: [{ role: 'UPLA', name: null, userId: null }],
    metAt: codedPrimary.first,
  });

  const records = items.filter((i) => i.stage === 'RM');
  let completedAt: string | null = null;
  if (records.every((i) => i.ok)) {
    for (const i of records) completedAt = latest(completedAt, i.metAt);
  }
  const visit: VisitFacts = {
    registrationId: f.id,
    regNo: f.reg_no,
    kind,
    status: f.status,
    finished,
    visitDate: f.visit_date,
    patientId: f.patient_id,
    rmNo: f.rm_no,
    patientName: f.patient_name,
    poliId: f.poli_id,
    unitName,
    doctorName: f.doctor_name,
    endedAt,
    stage: stageOf(kind, f.verification_status),
  };
  return { visit, checklist: items, completedAt };
}

/**
 * The completeness of each of `registrationIds` (unknown ids are left out), read in five
 * queries whatever their number.
 */
export async function completenessOf(
  db: Executor,
  registrationIds: readonly number[],
): Promise<Map<number, Completeness>> {
  const out = new Map<number, Completeness>();
  if (registrationIds.length === 0) return out;
  const ids = idArray(registrationIds);
  const facts = await sql<FactRow>`select g.id, g.reg_no, g.kind, g.status, g.inpatient_type,
      to_char(g.visit_date, 'YYYY-MM-DD') as visit_date, g.patient_id, p.rm_no,
      p.name as patient_name, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, p.sex,
      g.poli_id, mp.code as poli_code, mp.name as poli_name, g.doctor_name,
      case when ${FINISHED_SQL} then ${ENDED_AT_SQL} end as ended_at,
      (select b.name from bed_occupancy o
        join m_ranap_bed bed on bed.id = o.bed_id
        join m_ranap_kamar km on km.id = bed.kamar_id
        join m_ranap_bangsal b on b.id = km.bangsal_id
        where o.registration_id = g.id and o.kind = 'OCCUPIED'
        order by o.from_at desc limit 1) as ward_name,
      v.status as verification_status
    from registrations g
      join patients p on p.id = g.patient_id
      left join m_poli mp on mp.id = g.poli_id
      left join record_verification v on v.registration_id = g.id
    where g.id = any(${ids})`.execute(db);
  const docs = await sql<DocRow>`select id, registration_id, template_key, template_version,
      status, author_id, author_name, signed_at, error_at, root_id, supersedes_id
    from clinical_document where registration_id = any(${ids}) order by id`.execute(db);
  const coded = await sql<CodedRow>`select registration_id, source, code, display, recorded_at,
      error_at
    from coded_entry where registration_id = any(${ids}) and role = 'UTAMA'
    order by id`.execute(db);
  const cppt = await sql<CpptRow>`select n.registration_id,
      count(*) filter (where x.id is null) as waiting, max(x.verified_at) as last_verified
    from cppt_note n
      left join cppt_verification x on x.note_id = n.id
    where n.registration_id = any(${ids}) and n.profession <> 'dokter'
      and not exists (select 1 from cppt_note c where c.correction_of = n.id)
    group by n.registration_id`.execute(db);
  const docsBy = groupBy(docs.rows, (d) => d.registration_id);
  const codedBy = groupBy(coded.rows, (c) => c.registration_id);
  const cpptBy = new Map(cppt.rows.map((r) => [r.registration_id, r]));
  for (const f of facts.rows) {
    out.set(f.id, checkOf(f, docsBy.get(f.id) ?? [], codedBy.get(f.id) ?? [], cpptBy.get(f.id)));
  }
  return out;
}

/** The check of one visit (the verification steps). */
export async function checklistOf(db: Executor, registrationId: number): Promise<ChecklistItem[]> {
  return (await completenessOf(db, [registrationId])).get(registrationId)?.checklist ?? [];
}
