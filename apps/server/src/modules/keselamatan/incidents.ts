/**
 * Laporan Insiden: patient-safety incident reports (docs/keselamatan.md). A report is filed by any
 * staff member with `add` and read by its reporter and the safety team (`edit`) only; the team
 * verifies and grades it, investigates and closes or voids it along the domain's
 * `incidentReportWorkflow`, every step appended to `incident_report_event`.
 */
import {
  allowedActions,
  INCIDENT_INVESTIGATION,
  type IncidentGrade,
  type IncidentReportAction,
  type IncidentReportState,
  incidentGradeOf,
  incidentReportWorkflow,
  incidentRiskScore,
  isIncidentReportLate,
} from '@simrs/domain';
import {
  type CareKind,
  type CommandParsed,
  INCIDENT_LIST_MAX_DAYS,
  type IncidentDetail,
  type IncidentListAnswer,
  type IncidentPatient,
  type IncidentRow,
  KESELAMATAN_MESSAGES,
  type laporanInsidenContract,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Actor } from '../../platform/audit';
import { HttpError, stale, validationError } from '../../platform/errors';
import type { Executor, Trx } from '../../platform/module';
import { inpatientPlaces } from '../kamar/index';
import { reportRange } from '../laporan-antrean/index';
import { logPatientAccess, patientIdentity } from '../pasien/index';
import { readRegistration, registrationsInCare } from '../registrasi/index';

/** Who reads: the safety team sees every report, anyone else their own. */
export interface Reader {
  userId: number | null;
  team: boolean;
}

