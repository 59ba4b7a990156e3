/** Reads of clinical documents: views, a registration's list, a document's chain and history. */
import type {
  ClinicalDocumentSummary,
  ClinicalDocumentView,
  DocumentDetail,
  DocumentRevisionView,
  DocumentStatus,
  ObservationView,
  TemplateChoice,
  TemplatesForRegistration,
} from '@simrs/validators/contracts';
import {
  findTemplate,
  initialAssessmentFor,
  latestTemplates,
  type Profession,
} from '@simrs/validators/forms';
import { type RawBuilder, sql } from 'kysely';
import { notFound } from '../../platform/errors';
import type { Executor } from '../../platform/module';

/** A `clinical_document` row as read with `select *`. */
export interface DocumentRow {
  id: number;
  registration_id: number;
  patient_id: number;
  template_key: string;
  template_version: number;
  profession: string;
  status: DocumentStatus;
  content: Record<string, unknown>;
  version: number;
  amendment: number;
  root_id: number | null;
  supersedes_id: number | null;
  author_id: number | null;
  author_name: string | null;
  signed_by: number | null;
  signed_by_name: string | null;
  signed_at: Date | string | null;
  amend_reason: string | null;
  error_reason: string | null;
  error_by: number | null;
  error_by_name: string | null;
  error_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

type Row = DocumentRow & { superseded_by_id: number | null };

const iso = (v: Date | string): string => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null): string | null => (v === null ? null : iso(v));

function contentOf(v: unknown): Record<string, unknown> {
  if (typeof v === 'string') return JSON.parse(v) as Record<string, unknown>;
  return (v ?? {}) as Record<string, unknown>;
}

function toView(r: Row): ClinicalDocumentView {
  return {
    id: r.id,
    registrationId: r.registration_id,
    patientId: r.patient_id,
    templateKey: r.template_key,
    templateVersion: r.template_version,
    title: findTemplate(r.template_key, r.template_version)?.title ?? r.template_key,
    profession: r.profession as Profession,
    status: r.status,
    version: r.version,
    amendment: r.amendment,
    rootId: r.root_id ?? r.id,
    supersedesId: r.supersedes_id,
    supersededById: r.superseded_by_id,
    content: contentOf(r.content),
    author: { userId: r.author_id, name: r.author_name },
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    signedBy: r.signed_at === null ? null : { userId: r.signed_by, name: r.signed_by_name },
    signedAt: isoOrNull(r.signed_at),
    amendReason: r.amend_reason,
    errorReason: r.error_reason,
    errorBy: r.error_at === null ? null : { userId: r.error_by, name: r.error_by_name },
    errorAt: isoOrNull(r.error_at),
  };
}

function summaryOf(v: ClinicalDocumentView): ClinicalDocumentSummary {
  const { content: _content, ...rest } = v;
  return rest;
}

async function readDocuments(
  db: Executor,
  where: RawBuilder<unknown>,
  order: RawBuilder<unknown> = sql`order by d.id`,
): Promise<ClinicalDocumentView[]> {
  const r = await sql<Row>`select d.*,
      (select n.id from clinical_document n where n.supersedes_id = d.id) as superseded_by_id
    from clinical_document d where ${where} ${order}`.execute(db);
  return r.rows.map(toView);
}

export async function readDocument(
  db: Executor,
  id: number,
): Promise<ClinicalDocumentView | undefined> {
  return (await readDocuments(db, sql`d.id = ${id}`))[0];
}

export async function readDocumentOrFail(db: Executor, id: number): Promise<ClinicalDocumentView> {
  const doc = await readDocument(db, id);
  if (!doc) throw notFound();
  return doc;
}

interface ObservationRow {
  id: number | string;
  document_id: number;
  registration_id: number;
  patient_id: number;
  code: string;
  field: string;
  label: string;
  value_num: number | string | null;
  value_text: string | null;
  unit: string | null;
  at: Date | string;
}

