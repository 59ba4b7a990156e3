/**
 * The admission report (report-admisi, report-admisi-rajal): registrations over a range of visit
 * days, counted by day, clinic, doctor, payer, channel and kind; new patients (no earlier
 * registration that was not voided) and returning ones; voided registrations apart. The export
 * lists the registrations themselves (CSV or XLSX), audited like every export.
 */

import { Readable } from 'node:stream';
import {
  labelOf,
  payerType,
  type RegistrationKind,
  registrationChannel,
  registrationKind,
} from '@simrs/domain';
import type { AdmissionReport, AdmissionReportGroup } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { csvStream, type ExportColumn, xlsxStream } from '../../http/export';
import { type Actor, appendAudit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/module';
import type { Row } from '../../resources/crud';

/** The void state of a registration of any kind, in SQL. */
const isVoid = (alias: string) =>
  sql.raw(`${alias}.status = case ${alias}.kind when 'RAJAL' then 'VOID' else '99' end`);

export interface ReportFilter {
  from: string;
  to: string;
  kind: RegistrationKind | null;
}

/** Registrations of the range (and kind) with their void and first-visit flags. */
const inRange = (f: ReportFilter) => sql`
  select g.*, ${isVoid('g')} as voided,
    not exists (select 1 from registrations e where e.patient_id = g.patient_id
      and e.registered_at < g.registered_at and not (${isVoid('e')})) as first_visit
  from registrations g
  where g.visit_date between ${f.from}::date and ${f.to}::date
    and (${f.kind}::text is null or g.kind = ${f.kind})`;

type Grouped = { key: string | null; count: number; label?: string | null };

export async function admissionReport(
  db: Executor,
  f: ReportFilter,
  maxDays: number,
): Promise<AdmissionReport> {
  const base = inRange(f);
  const totals = (
    await sql<{ registrations: number; voided: number; fresh: number; returning: number }>`
      with r as (${base}) select
        count(*) filter (where not voided)::int as registrations,
        count(*) filter (where voided)::int as voided,
        count(distinct patient_id) filter (where not voided and first_visit)::int as fresh,
        count(distinct patient_id) filter (where not voided and not first_visit)::int as returning
      from r`.execute(db)
  ).rows[0] ?? { registrations: 0, voided: 0, fresh: 0, returning: 0 };
  const group = async (key: ReturnType<typeof sql>, label = sql`null`) =>
    (
      await sql<Grouped>`with r as (${base})
        select ${key} as key, ${label} as label, count(*)::int as count
        from r left join m_poli po on po.id = r.poli_id
        where not voided group by 1, 2 order by count desc, 1`.execute(db)
    ).rows;
  const named = (rows: Grouped[], name: (key: string) => string): AdmissionReportGroup[] =>
    rows.map((r) => ({
      key: r.key ?? '',
      label: r.label ?? (r.key === null ? 'Tanpa data' : name(r.key)),
      count: r.count,
    }));
  const days = (
    await sql<{ day: string; count: number }>`with r as (${base})
      select visit_date::text as day, count(*)::int as count from r where not voided
      group by 1 order by 1`.execute(db)
  ).rows;
  return {
    ...f,
    maxDays,
    totals: {
      registrations: totals.registrations,
      voided: totals.voided,
      newPatients: totals.fresh,
      returningPatients: totals.returning,
    },
    byDay: days,
    byPoli: named(await group(sql`r.poli_id::text`, sql`po.name`), (k) => k),
    byDoctor: named(await group(sql`r.doctor_name`), (k) => k),
    byPayer: named(await group(sql`r.payer_type`), (k) => labelOf(payerType, Number(k))),
    byChannel: named(await group(sql`r.channel`), (k) => labelOf(registrationChannel, k)),
    byKind: named(await group(sql`r.kind`), (k) => labelOf(registrationKind, k)),
  };
}

const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'No. Registrasi', value: (r) => r.reg_no },
  { header: 'Tanggal Kunjungan', value: (r) => r.visit_date },
  { header: 'Jenis', value: (r) => labelOf(registrationKind, String(r.kind)) },
  { header: 'No. RM', value: (r) => r.rm_no },
  { header: 'Nama Pasien', value: (r) => r.patient_name },
  { header: 'Pasien Baru', value: (r) => (r.first_visit ? 'Ya' : 'Tidak') },
  { header: 'Poli', value: (r) => r.poli_name },
  { header: 'Dokter', value: (r) => r.doctor_name },
  { header: 'Cara Bayar', value: (r) => labelOf(payerType, Number(r.payer_type)) },
  { header: 'Jalur Pendaftaran', value: (r) => labelOf(registrationChannel, String(r.channel)) },
  { header: 'Status', value: (r) => r.status },
  { header: 'Dibatalkan', value: (r) => (r.voided ? 'Ya' : 'Tidak') },
];

/** The registrations of the range, 1000 at a time (keyset on the id). */
async function* batches(db: Db, f: ReportFilter): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = (
      await sql<Row & { id: number }>`with r as (${inRange(f)})
        select r.id, r.reg_no, r.visit_date::text as visit_date, r.kind, p.rm_no,
          p.name as patient_name, r.first_visit, po.name as poli_name, r.doctor_name,
          r.payer_type, r.channel, r.status, r.voided
        from r join patients p on p.id = r.patient_id left join m_poli po on po.id = r.poli_id
        where r.id > ${after} order by r.id limit 1000`.execute(db)
    ).rows;
    if (rows.length === 0) return;
    yield rows;
    after = Number(rows[rows.length - 1]?.id);
    if (rows.length < 1000) return;
  }
}

/** Streams the export of the range as CSV or XLSX, after its audit row. */
export async function sendAdmissionExport(
  db: Db,
  actor: Actor,
  reply: import('fastify').FastifyReply,
  module: string,
  f: ReportFilter & { download: 'csv' | 'xlsx' },
) {
  await db.transaction().execute((trx) =>
    appendAudit(trx, actor, {
      module,
      type: 'export',
      after: { download: f.download, from: f.from, to: f.to, kind: f.kind },
    }),
  );
  reply.header(
    'content-disposition',
    `attachment; filename="laporan-admisi_${f.from}_${f.to}.${f.download}"`,
  );
  if (f.download === 'csv') {
    reply.type('text/csv; charset=utf-8');
    return reply.send(Readable.from(csvStream(EXPORT_COLUMNS, batches(db, f))));
  }
  reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return reply.send(Readable.from(xlsxStream(EXPORT_COLUMNS, batches(db, f), 'Laporan Admisi')));
}