interface ReportRow {
  id: number;
  number: string;
  status: IncidentReportState;
  version: number;
  incident_at: Date | string;
  reported_at: Date | string;
  reported_type: number;
  type: number;
  category: string;
  title: string;
  chronology: string;
  reporter: string;
  reporter_staff: string | null;
  affected: string | null;
  patient_id: number | null;
  registration_id: number | null;
  location: string;
  location_detail: string | null;
  unit: string;
  outcome: string;
  immediate_action: string;
  action_by: string;
  happened_before: 'Y' | 'N';
  happened_before_note: string | null;
  reporter_user_id: number | null;
  reporter_name: string;
  impact: number | null;
  probability: number | null;
  grade: IncidentGrade | null;
  investigation_kind: 'SEDERHANA' | 'RCA' | null;
  investigation_due_at: Date | string | null;
  investigator: string | null;
  investigation_started_at: Date | string | null;
  findings: string | null;
  recommendation: string | null;
  void_reason: string | null;
  rm_no: string | null;
  patient_name: string | null;
  birth_date: string | null;
  sex: string | null;
  reg_no: string | null;
  reg_kind: CareKind | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

const SELECT = sql`select r.*, p.rm_no, p.name as patient_name,
    to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, p.sex, g.reg_no, g.kind as reg_kind
  from incident_report r
    left join patients p on p.id = r.patient_id
    left join registrations g on g.id = r.registration_id`;

/** What a reader may see: every report for the team, their own otherwise. */
function scope(who: Reader): RawBuilder<unknown> {
  return who.team ? sql`true` : sql`r.reporter_user_id = ${who.userId ?? -1}`;
}

function toRow(r: ReportRow, who: Reader, now: Date): IncidentRow {
  const due = isoOrNull(r.investigation_due_at);
  return {
    id: r.id,
    number: r.number,
    incidentAt: iso(r.incident_at),
    reportedAt: iso(r.reported_at),
    late: isIncidentReportLate(r.incident_at, r.reported_at),
    type: r.type,
    category: r.category,
    title: r.title,
    location: r.location,
    unit: r.unit,
    patientName: r.patient_name,
    rmNo: r.rm_no,
    status: r.status,
    grade: r.grade,
    investigationDueAt: due,
    investigationOverdue:
      due !== null &&
      (r.status === 'DIVERIFIKASI' || r.status === 'DIINVESTIGASI') &&
      now.getTime() > Date.parse(due),
    mine: who.userId !== null && r.reporter_user_id === who.userId,
  };
}

export const LIST_LIMIT = 500;

export async function reportList(
  db: Executor,
  who: Reader,
  f: {
    from: string | null;
    to: string | null;
    type: number | null;
    grade: IncidentGrade | null;
    status: IncidentReportState | null;
    late: boolean;
    today: string;
    now: Date;
  },
): Promise<IncidentListAnswer> {
  const { from, to } = reportRange(f, f.today, INCIDENT_LIST_MAX_DAYS);
  const wibDay = sql`((r.incident_at at time zone 'UTC') + interval '7 hours')::date`;
  const where: RawBuilder<unknown>[] = [
    scope(who),
    sql`${wibDay} between ${from}::date and ${to}::date`,
  ];
  if (f.type !== null) where.push(sql`r.type = ${f.type}`);
  if (f.grade !== null) where.push(sql`r.grade = ${f.grade}`);
  if (f.status !== null) where.push(sql`r.status = ${f.status}`);
  if (f.late) where.push(sql`r.reported_at > r.incident_at + interval '48 hours'`);
  const cond = sql.join(where, sql` and `);
  const rows = await sql<ReportRow>`${SELECT} where ${cond}
    order by r.incident_at desc, r.id desc limit ${LIST_LIMIT}`.execute(db);
  const count = await sql<{ n: number | string }>`select count(*) as n from incident_report r
    where ${cond}`.execute(db);
  return {
    list: rows.rows.map((r) => toRow(r, who, f.now)),
    total: Number(count.rows[0]?.n ?? 0),
    limit: LIST_LIMIT,
    from,
    to,
    allReports: who.team,
  };
}

async function readReport(db: Executor, id: number): Promise<ReportRow | undefined> {
  return (await sql<ReportRow>`${SELECT} where r.id = ${id}`.execute(db)).rows[0];
}

const notFound = () => new HttpError(404, KESELAMATAN_MESSAGES.reportNotFound);

export async function reportDetail(
  db: Executor,
  who: Reader,
  id: number,
  now: Date,
): Promise<IncidentDetail> {
  const r = await readReport(db, id);
  // Another's report is not found for a reader outside the team (its existence is not confirmed).
  if (!r || !(who.team || (who.userId !== null && r.reporter_user_id === who.userId))) {
    throw notFound();
  }
  const events = await sql<{
    id: number;
    action: IncidentDetail['events'][number]['action'];
    from_status: IncidentReportState | null;
    to_status: IncidentReportState;
    note: string | null;
    user_name: string | null;
    at: Date | string;
  }>`select id, action, from_status, to_status, note, user_name, at from incident_report_event
    where report_id = ${id} order by id`.execute(db);
  const investigation = r.investigation_kind && r.grade ? INCIDENT_INVESTIGATION[r.grade] : null;
  return {
    ...toRow(r, who, now),
    version: r.version,
    reportedType: r.reported_type,
    chronology: r.chronology,
    reporter: r.reporter,
    reporterStaff: r.reporter_staff,
    affected: r.affected,
    patient:
      r.patient_id !== null && r.rm_no !== null && r.patient_name !== null
        ? {
            id: r.patient_id,
            rmNo: r.rm_no,
            name: r.patient_name,
            birthDate: r.birth_date,
            sex: r.sex,
          }
        : null,
    registration:
      r.registration_id !== null && r.reg_no !== null && r.reg_kind !== null
        ? { id: r.registration_id, regNo: r.reg_no, kind: r.reg_kind }
        : null,
    locationDetail: r.location_detail,
    outcome: r.outcome,
    immediateAction: r.immediate_action,
    actionBy: r.action_by,
    happenedBefore: r.happened_before,
    happenedBeforeNote: r.happened_before_note,
    reporterName: r.reporter_name,
    grading:
      r.grade !== null && r.impact !== null && r.probability !== null
        ? {
            impact: r.impact,
            probability: r.probability,
            score: incidentRiskScore(r.impact, r.probability),
            grade: r.grade,
          }
        : null,
    investigation: investigation
      ? {
          kind: investigation.kind,
          label: investigation.label,
          by: investigation.by,
          days: investigation.days,
          investigator: r.investigator,
          startedAt: isoOrNull(r.investigation_started_at),
        }
      : null,
    conclusion:
      r.findings !== null && r.recommendation !== null
        ? { findings: r.findings, recommendation: r.recommendation }
        : null,
    voidReason: r.void_reason,
    events: events.rows.map((e) => ({
      id: e.id,
      action: e.action,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      note: e.note,
      by: e.user_name,
      at: iso(e.at),
    })),
    moves: who.team ? [...allowedActions(incidentReportWorkflow, { status: r.status })] : [],
  };
}

/** The instant of a WIB day and time ('2026-03-01', '14:30'). */
function wibInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+07:00`);
}

export interface FileContext {
  trx: Trx;
  actor: Actor;
  userName: string;
  now: Date;
}

type ReportInput = CommandParsed<typeof laporanInsidenContract, 'lapor'>;

/** Files a report: checks the time and the patient, numbers it, appends the first event. */
export async function fileReport(ctx: FileContext, input: ReportInput): Promise<number> {
  const incidentAt = wibInstant(input.incidentDate, input.incidentTime);
  if (incidentAt.getTime() > ctx.now.getTime()) {
    throw validationError({
      incidentDate: [KESELAMATAN_MESSAGES.futureIncident],
      incidentTime: [KESELAMATAN_MESSAGES.futureIncident],
    });
  }
  if (input.patientId !== null) {
    const patient = await patientIdentity(ctx.trx, { id: input.patientId });
    if (!patient) throw validationError({ patientId: ['Pasien tidak ditemukan.'] });
    if (input.registrationId !== null) {
      const reg = await readRegistration(ctx.trx, input.registrationId);
      if (!reg || reg.patient.id !== patient.id) {
        throw validationError({ registrationId: [KESELAMATAN_MESSAGES.registrationOfOther] });
      }
    }
  }
  const seq = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('incident_report',
    'id'))::int as id`.execute(ctx.trx);
  const id = seq.rows[0]?.id;
  if (!id) throw new Error('no incident report id');
  const year = new Date(ctx.now.getTime() + 7 * 3_600_000).getUTCFullYear();
  const number = `IKP-${year}-${String(id).padStart(5, '0')}`;
  await sql`insert into incident_report (id, number, status, version, incident_at, reported_at,
      reported_type, type, category, title, chronology, reporter, reporter_staff, affected,
      patient_id, registration_id, location, location_detail, unit, outcome, immediate_action,
      action_by, happened_before, happened_before_note, reporter_user_id, reporter_name,
      updated_at)
    values (${id}, ${number}, 'DILAPORKAN', 1, ${incidentAt}, ${ctx.now}, ${input.incidentType},
      ${input.incidentType}, ${input.category}, ${input.title}, ${input.chronology}, ${input.reporter},
      ${input.reporterStaff}, ${input.affected}, ${input.patientId}, ${input.registrationId},
      ${input.location}, ${input.locationDetail}, ${input.unit}, ${input.outcome},
      ${input.immediateAction}, ${input.actionBy}, ${input.happenedBefore},
      ${input.happenedBeforeNote}, ${ctx.actor.userId}, ${ctx.userName}, ${ctx.now})`.execute(
    ctx.trx,
  );
  await sql`insert into incident_report_event (report_id, action, from_status, to_status, note,
      data, user_id, user_name, at)
    values (${id}, 'LAPOR', null, 'DILAPORKAN', null, '{}', ${ctx.actor.userId}, ${ctx.userName},
      ${ctx.now})`.execute(ctx.trx);
  return id;
}