export async function readObservations(
  db: Executor,
  where: RawBuilder<unknown>,
): Promise<ObservationView[]> {
  const r = await sql<ObservationRow>`select o.* from observation o
    join clinical_document d on d.id = o.document_id
    where ${where} order by o.id`.execute(db);
  return r.rows.map((o) => ({
    id: Number(o.id),
    documentId: o.document_id,
    registrationId: o.registration_id,
    patientId: o.patient_id,
    code: o.code,
    field: o.field,
    label: o.label,
    valueNum: o.value_num === null ? null : Number(o.value_num),
    valueText: o.value_text,
    unit: o.unit,
    at: iso(o.at),
  }));
}

/** A registration's documents (every status), newest first, without their content. */
export async function registrationDocuments(
  db: Executor,
  registrationId: number,
): Promise<ClinicalDocumentSummary[]> {
  const list = await readDocuments(
    db,
    sql`d.registration_id = ${registrationId}`,
    sql`order by d.created_at desc, d.id desc`,
  );
  return list.map(summaryOf);
}

/** JSON with object keys sorted (jsonb does not keep the order a content was written in). */
function stable(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );
}

/** Field keys (sorted) whose value differs between two contents. */
function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown>) {
  if (before === null) return Object.keys(after).sort();
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => stable(before[k]) !== stable(after[k])).sort();
}

/** A document with its amendment chain, every revision of the chain and its observations. */
export async function documentDetail(
  db: Executor,
  id: number,
): Promise<DocumentDetail | undefined> {
  const document = await readDocument(db, id);
  if (!document) return undefined;
  const template = findTemplate(document.templateKey, document.templateVersion);
  if (!template) return undefined;
  const chain = await readDocuments(
    db,
    sql`coalesce(d.root_id, d.id) = ${document.rootId}`,
    sql`order by d.amendment, d.id`,
  );
  const r = await sql<{
    id: number | string;
    document_id: number;
    action: DocumentRevisionView['action'];
    status: DocumentStatus;
    version: number;
    content: unknown;
    reason: string | null;
    user_id: number | null;
    username: string | null;
    at: Date | string;
  }>`select v.* from clinical_document_revision v
    join clinical_document d on d.id = v.document_id
    where coalesce(d.root_id, d.id) = ${document.rootId}
    order by v.at, v.id`.execute(db);
  let previous: Record<string, unknown> | null = null;
  const revisions: DocumentRevisionView[] = r.rows.map((v) => {
    const content = contentOf(v.content);
    const changed = v.action === 'ENTERED_IN_ERROR' ? [] : changedKeys(previous, content);
    previous = content;
    return {
      id: Number(v.id),
      documentId: v.document_id,
      action: v.action,
      status: v.status,
      version: v.version,
      content,
      reason: v.reason,
      userId: v.user_id,
      username: v.username,
      at: iso(v.at),
      changed,
    };
  });
  return {
    document,
    chain: chain.map(summaryOf),
    revisions,
    observations: await readObservations(db, sql`o.document_id = ${id}`),
    template,
  };
}

/** The current observations of a registration: those of its FINAL documents. */
export function currentObservations(db: Executor, registrationId: number) {
  return readObservations(db, sql`o.registration_id = ${registrationId} and d.status = 'FINAL'`);
}

interface VisitFacts {
  id: number;
  kind: 'RAJAL' | 'UGD' | 'RANAP';
  inpatient_type: number | null;
  visit_date: string;
  birth_date: string | null;
  sex: string | null;
  poli_code: string | null;
  patient_id: number;
}

