/**
 * The registration rows: reading them as the contract's views, numbering, inserting, and the
 * append-only events and task times. Every write runs in the caller's transaction.
 */
import type { RegistrationKind } from '@simrs/domain';
import type {
  PayerTypeCode,
  RegistrationChannel,
  RegistrationEventView,
  RegistrationTaskView,
  RegistrationView,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Actor } from '../../platform/audit';
import type { Executor, Trx } from '../../platform/module';

export interface RegistrationRow {
  id: number;
  reg_no: string;
  kind: RegistrationKind;
  status: string;
  version: number;
  patient_id: number;
  rm_no: string;
  patient_name: string;
  sex: string;
  birth_date: string | null;
  channel: RegistrationChannel;
  payer_type: PayerTypeCode;
  guarantor_id: number | null;
  guarantor_name: string | null;
  guarantor_card_no: string | null;
  bpjs_no: string | null;
  sep_no: string | null;
  visit_date: string;
  registered_at: Date | string;
  poli_id: number | null;
  poli_name: string | null;
  unit_id: number | null;
  schedule_id: number | null;
  doctor_name: string | null;
  slot: string | null;
  referral_type: string | null;
  referral_document: string | null;
  referral_source_id: number | null;
  referral_source_name: string | null;
  referral_no: string | null;
  referral_date: string | null;
  class_entitled: number | null;
  class_upgrade: number | null;
  kelas_id: number | null;
  kelas_code: string | null;
  inpatient_type: number | null;
  origin_registration_id: number | null;
  reservation_id: number | null;
  booking_code: string | null;
  ticket_id: number | null;
  ticket_code: string | null;
  queue_ticket_id: number | null;
  queue_ticket_code: string | null;
  queue_ticket_status: string | null;
  queue_ticket_counter: string | null;
  created_by: string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * The select of a registration view (`g` is the registration, `p` its patient, `qt` its queue
 * ticket). The names and codes of the clinic, insurer, class, booking, ticket and clerk are read
 * by key in the columns (at most one row each), not joined: a join of nine tables cost more to
 * plan than the day list took to run (docs/decisions.md, 17).
 */
export const VIEW_FROM = sql`registrations g
  join patients p on p.id = g.patient_id
  left join q_tickets qt on qt.id = g.queue_ticket_id`;

export const VIEW_COLUMNS = sql`g.id, g.reg_no, g.kind, g.status, g.version, g.patient_id,
  p.rm_no, p.name as patient_name, p.sex, p.birth_date::text as birth_date, g.channel,
  g.payer_type, g.guarantor_id,
  (select ins.name from m_asuransi_cob ins where ins.id = g.guarantor_id) as guarantor_name,
  g.guarantor_card_no, g.bpjs_no, g.sep_no, g.visit_date::text as visit_date, g.registered_at,
  g.poli_id, (select po.name from m_poli po where po.id = g.poli_id) as poli_name,
  g.unit_id, g.schedule_id, g.doctor_name, g.slot, g.referral_type, g.referral_document,
  g.referral_source_id, g.referral_source_name, g.referral_no, g.referral_date::text as referral_date,
  g.class_entitled, g.class_upgrade, g.kelas_id,
  (select kl.code from m_ranap_kelas kl where kl.id = g.kelas_id) as kelas_code, g.inpatient_type,
  g.origin_registration_id, g.reservation_id,
  (select rs.booking_code from q_reservations rs where rs.id = g.reservation_id) as booking_code,
  g.ticket_id, (select tk.code from q_tickets tk where tk.id = g.ticket_id) as ticket_code,
  g.queue_ticket_id, qt.code as queue_ticket_code, qt.status as queue_ticket_status,
  qt.counter as queue_ticket_counter,
  (select u.username from users u where u.id = g.created_by) as created_by`;

export function toView(r: RegistrationRow): RegistrationView {
  return {
    id: r.id,
    regNo: r.reg_no,
    kind: r.kind,
    status: r.status,
    version: r.version,
    patient: {
      id: r.patient_id,
      rmNo: r.rm_no,
      name: r.patient_name,
      sex: r.sex,
      birthDate: r.birth_date,
    },
    channel: r.channel,
    payerType: r.payer_type,
    guarantorId: r.guarantor_id,
    guarantorName: r.guarantor_name,
    guarantorCardNo: r.guarantor_card_no,
    bpjsNo: r.bpjs_no,
    sepNo: r.sep_no,
    visitDate: r.visit_date,
    registeredAt: iso(r.registered_at),
    poliId: r.poli_id,
    poliName: r.poli_name,
    unitId: r.unit_id,
    scheduleId: r.schedule_id,
    doctorName: r.doctor_name,
    slot: r.slot,
    referral:
      r.referral_type === null
        ? null
        : {
            type: r.referral_type,
            document: r.referral_document ?? '',
            sourceId: r.referral_source_id,
            sourceName: r.referral_source_name,
            number: r.referral_no,
            date: r.referral_date,
          },
    classEntitled: r.class_entitled,
    classUpgrade: r.class_upgrade,
    kelasId: r.kelas_id,
    kelasCode: r.kelas_code,
    inpatientType: r.inpatient_type,
    originRegistrationId: r.origin_registration_id,
    reservationId: r.reservation_id,
    bookingCode: r.booking_code,
    ticketId: r.ticket_id,
    ticketCode: r.ticket_code,
    queueTicketId: r.queue_ticket_id,
    queueTicketCode: r.queue_ticket_code,
    queueTicketStatus: r.queue_ticket_status,
    queueTicketCounter: r.queue_ticket_counter,
    createdBy: r.created_by,
  };
}

export async function readRegistrations(
  db: Executor,
  where: RawBuilder<unknown>,
  orderAndLimit: RawBuilder<unknown> = sql`order by g.registered_at, g.id`,
): Promise<RegistrationView[]> {
  const r = await sql<RegistrationRow>`select ${VIEW_COLUMNS} from ${VIEW_FROM}
    where ${where} ${orderAndLimit}`.execute(db);
  return r.rows.map(toView);
}

export async function readRegistration(
  db: Executor,
  id: number,
): Promise<RegistrationView | undefined> {
  return (await readRegistrations(db, sql`g.id = ${id}`))[0];
}

/** The state a status change reads, locked for the rest of the transaction. */
export interface LockedRegistration {
  id: number;
  reg_no: string;
  kind: RegistrationKind;
  status: string;
  version: number;
  patient_id: number;
  queue_ticket_id: number | null;
}

export async function lockRegistration(
  trx: Trx,
  id: number,
): Promise<LockedRegistration | undefined> {
  const r = await sql<LockedRegistration>`select id, reg_no, kind, status, version, patient_id,
    queue_ticket_id from registrations where id = ${id} for update`.execute(trx);
  return r.rows[0];
}

const PREFIX: Record<RegistrationKind, string> = { RAJAL: 'RJ', UGD: 'IG', RANAP: 'RI' };

/** The next registration number of a kind on a WIB day: 'RJ250301-0007'. */
export async function nextRegNo(trx: Trx, kind: RegistrationKind, day: string): Promise<string> {
  const r = await sql<{ last_no: number }>`insert into registration_numbering (kind, day, last_no)
    values (${kind}, ${day}, 1)
    on conflict (kind, day) do update set last_no = registration_numbering.last_no + 1
    returning last_no`.execute(trx);
  const n = r.rows[0]?.last_no ?? 0;
  return `${PREFIX[kind]}${day.slice(2).replaceAll('-', '')}-${String(n).padStart(4, '0')}`;
}

/** The columns a new registration is inserted with. */
export interface NewRegistration {
  kind: RegistrationKind;
  patientId: number;
  channel: RegistrationChannel;
  payerType: PayerTypeCode;
  guarantorId: number | null;
  guarantorCardNo: string | null;
  bpjsNo: string | null;
  sepNo: string | null;
  visitDate: string;
  registeredAt: Date;
  poliId: number | null;
  unitId: number | null;
  scheduleId: number | null;
  doctorName: string | null;
  slot: string | null;
  referralType: string | null;
  referralDocument: string | null;
  referralSourceId: number | null;
  referralSourceName: string | null;
  referralNo: string | null;
  referralDate: string | null;
  classEntitled: number | null;
  classUpgrade: number | null;
  kelasId: number | null;
  inpatientType: number | null;
  originRegistrationId: number | null;
  reservationId: number | null;
  ticketId: number | null;
  status: string;
  createdBy: number | null;
}

/** Inserts the registration and its first event; answers its id and number. */
export async function insertRegistration(
  trx: Trx,
  row: NewRegistration,
  actor: Actor,
): Promise<{ id: number; regNo: string }> {
  const regNo = await nextRegNo(trx, row.kind, row.visitDate);
  const r = await sql<{ id: number }>`insert into registrations (reg_no, patient_id, kind,
      channel, payer_type, guarantor_id, guarantor_card_no, bpjs_no, sep_no, visit_date,
      registered_at, poli_id, unit_id, schedule_id, doctor_name, slot, referral_type,
      referral_document, referral_source_id, referral_source_name, referral_no, referral_date,
      class_entitled, class_upgrade, kelas_id, inpatient_type, origin_registration_id,
      reservation_id, ticket_id, status, created_by)
    values (${regNo}, ${row.patientId}, ${row.kind}, ${row.channel}, ${row.payerType},
      ${row.guarantorId}, ${row.guarantorCardNo}, ${row.bpjsNo}, ${row.sepNo}, ${row.visitDate},
      ${row.registeredAt}, ${row.poliId}, ${row.unitId}, ${row.scheduleId}, ${row.doctorName},
      ${row.slot}, ${row.referralType}, ${row.referralDocument}, ${row.referralSourceId},
      ${row.referralSourceName}, ${row.referralNo}, ${row.referralDate}, ${row.classEntitled},
      ${row.classUpgrade}, ${row.kelasId}, ${row.inpatientType}, ${row.originRegistrationId},
      ${row.reservationId}, ${row.ticketId}, ${row.status}, ${row.createdBy})
    returning id`.execute(trx);
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('registration insert returned no id');
  await appendEvent(trx, {
    registrationId: id,
    from: null,
    to: row.status,
    at: row.registeredAt,
    actor,
    reason: null,
  });
  return { id, regNo };
}

/** Appends one status event (the table refuses any change of an event once written). */
export async function appendEvent(
  trx: Trx,
  e: {
    registrationId: number;
    from: string | null;
    to: string;
    at: Date;
    actor: Actor;
    reason: string | null;
  },
): Promise<void> {
  await sql`insert into registration_event
      (registration_id, from_status, to_status, at, user_id, username, reason)
    values (${e.registrationId}, ${e.from}, ${e.to}, ${e.at}, ${e.actor.userId},
      ${e.actor.username}, ${e.reason})`.execute(trx);
}

/** Moves the status and bumps the version (the caller has checked the machine and the version). */
export async function setStatus(
  trx: Trx,
  reg: LockedRegistration,
  to: string,
  at: Date,
  actor: Actor,
  reason: string | null,
): Promise<void> {
  await sql`update registrations set status = ${to}, version = version + 1, updated_at = ${at}
    where id = ${reg.id}`.execute(trx);
  await appendEvent(trx, {
    registrationId: reg.id,
    from: reg.status,
    to,
    at,
    actor,
    reason,
  });
}

export type TaskId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 99;

/**
 * Records a BPJS task time once per registration, never before the registration's latest task
 * (tasks go in order with increasing times: a later one is moved 1 ms past the previous).
 */
export async function recordTask(
  trx: Trx,
  registrationId: number,
  taskId: TaskId,
  at: Date,
): Promise<void> {
  await sql`insert into registration_task_time (registration_id, task_id, at)
    select ${registrationId}, ${taskId}, greatest(${at}::timestamptz,
      (select max(x.at) + interval '1 millisecond' from registration_task_time x
        where x.registration_id = ${registrationId}))
    on conflict (registration_id, task_id) do nothing`.execute(trx);
}

export async function eventsOf(db: Executor, id: number): Promise<RegistrationEventView[]> {
  const r = await sql<{
    id: number;
    from_status: string | null;
    to_status: string;
    at: Date | string;
    user_id: number | null;
    username: string | null;
    reason: string | null;
  }>`select id, from_status, to_status, at, user_id, username, reason from registration_event
    where registration_id = ${id} order by id`.execute(db);
  return r.rows.map((e) => ({
    id: Number(e.id),
    fromStatus: e.from_status,
    toStatus: e.to_status,
    at: iso(e.at),
    userId: e.user_id,
    username: e.username,
    reason: e.reason,
  }));
}

export async function tasksOf(db: Executor, id: number): Promise<RegistrationTaskView[]> {
  const r = await sql<{ task_id: number; at: Date | string }>`select task_id, at
    from registration_task_time where registration_id = ${id} order by task_id`.execute(db);
  return r.rows.map((t) => ({ taskId: Number(t.task_id), at: iso(t.at) }));
}