/** The record a workflow command acts on, locked for the command's transaction. */
export async function lockReport(
  trx: Trx,
  id: number,
): Promise<{ status: IncidentReportState; version: number }> {
  const r = await sql<{ status: IncidentReportState; version: number }>`select status, version
    from incident_report where id = ${id} for update`.execute(trx);
  const row = r.rows[0];
  if (!row) throw notFound();
  return row;
}

/**
 * One step of the team: the columns it sets, the status it leads to (the workflow's), and its
 * event. The dispatch has checked the move and the version under the row's lock.
 */
export async function stepReport(
  ctx: FileContext,
  step: {
    id: number;
    version: number;
    action: IncidentReportAction;
    from: IncidentReportState;
    set: RawBuilder<unknown>;
    note: string | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  const to = incidentReportWorkflow.actions[step.action].to as IncidentReportState;
  const r = await sql`update incident_report set status = ${to}, ${step.set},
      version = version + 1, updated_at = ${ctx.now}
    where id = ${step.id} and version = ${step.version}`.execute(ctx.trx);
  if (Number(r.numAffectedRows ?? 0) !== 1) throw stale();
  await sql`insert into incident_report_event (report_id, action, from_status, to_status, note,
      data, user_id, user_name, at)
    values (${step.id}, ${step.action}, ${step.from}, ${to}, ${step.note},
      ${JSON.stringify(step.data ?? {})}, ${ctx.actor.userId}, ${ctx.userName},
      ${ctx.now})`.execute(ctx.trx);
}

/** The grading of a verification: the grade, its score and the investigation's deadline. */
export function gradingOf(
  input: { incidentType: number; impact: number; probability: number },
  now: Date,
) {
  const grade = incidentGradeOf({
    impact: input.impact,
    probability: input.probability,
    type: input.incidentType,
  });
  const investigation = INCIDENT_INVESTIGATION[grade];
  return {
    grade,
    score: incidentRiskScore(input.impact, input.probability),
    investigation,
    dueAt: new Date(now.getTime() + investigation.days * 86_400_000),
  };
}

/** A patient of a report found by RM number, with their visits in care now (logged). */
export async function reportPatient(
  db: Executor,
  actor: Actor,
  rm: string,
  today: string,
): Promise<IncidentPatient> {
  const patient = await patientIdentity(db, { rmNo: rm });
  await logPatientAccess(db, actor, 'rm', patient ? [patient.id] : []);
  if (!patient) throw new HttpError(404, KESELAMATAN_MESSAGES.patientNotFound);
  const visits = await registrationsInCare(db, { today, patientId: patient.id });
  const places = new Map(
    (
      await inpatientPlaces(db, {
        registrationIds: visits.filter((v) => v.kind === 'RANAP').map((v) => v.id),
      })
    ).map((p) => [p.registrationId, p]),
  );
  return {
    patientId: patient.id,
    rmNo: patient.rmNo,
    name: patient.name,
    birthDate: patient.birthDate,
    sex: patient.sex,
    visits: visits.map((v) => {
      const place = places.get(v.id);
      const where =
        v.kind === 'RANAP'
          ? place
            ? `${place.ward} · ${place.room} · ${place.bed}`
            : 'Rawat Inap'
          : v.kind === 'UGD'
            ? 'UGD'
            : (v.poliName ?? 'Rawat Jalan');
      return { registrationId: v.id, regNo: v.regNo, kind: v.kind, place: where };
    }),
  };
}