/** The templates a registration can be given, by the initial-assessment rule. */
export async function templatesFor(
  db: Executor,
  registrationId: number,
): Promise<TemplatesForRegistration | undefined> {
  const r = await sql<VisitFacts>`select g.id, g.kind, g.inpatient_type, g.patient_id,
      to_char(g.visit_date, 'YYYY-MM-DD') as visit_date,
      to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, p.sex, m.code as poli_code
    from registrations g
    join patients p on p.id = g.patient_id
    left join m_poli m on m.id = g.poli_id
    where g.id = ${registrationId}`.execute(db);
  const visit = r.rows[0];
  if (!visit) return undefined;
  const rule = initialAssessmentFor({
    birthDate: visit.birth_date,
    on: visit.visit_date,
    sex: visit.sex,
    kind: visit.kind,
    inpatientType: visit.inpatient_type,
    poliCode: visit.poli_code,
  });
  const live = await sql<{ id: number; template_key: string; status: DocumentStatus }>`
    select id, template_key, status from clinical_document
    where registration_id = ${registrationId} and status in ('DRAFT', 'FINAL')
    order by id`.execute(db);
  const liveByKey = new Map(live.rows.map((d) => [d.template_key, d]));
  const initialKeys = new Set<string>([rule.nursing, rule.doctor]);
  const otherInitial = /^kajian-awal-(umum|anak|obsgyn|icu|nicu|picu|bbl|medis|medis-bbl)$/;
  const choices: TemplateChoice[] = latestTemplates()
    // Another patient type's initial assessment is not offered (the rule chose this one's).
    .filter((t) => initialKeys.has(t.key) || !otherInitial.test(t.key))
    .map((t) => {
      const doc = liveByKey.get(t.key);
      return {
        key: t.key,
        version: t.version,
        title: t.title,
        profession: t.profession,
        initial: t.key === rule.nursing ? 'nursing' : t.key === rule.doctor ? 'doctor' : null,
        documentId: doc?.id ?? null,
        documentStatus: doc?.status ?? null,
      };
    });
  const rank = (c: TemplateChoice) =>
    c.initial === 'nursing' ? 0 : c.initial === 'doctor' ? 1 : 2;
  choices.sort((a, b) => rank(a) - rank(b));
  return {
    registrationId,
    patientType: rule.patientType,
    initial: { nursing: rule.nursing, doctor: rule.doctor },
    list: choices,
    missing: [...initialKeys].filter((k) => !findTemplate(k)),
  };
}

/** The latest current observation of a registration among some codes, with who signed it. */
export interface LatestObservation {
  registrationId: number;
  code: string;
  valueNum: number | null;
  valueText: string | null;
  /** When its document was signed (the observation's time), ISO. */
  at: string;
  documentId: number;
  templateKey: string;
  signedBy: string | null;
}

/**
 * For each registration, its latest current observation (of a FINAL document) whose code is one
 * of `codes` (e.g. the fall-risk scores, whichever form scored them); none for a registration
 * without one.
 */
export async function latestObservations(
  db: Executor,
  registrationIds: readonly number[],
  codes: readonly string[],
): Promise<Map<number, LatestObservation>> {
  const found = new Map<number, LatestObservation>();
  if (registrationIds.length === 0 || codes.length === 0) return found;
  const r = await sql<{
    registration_id: number;
    code: string;
    value_num: number | string | null;
    value_text: string | null;
    at: Date | string;
    document_id: number;
    template_key: string;
    signed_by_name: string | null;
  }>`select distinct on (o.registration_id) o.registration_id, o.code, o.value_num, o.value_text,
      o.at, o.document_id, d.template_key, d.signed_by_name
    from observation o join clinical_document d on d.id = o.document_id
    where o.registration_id in (${sql.join([...registrationIds])})
      and o.code in (${sql.join([...codes])}) and d.status = 'FINAL'
    order by o.registration_id, o.at desc, o.id desc`.execute(db);
  for (const o of r.rows) {
    found.set(o.registration_id, {
      registrationId: o.registration_id,
      code: o.code,
      valueNum: o.value_num === null ? null : Number(o.value_num),
      valueText: o.value_text,
      at: iso(o.at),
      documentId: o.document_id,
      templateKey: o.template_key,
      signedBy: o.signed_by_name,
    });
  }
  return found;
}
