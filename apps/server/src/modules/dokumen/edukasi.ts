/**
 * The integrated education records (template `edukasi-terintegrasi`) of a range of days, each
 * with its sessions in words (topic, audience, evaluation, educator) and whether one of them asks
 * for the education to be repeated (docs/dokumen.md "Education records").
 */
import type { EducationRow, EducationSession } from '@simrs/validators/contracts';
import { type FormTemplate, findTemplate } from '@simrs/validators/forms';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../platform/module';

export const EDUCATION_TEMPLATE = 'edukasi-terintegrasi';
export const EDUCATION_LIMIT = 300;

/** The labels of a repeat's choice fields, by field key and option code. */
function sessionLabels(template: FormTemplate | undefined) {
  const labels = new Map<string, Map<string, string>>();
  for (const section of template?.sections ?? []) {
    for (const field of section.fields) {
      if (field.kind !== 'repeat') continue;
      for (const leaf of field.fields) {
        if (leaf.kind === 'choice') {
          labels.set(leaf.key, new Map(leaf.options.map((o) => [String(o.code), o.label])));
        }
      }
    }
  }
  return (key: string, code: unknown) =>
    code === undefined || code === null || code === ''
      ? null
      : (labels.get(key)?.get(String(code)) ?? String(code));
}

/** Evaluations that ask for the education again. */
const REPEAT = /ulang/i;

interface Row {
  id: number;
  registration_id: number;
  patient_id: number;
  template_version: number;
  status: string;
  content: Record<string, unknown> | string;
  author_name: string | null;
  updated_at: Date | string;
  rm_no: string;
  patient_name: string;
  reg_no: string;
  kind: string;
  poli_name: string | null;
}

export async function educationList(
  db: Executor,
  f: {
    from: string | null;
    to: string | null;
    kind: string | null;
    poliId: number | null;
    followUp: boolean;
    today: string;
  },
) {
  const to = f.to ?? f.today;
  const from = f.from ?? to;
  const wibDay = sql`((d.updated_at at time zone 'UTC') + interval '7 hours')::date`;
  const where: RawBuilder<unknown>[] = [
    sql`d.template_key = ${EDUCATION_TEMPLATE}`,
    sql`d.status in ('DRAFT', 'FINAL')`,
    sql`${wibDay} between ${from}::date and ${to}::date`,
  ];
  if (f.kind) where.push(sql`g.kind = ${f.kind}`);
  if (f.poliId !== null) where.push(sql`g.poli_id = ${f.poliId}`);
  const r =
    await sql<Row>`select d.id, d.registration_id, d.patient_id, d.template_version, d.status, d.content,
      d.author_name, d.updated_at, p.rm_no, p.name as patient_name, g.reg_no, g.kind,
      mp.name as poli_name
    from clinical_document d
      join registrations g on g.id = d.registration_id
      join patients p on p.id = d.patient_id
      left join m_poli mp on mp.id = g.poli_id
    where ${sql.join(where, sql` and `)}
    order by d.updated_at desc, d.id desc`.execute(db);
  const rows: EducationRow[] = r.rows.map((row) => {
    const content =
      typeof row.content === 'string'
        ? (JSON.parse(row.content) as Record<string, unknown>)
        : row.content;
    const label = sessionLabels(findTemplate(EDUCATION_TEMPLATE, row.template_version));
    const raw = Array.isArray(content.sesiEdukasi)
      ? (content.sesiEdukasi as Record<string, unknown>[])
      : [];
    const sessions: EducationSession[] = raw.map((s) => ({
      at: typeof s.waktu === 'string' ? s.waktu : null,
      topic: label('topik', s.topik),
      audience: label('sasaran', s.sasaran),
      method: label('metode', s.metode),
      evaluation: label('evaluasi', s.evaluasi),
      educator: typeof s.edukator === 'string' ? s.edukator : null,
    }));
    return {
      documentId: row.id,
      registrationId: row.registration_id,
      patientId: row.patient_id,
      status: row.status as EducationRow['status'],
      author: row.author_name,
      updatedAt: new Date(row.updated_at).toISOString(),
      rmNo: row.rm_no,
      patientName: row.patient_name,
      regNo: row.reg_no,
      kind: row.kind,
      poliName: row.poli_name,
      sessions,
      needsRepeat: sessions.some((s) => s.evaluation !== null && REPEAT.test(s.evaluation)),
    };
  });
  const filtered = f.followUp ? rows.filter((x) => x.needsRepeat) : rows;
  const polis = await sql<{ id: number; name: string }>`select id, name from m_poli
    where status = 'Y' order by name`.execute(db);
  return {
    from,
    to,
    list: filtered.slice(0, EDUCATION_LIMIT),
    total: filtered.length,
    limit: EDUCATION_LIMIT,
    polis: polis.rows,
  };
}
