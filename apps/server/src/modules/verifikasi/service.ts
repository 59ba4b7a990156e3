/**
 * The medical-records verification (docs/verifikasi.md): the worklist, a visit's completeness
 * check, and the moves along the domain's verification machines (records -> UPLA -> done, UPLA
 * back to records with a reason), each appended as an event with the checklist as it stood.
 */
import {
  canTransition,
  emergencyRecordsVerificationStatus,
  labelOf,
  nextStatuses,
  outpatientRecordsVerificationStatus,
} from '@simrs/domain';
import {
  type MenuAction,
  STAGE_LABELS,
  VERIFICATION_CODES,
  VERIFICATION_LISTS,
  VERIFIKASI_MESSAGES,
  type VerificationDetail,
  type VerificationKind,
  type VerificationRow,
  type VerificationStage,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import { HttpError, notFound, stale, validationError } from '../../platform/errors';
import type { ActorOf, Clock, Executor, Trx } from '../../platform/module';
import { checklistOf } from './completeness';

const LISTS = {
  RAJAL: outpatientRecordsVerificationStatus,
  UGD: emergencyRecordsVerificationStatus,
} as const;

/** The registration status that ends a visit of each kind (verification starts there). */
const FINISHED: Readonly<Record<VerificationKind, string>> = { RAJAL: 'DONE', UGD: 'selesai' };

function stageOf(kind: VerificationKind, status: string): VerificationStage {
  const codes = VERIFICATION_CODES[kind];
  if (status === codes.RM) return 'RM';
  if (status === codes.UPLA) return 'UPLA';
  return 'SELESAI';
}

interface VisitRow {
  registration_id: number;
  reg_no: string;
  kind: VerificationKind;
  visit_date: string;
  patient_id: number;
  rm_no: string;
  patient_name: string;
  poli_name: string | null;
  doctor_name: string | null;
  payer_type: string;
  reg_status: string;
  status: string;
  version: number;
  clinical_primary: string | null;
  coded_primary: string | null;
  returned_reason: string | null;
}

/** The verification status of a finished visit: its row's, else the first stage of its kind. */
const STATUS = sql`coalesce(v.status, case g.kind when 'RAJAL' then '6' else '4' end)`;

const VISIT_SELECT = sql`select g.id as registration_id, g.reg_no, g.kind,
    to_char(g.visit_date, 'YYYY-MM-DD') as visit_date, g.patient_id, p.rm_no,
    p.name as patient_name, mp.name as poli_name, g.doctor_name, g.payer_type,
    g.status as reg_status, ${STATUS} as status, coalesce(v.version, 0) as version,
    (select e.code || ' · ' || e.display from coded_entry e where e.registration_id = g.id
      and e.source = 'KLINIS' and e.role = 'UTAMA' and e.error_at is null) as clinical_primary,
    (select e.code || ' · ' || e.display from coded_entry e where e.registration_id = g.id
      and e.source = 'KODING' and e.role = 'UTAMA' and e.error_at is null) as coded_primary,
    (select ev.reason from record_verification_event ev where ev.registration_id = g.id
      order by ev.id desc limit 1) as returned_reason
  from registrations g
    join patients p on p.id = g.patient_id
    left join m_poli mp on mp.id = g.poli_id
    left join record_verification v on v.registration_id = g.id`;

function toRow(r: VisitRow): VerificationRow {
  return {
    registrationId: r.registration_id,
    regNo: r.reg_no,
    kind: r.kind,
    visitDate: r.visit_date,
    patientId: r.patient_id,
    rmNo: r.rm_no,
    patientName: r.patient_name,
    poliName: r.poli_name,
    doctorName: r.doctor_name,
    payerType: r.payer_type,
    status: r.status,
    stage: stageOf(r.kind, r.status),
    clinicalPrimary: r.clinical_primary,
    codedPrimary: r.coded_primary,
    // A reason is written only when UPLA returns a file; it shows while the file is back at records.
    returnedReason: stageOf(r.kind, r.status) === 'RM' ? r.returned_reason : null,
  };
}

export const LIST_LIMIT = 500;

function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

export async function verificationList(
  db: Executor,
  f: {
    from: string | null;
    to: string | null;
    kind: VerificationKind | null;
    stage: VerificationStage | null;
    poliId: number | null;
    today: string;
  },
) {
  const to = f.to ?? f.today;
  const from = f.from ?? daysBefore(to, 7);
  const where: RawBuilder<unknown>[] = [
    sql`((g.kind = 'RAJAL' and g.status = 'DONE') or (g.kind = 'UGD' and g.status = 'selesai'))`,
    sql`g.visit_date between ${from}::date and ${to}::date`,
  ];
  if (f.kind) where.push(sql`g.kind = ${f.kind}`);
  if (f.poliId !== null) where.push(sql`g.poli_id = ${f.poliId}`);
  if (f.stage) {
    const codes = (['RAJAL', 'UGD'] as const).map(
      (k) =>
        sql`(g.kind = ${k} and ${STATUS} = ${VERIFICATION_CODES[k][f.stage as VerificationStage]})`,
    );
    where.push(sql`(${sql.join(codes, sql` or `)})`);
  }
  const cond = sql.join(where, sql` and `);
  const rows = await sql<VisitRow>`${VISIT_SELECT} where ${cond}
    order by g.visit_date, g.id limit ${LIST_LIMIT}`.execute(db);
  const count = await sql<{ n: string | number }>`select count(*) as n from registrations g
    left join record_verification v on v.registration_id = g.id where ${cond}`.execute(db);
  const polis = await sql<{ id: number; name: string }>`select id, name from m_poli
    where status = 'Y' order by name`.execute(db);
  return {
    list: rows.rows.map(toRow),
    total: Number(count.rows[0]?.n ?? 0),
    limit: LIST_LIMIT,
    polis: polis.rows,
  };
}

async function visitOf(db: Executor, registrationId: number, lock: boolean): Promise<VisitRow> {
  if (lock) {
    // Moves of one visit take turns (the registration row is the lock: the verification row may
    // not exist yet).
    await sql`select id from registrations where id = ${registrationId} for update`.execute(db);
  }
  const r = await sql<VisitRow>`${VISIT_SELECT} where g.id = ${registrationId}`.execute(db);
  const row = r.rows[0];
  if (!row) throw notFound();
  if (row.kind !== ('RAJAL' as VerificationKind) && row.kind !== ('UGD' as VerificationKind)) {
    throw validationError({ registrationId: [VERIFIKASI_MESSAGES.notVerifiable] });
  }
  return row;
}

interface Who {
  levelId: number;
  can(menu: string, action: MenuAction): boolean;
}

/** The menu whose `edit` a move needs: into UPLA = records' verification; the rest = UPLA's. */
function menuOfMove(kind: VerificationKind, to: string): string {
  return to === VERIFICATION_CODES[kind].UPLA ? 'verifikasi-rekam-medis' : 'verifikasi-upla';
}

export async function verificationDetail(
  db: Executor,
  registrationId: number,
  who: Who,
): Promise<VerificationDetail> {
  const visit = await visitOf(db, registrationId, false);
  const checklist = await checklistOf(db, visit.registration_id);
  const events = await sql<{
    id: number;
    from_status: string;
    to_status: string;
    reason: string | null;
    user_name: string | null;
    at: Date | string;
  }>`select id, from_status, to_status, reason, user_name, at from record_verification_event
    where registration_id = ${registrationId} order by id`.execute(db);
  const list = LISTS[visit.kind];
  const finished = visit.reg_status === FINISHED[visit.kind];
  const moves = finished
    ? nextStatuses(VERIFICATION_LISTS[visit.kind], visit.status as never)
        .filter((to) => who.can(menuOfMove(visit.kind, to), 'edit'))
        .map((to) => ({
          to,
          label: labelOf(list, to),
          needsReason: to === VERIFICATION_CODES[visit.kind].RM,
        }))
    : [];
  return {
    ...toRow(visit),
    version: Number(visit.version),
    checklist,
    events: events.rows.map((e) => ({
      id: e.id,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      reason: e.reason,
      by: e.user_name,
      at: new Date(e.at).toISOString(),
    })),
    moves,
  };
}

export interface MoveContext {
  trx: Trx;
  actor: ActorOf;
  userName: string;
  clock: Clock;
  who: Who;
  authorize(menu: string): void;
}

/** Moves a visit's verification along its machine (see the contract's `pindah`). */
export async function moveVerification(
  ctx: MoveContext,
  input: { registrationId: number; version: number; to: string; reason: string | null },
): Promise<VerificationDetail> {
  const visit = await visitOf(ctx.trx, input.registrationId, true);
  const codes = VERIFICATION_CODES[visit.kind];
  ctx.authorize(menuOfMove(visit.kind, input.to));
  if (visit.reg_status !== FINISHED[visit.kind]) {
    throw validationError({ registrationId: [VERIFIKASI_MESSAGES.notFinished] });
  }
  if (Number(visit.version) !== input.version) throw stale();
  const listId = VERIFICATION_LISTS[visit.kind];
  const list = LISTS[visit.kind];
  if (!canTransition(listId, visit.status as never, input.to as never)) {
    throw new HttpError(
      409,
      VERIFIKASI_MESSAGES.notAllowed(labelOf(list, visit.status), labelOf(list, input.to)),
    );
  }
  const checklist = await checklistOf(ctx.trx, visit.registration_id);
  if (input.to === codes.RM) {
    if (!input.reason) throw validationError({ reason: [VERIFIKASI_MESSAGES.reasonRequired] });
  } else {
    const stage: 'RM' | 'UPLA' = input.to === codes.UPLA ? 'RM' : 'UPLA';
    const missing = checklist.filter((i) => i.stage === stage && !i.ok);
    if (missing.length > 0) {
      throw new HttpError(422, VERIFIKASI_MESSAGES.incomplete(missing.map((i) => i.label)));
    }
  }
  const now = ctx.clock.now();
  if (Number(visit.version) === 0) {
    await sql`insert into record_verification (registration_id, kind, status, version, updated_at)
      values (${visit.registration_id}, ${visit.kind}, ${input.to}, 1, ${now})`.execute(ctx.trx);
  } else {
    const r = await sql`update record_verification set status = ${input.to},
        version = version + 1, updated_at = ${now}
      where registration_id = ${visit.registration_id} and version = ${input.version}`.execute(
      ctx.trx,
    );
    if (Number(r.numAffectedRows ?? 0) !== 1) throw stale();
  }
  await sql`insert into record_verification_event (registration_id, from_status, to_status,
      reason, checklist, user_id, user_name, at)
    values (${visit.registration_id}, ${visit.status}, ${input.to},
      ${input.to === codes.RM ? input.reason : null}, ${JSON.stringify(checklist)},
      ${ctx.actor.userId}, ${ctx.userName}, ${now})`.execute(ctx.trx);
  return verificationDetail(ctx.trx, visit.registration_id, ctx.who);
}

export { STAGE_LABELS };
