/**
 * The registration commands, each in the caller's transaction: the outpatient registration at
 * the admission counter (the patient lands in the clinic's queue), the emergency registration,
 * the inpatient admission (registration and bed interval together), status changes along the
 * kind's machine, and voiding with a reason (the unpaid charge lines are reversed).
 */
import {
  canTransition,
  isRegistrationVoid,
  isState,
  type RegistrationKind,
  registrationInitialStatus,
  registrationStatusList,
  registrationVoidStatus,
  transitionRefusalMessage,
} from '@simrs/domain';
import type { QueueEvent, QueueTicket, QueueUnit } from '@simrs/domain/queue';
import {
  type BedOccupancyView,
  type PayerTypeCode,
  REGISTRASI_MESSAGES,
  type RegistrationChannel,
  type RegistrationView,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import type { Actor } from '../../platform/audit';
import { HttpError, notFound, stale, validationError } from '../../platform/errors';
import type { Clock, Trx } from '../../platform/module';
import { wibDay } from '../../platform/time';
import {
  cancelTicket,
  getTicket,
  getUnit,
  type ServiceContext,
  takeTicket,
  ticketTransition,
  transferTicket,
} from '../antrean/index';
import { admit, discharge } from '../kamar/index';
import { charge, ledgerOf, reverse } from '../tagihan/index';
import { assertQuota, lockSchedule } from './quota';
import {
  insertRegistration,
  type LockedRegistration,
  lockRegistration,
  type NewRegistration,
  readRegistration,
  recordTask,
  setStatus,
  type TaskId,
} from './store';

/** What every command of this context is given. */
export interface RegContext {
  trx: Trx;
  actor: Actor;
  clock: Clock;
}

/** The queue's tickets created or moved by a command (the handler emits their events). */
export interface QueueEffects {
  tickets: { action: QueueEvent['action']; ticket: QueueTicket }[];
}

/** Payer, guarantor, referral and class, as the contract parses them. */
export interface EpisodeInput {
  channel: RegistrationChannel;
  payerType: PayerTypeCode;
  guarantorId: number | null;
  guarantorCardNo: string | null;
  bpjsNo: string | null;
  sepNo: string | null;
  referralType: string | null;
  referralDocument: string | null;
  referralSourceId: number | null;
  referralSourceName: string | null;
  referralNo: string | null;
  referralDate: string | null;
  classEntitled: number | null;
  classUpgrade: number | null;
  tariffId: number | null;
}

const svc = (ctx: RegContext): ServiceContext => ({
  db: ctx.trx,
  actor: ctx.actor,
  clock: ctx.clock,
});

async function readOrFail(trx: Trx, id: number): Promise<RegistrationView> {
  const view = await readRegistration(trx, id);
  if (!view) throw new Error(`registration ${id} vanished`);
  return view;
}

/** The patient, refused when unknown, inactive or merged into another record. */
export async function assertPatient(
  trx: Trx,
  patientId: number,
): Promise<{ id: number; name: string; bpjs_no: string | null }> {
  const r = await sql<{
    id: number;
    name: string;
    status: string;
    merged_into_id: number | null;
    bpjs_no: string | null;
  }>`select id, name, status, merged_into_id, bpjs_no from patients where id = ${patientId}
    for share`.execute(trx);
  const p = r.rows[0];
  if (!p) throw validationError({ patientId: [REGISTRASI_MESSAGES.patientNotFound] });
  if (p.status !== 'Y' || p.merged_into_id !== null) {
    throw validationError({ patientId: [REGISTRASI_MESSAGES.patientInactive] });
  }
  return p;
}

async function assertRow(
  trx: Trx,
  table: 'm_asuransi_cob' | 'm_faskes_rujukan',
  id: number | null,
  field: string,
  message: string,
): Promise<void> {
  if (id === null) return;
  const r = await sql`select 1 from ${sql.table(table)} where id = ${id} and status = 'Y'`.execute(
    trx,
  );
  if (r.rows.length === 0) throw validationError({ [field]: [message] });
}

async function checkEpisode(trx: Trx, e: EpisodeInput, at: Date): Promise<void> {
  await assertRow(trx, 'm_asuransi_cob', e.guarantorId, 'guarantorId', 'Penjamin tidak ditemukan.');
  await assertRow(
    trx,
    'm_faskes_rujukan',
    e.referralSourceId,
    'referralSourceId',
    'Asal Rujukan tidak ditemukan.',
  );
  if (e.referralDate !== null && e.referralDate > wibDay(at)) {
    throw validationError({ referralDate: [REGISTRASI_MESSAGES.futureReferral] });
  }
}

function episodeColumns(e: EpisodeInput) {
  return {
    channel: e.channel,
    payerType: e.payerType,
    guarantorId: e.payerType === '2' ? e.guarantorId : null,
    guarantorCardNo: e.payerType === '2' ? e.guarantorCardNo : null,
    bpjsNo: e.payerType === '3' ? e.bpjsNo : null,
    sepNo: e.payerType === '3' ? e.sepNo : null,
    referralType: e.referralType,
    referralDocument: e.referralDocument,
    referralSourceId: e.referralSourceId,
    referralSourceName: e.referralSourceName,
    referralNo: e.referralNo,
    referralDate: e.referralDate,
    classEntitled: e.classEntitled,
    classUpgrade: e.classUpgrade,
  };
}

// --- the registration fee -----------------------------------------------------------------------

/**
 * The registration fee's tariff: the one asked for (it must be a REGISTRASI tariff), else the
 * active REGISTRASI tariff coded REG-BARU for a patient's first registration and REG-LAMA for a
 * later one, else the first active class-less REGISTRASI tariff; none: no fee.
 */
async function feeTariff(
  trx: Trx,
  asked: number | null,
  patientId: number,
  registrationId: number,
): Promise<number | null> {
  if (asked !== null) {
    const r = await sql<{ kind: string }>`select kind from m_tarif where id = ${asked}
      and status = 'Y'`.execute(trx);
    if (r.rows[0]?.kind !== 'REGISTRASI') {
      throw validationError({ tariffId: [REGISTRASI_MESSAGES.tariffNotRegistration] });
    }
    return asked;
  }
  const earlier = await sql<{ n: number }>`select count(*)::int as n from registrations
    where patient_id = ${patientId} and id <> ${registrationId}
      and status not in ('VOID', '99')`.execute(trx);
  const code = (earlier.rows[0]?.n ?? 0) === 0 ? 'REG-BARU' : 'REG-LAMA';
  const r = await sql<{ id: number }>`select id from m_tarif
    where kind = 'REGISTRASI' and status = 'Y' and kelas_id is null
    order by (lower(code) = lower(${code})) desc, id limit 1`.execute(trx);
  return r.rows[0]?.id ?? null;
}

export async function postFee(
  ctx: RegContext,
  registrationId: number,
  patientId: number,
  asked: number | null,
  classCode: string | null,
): Promise<void> {
  const tariff = await feeTariff(ctx.trx, asked, patientId, registrationId);
  if (tariff === null) return;
  await charge(ctx.trx, {
    source: { kind: 'registrasi', id: registrationId },
    registrationId,
    tariff,
    qty: 1,
    classCode,
    at: ctx.clock.now(),
    userId: ctx.actor.userId,
  });
}

/** Reverses every charge line of the registration not yet reversed; answers how many. */
async function reverseCharges(ctx: RegContext, registrationId: number, reason: string) {
  const ledger = await ledgerOf(ctx.trx, registrationId);
  let n = 0;
  for (const line of ledger.lines) {
    if (line.reversesId !== null || line.reversedById !== null) continue;
    await reverse(ctx.trx, line.id, `Registrasi dibatalkan: ${reason}`, ctx.actor.userId);
    n += 1;
  }
  return n;
}

// --- queue tickets ------------------------------------------------------------------------------

const ADMISSION_CATEGORIES: Record<'RAJAL' | 'UGD', readonly string[]> = {
  RAJAL: ['admisi'],
  UGD: ['admisi-ugd'],
};

/** The admission ticket a registration comes from: today's, at an admission unit, called. */
async function admissionTicket(
  trx: Trx,
  ticketId: number,
  kind: 'RAJAL' | 'UGD',
  day: string,
): Promise<{ ticket: QueueTicket; unit: QueueUnit }> {
  const locked = await sql`select id from q_tickets where id = ${ticketId} for update`.execute(trx);
  const ticket = locked.rows.length > 0 ? await getTicket(trx, ticketId) : undefined;
  if (!ticket) throw validationError({ ticketId: [REGISTRASI_MESSAGES.ticketNotFound] });
  const unit = await getUnit(trx, ticket.unitId);
  if (!unit || !ADMISSION_CATEGORIES[kind].includes(unit.category)) {
    throw validationError({ ticketId: [REGISTRASI_MESSAGES.ticketNotAdmission] });
  }
  if (ticket.day !== day) throw validationError({ ticketId: [REGISTRASI_MESSAGES.ticketOtherDay] });
  const used = await sql`select 1 from registrations where ticket_id = ${ticketId}
    and status not in ('VOID', '99')`.execute(trx);
  if (used.rows.length > 0) throw new HttpError(409, REGISTRASI_MESSAGES.ticketUsed);
  if (ticket.status === 'WAITING' || ticket.status === 'SKIPPED') {
    throw validationError({ ticketId: [REGISTRASI_MESSAGES.ticketNotCalled] });
  }
  if (ticket.status !== 'CALLED' && ticket.status !== 'SERVING') {
    throw new HttpError(409, REGISTRASI_MESSAGES.ticketUsed);
  }
  return { ticket, unit };
}

// --- outpatient ---------------------------------------------------------------------------------

export interface OutpatientInput extends EpisodeInput {
  patientId: number;
  scheduleId: number;
  ticketId: number | null;
}

/**
 * Registers a patient to a doctor's schedule today. From a called admission ticket: the ticket
 * moves on to the clinic's queue (the same patient, a new number there) and task ids 1 (the
 * ticket taken), 2 (called at admission) and 3 (registered, waiting at the clinic) are recorded.
 * Without a ticket the clinic's queue gives a new number and task 3 is recorded. The schedule's
 * quota is checked under the schedule's lock; the registration fee goes on the ledger.
 */
export async function registerOutpatient(
  ctx: RegContext,
  input: OutpatientInput,
  fx: QueueEffects,
  options: { reservationId?: number | null; skipQuota?: boolean } = {},
): Promise<RegistrationView> {
  const { trx } = ctx;
  const now = ctx.clock.now();
  const day = wibDay(now);
  const patient = await assertPatient(trx, input.patientId);
  await checkEpisode(trx, input, now);
  const from =
    input.ticketId === null ? null : await admissionTicket(trx, input.ticketId, 'RAJAL', day);
  const schedule = await lockSchedule(trx, input.scheduleId, day);
  const reservationId = options.reservationId ?? from?.ticket.reservationId ?? null;
  const twice = await sql`select 1 from registrations where schedule_id = ${schedule.id}
    and visit_date = ${day} and patient_id = ${patient.id} and status <> 'VOID'`.execute(trx);
  if (twice.rows.length > 0) throw new HttpError(409, REGISTRASI_MESSAGES.alreadyRegistered);
  // A booking of this schedule already holds its place.
  let holdsPlace = options.skipQuota === true;
  if (!holdsPlace && reservationId !== null) {
    const r = await sql<{ schedule_id: number | null; visit_date: string }>`select schedule_id,
      visit_date::text as visit_date from q_reservations where id = ${reservationId}`.execute(trx);
    holdsPlace = r.rows[0]?.schedule_id === schedule.id && r.rows[0]?.visit_date === day;
  }
  if (!holdsPlace) await assertQuota(trx, schedule, day, input.channel === 'JKN');

  const row: NewRegistration = {
    kind: 'RAJAL',
    patientId: patient.id,
    ...episodeColumns(input),
    visitDate: day,
    registeredAt: now,
    poliId: schedule.poli_id,
    unitId: schedule.unit_id,
    scheduleId: schedule.id,
    doctorName: schedule.doctor_name,
    slot: schedule.slot,
    kelasId: null,
    inpatientType: null,
    originRegistrationId: null,
    reservationId,
    ticketId: from?.ticket.id ?? null,
    status: registrationInitialStatus('RAJAL'),
    createdBy: ctx.actor.userId,
  };
  const { id } = await insertRegistration(trx, row, ctx.actor);

  let queueTicket: QueueTicket;
  if (from) {
    const moved = await transferTicket(svc(ctx), {
      id: from.ticket.id,
      toUnitId: schedule.unit_id,
    });
    fx.tickets.push(
      { action: 'transfer', ticket: moved.from },
      { action: 'ambil', ticket: moved.to },
    );
    queueTicket = moved.to;
    await recordTask(trx, id, 1, new Date(from.ticket.createdAt));
    if (from.ticket.calledAt) await recordTask(trx, id, 2, new Date(from.ticket.calledAt));
  } else {
    const taken = await takeTicket(svc(ctx), {
      unitId: schedule.unit_id,
      source: 'staff',
      patientName: patient.name,
    });
    fx.tickets.push({ action: 'ambil', ticket: taken.ticket });
    queueTicket = taken.ticket;
  }
  await recordTask(trx, id, 3, now);
  await sql`update registrations set queue_ticket_id = ${queueTicket.id} where id = ${id}`.execute(
    trx,
  );
  await postFee(ctx, id, patient.id, input.tariffId, null);
  return readOrFail(trx, id);
}

// --- emergency ----------------------------------------------------------------------------------

export interface EmergencyInput extends EpisodeInput {
  patientId: number;
  ticketId: number | null;
  doctorName: string | null;
}

/** An emergency registration (triage): from a called admisi-ugd ticket (finished here) or not. */
export async function registerEmergency(
  ctx: RegContext,
  input: EmergencyInput,
  fx: QueueEffects,
): Promise<RegistrationView> {
  const { trx } = ctx;
  const now = ctx.clock.now();
  const day = wibDay(now);
  const patient = await assertPatient(trx, input.patientId);
  await checkEpisode(trx, input, now);
  const from =
    input.ticketId === null ? null : await admissionTicket(trx, input.ticketId, 'UGD', day);
  const open = await sql`select 1 from registrations where patient_id = ${patient.id}
    and kind = 'UGD' and status in ('1', '2')`.execute(trx);
  if (open.rows.length > 0) throw new HttpError(409, REGISTRASI_MESSAGES.alreadyInUgd);
  const { id } = await insertRegistration(
    trx,
    {
      kind: 'UGD',
      patientId: patient.id,
      ...episodeColumns(input),
      visitDate: day,
      registeredAt: now,
      poliId: null,
      unitId: from?.unit.id ?? null,
      scheduleId: null,
      doctorName: input.doctorName,
      slot: null,
      kelasId: null,
      inpatientType: null,
      originRegistrationId: null,
      reservationId: from?.ticket.reservationId ?? null,
      ticketId: from?.ticket.id ?? null,
      status: registrationInitialStatus('UGD'),
      createdBy: ctx.actor.userId,
    },
    ctx.actor,
  );
  if (from) {
    const done = await ticketTransition(svc(ctx), { id: from.ticket.id, action: 'selesai' });
    fx.tickets.push({ action: 'selesai', ticket: done });
  }
  await postFee(ctx, id, patient.id, input.tariffId, null);
  return readOrFail(trx, id);
}

// --- inpatient ----------------------------------------------------------------------------------

export interface AdmissionInput extends EpisodeInput {
  patientId: number;
  bedId: number;
  originRegistrationId: number | null;
  originVersion: number | null;
  doctorName: string;
  inpatientType: number | null;
}

/** Where an admission leaves its origin: a clinic visit becomes PASIEN_INAP, an ER visit 3. */
const ORIGIN_TARGET: Partial<Record<RegistrationKind, string>> = { RAJAL: 'PASIEN_INAP', UGD: '3' };

/**
 * Admits a patient: a RANAP registration and its OCCUPIED bed interval in one transaction (the
 * bed's class is the registration's room class), and the origin visit moved along its machine.
 * A direct admission (no origin) carries the registration fee; an admission from a visit does not
 * (the visit paid it), unless a tariff is asked for.
 */
export async function admitInpatient(
  ctx: RegContext,
  input: AdmissionInput,
): Promise<{ registration: RegistrationView; bed: BedOccupancyView }> {
  const { trx } = ctx;
  const now = ctx.clock.now();
  const day = wibDay(now);
  const patient = await assertPatient(trx, input.patientId);
  await checkEpisode(trx, input, now);
  let origin: LockedRegistration | undefined;
  if (input.originRegistrationId !== null) {
    origin = await lockRegistration(trx, input.originRegistrationId);
    if (!origin) {
      throw validationError({ originRegistrationId: [REGISTRASI_MESSAGES.originNotFound] });
    }
    if (origin.patient_id !== patient.id) {
      throw validationError({ originRegistrationId: [REGISTRASI_MESSAGES.originOtherPatient] });
    }
    const target = ORIGIN_TARGET[origin.kind];
    if (!target) throw validationError({ originRegistrationId: [REGISTRASI_MESSAGES.originKind] });
    if (input.originVersion !== null && input.originVersion !== origin.version) throw stale();
    const list = registrationStatusList[origin.kind];
    if (!canTransition(list, origin.status, target)) {
      throw new HttpError(422, transitionRefusalMessage(list, origin.status, target));
    }
  }
  const open = await sql`select 1 from registrations where patient_id = ${patient.id}
    and kind = 'RANAP' and status = '2'`.execute(trx);
  if (open.rows.length > 0) throw new HttpError(409, REGISTRASI_MESSAGES.alreadyInpatient);
  const bed = await sql<{ kelas_id: number; kelas_code: string }>`select km.kelas_id,
      kl.code as kelas_code
    from m_ranap_bed b join m_ranap_kamar km on km.id = b.kamar_id
      join m_ranap_kelas kl on kl.id = km.kelas_id
    where b.id = ${input.bedId}`.execute(trx);
  const kelas = bed.rows[0];
  if (!kelas) throw validationError({ bedId: ['Tempat tidur tidak ditemukan.'] });
  const originView = origin ? await readRegistration(trx, origin.id) : undefined;
  const { id, regNo } = await insertRegistration(
    trx,
    {
      kind: 'RANAP',
      patientId: patient.id,
      ...episodeColumns(input),
      visitDate: day,
      registeredAt: now,
      poliId: originView?.poliId ?? null,
      unitId: null,
      scheduleId: null,
      doctorName: input.doctorName,
      slot: null,
      kelasId: kelas.kelas_id,
      inpatientType: input.inpatientType,
      originRegistrationId: origin?.id ?? null,
      reservationId: null,
      ticketId: null,
      status: registrationInitialStatus('RANAP'),
      createdBy: ctx.actor.userId,
    },
    ctx.actor,
  );
  const occupancy = await admit(trx, {
    bedId: input.bedId,
    registrationId: id,
    patientId: patient.id,
    at: now,
  });
  if (origin) {
    const target = ORIGIN_TARGET[origin.kind] as string;
    await setStatus(trx, origin, target, now, ctx.actor, `Rawat inap: ${regNo}`);
  }
  if (!origin || input.tariffId !== null) {
    await postFee(ctx, id, patient.id, input.tariffId, kelas.kelas_code);
  }
  return { registration: await readOrFail(trx, id), bed: occupancy };
}

// --- status -------------------------------------------------------------------------------------

async function lockForChange(trx: Trx, id: number, version: number): Promise<LockedRegistration> {
  const reg = await lockRegistration(trx, id);
  if (!reg) throw notFound();
  if (reg.version !== version) throw stale();
  return reg;
}

/** Whether the RANAP registration lies in a bed (an open OCCUPIED interval). */
async function inBed(trx: Trx, registrationId: number): Promise<boolean> {
  const r = await sql`select 1 from bed_occupancy where registration_id = ${registrationId}
    and to_at is null and kind = 'OCCUPIED'`.execute(trx);
  return r.rows.length > 0;
}

/** BPJS task ids of a clinic visit's statuses: treatment starts (4), the clinic is done (5). */
const OUTPATIENT_TASK: Partial<Record<string, TaskId>> = { ACTION: 4, DONE: 5 };

/**
 * Moves a registration along its kind's machine. The void state goes through `voidRegistration`
 * (a reason), a clinic visit's PASIEN_INAP through the admission. An inpatient leaving care (2 ->
 * 3) leaves the bed in the same transaction (the bed is cleaned next).
 */
export async function changeStatus(
  ctx: RegContext,
  input: { id: number; version: number; status: string; reason: string | null },
): Promise<RegistrationView> {
  const { trx } = ctx;
  const reg = await lockForChange(trx, input.id, input.version);
  const list = registrationStatusList[reg.kind];
  if (isRegistrationVoid(reg.kind, input.status)) {
    throw validationError({ status: [REGISTRASI_MESSAGES.useVoid] });
  }
  if (!isState(list, input.status))
    throw validationError({ status: [REGISTRASI_MESSAGES.badStatus] });
  if (reg.kind === 'RAJAL' && input.status === 'PASIEN_INAP') {
    throw validationError({ status: [REGISTRASI_MESSAGES.useAdmission] });
  }
  if (!canTransition(list, reg.status, input.status)) {
    throw new HttpError(422, transitionRefusalMessage(list, reg.status, input.status));
  }
  const now = ctx.clock.now();
  await setStatus(trx, reg, input.status, now, ctx.actor, input.reason);
  const task = reg.kind === 'RAJAL' ? OUTPATIENT_TASK[input.status] : undefined;
  if (task) await recordTask(trx, reg.id, task, now);
  if (reg.kind === 'RANAP' && reg.status === '2' && (await inBed(trx, reg.id))) {
    await discharge(trx, { registrationId: reg.id, at: now });
  }
  return readOrFail(trx, reg.id);
}

/**
 * A stay sent home from the ward list (kamar's ward-desk discharge, in its transaction) leaves
 * care: a RANAP registration in care (2) moves to 3, Keluar Rawat Inap, with its event by the
 * ward nurse, as leaving care here leaves the bed. Anything else in the bed is left as it is.
 */
export async function leaveCareFromWard(
  trx: Trx,
  event: { registrationId: number; at: Date; actor: Actor },
): Promise<void> {
  const reg = await lockRegistration(trx, event.registrationId);
  if (reg?.kind !== 'RANAP' || !canTransition(registrationStatusList.RANAP, reg.status, '3')) {
    return;
  }
  await setStatus(trx, reg, '3', event.at, event.actor, null);
}

/**
 * Voids a registration with a reason: its status moves to the kind's void state (only where the
 * machine allows it), every charge line not yet reversed is reversed (no payment exists before the
 * cashier context; once it does, a paid line refuses the void), a clinic visit's queue ticket not
 * yet done is cancelled (it leaves the waiting list; the handler emits the queue's event), and a
 * voided admission leaves its bed.
 */
export async function voidRegistration(
  ctx: RegContext,
  input: { id: number; version: number; reason: string },
  fx: QueueEffects = { tickets: [] },
): Promise<{ registration: RegistrationView; reversedLines: number }> {
  const { trx } = ctx;
  const reg = await lockForChange(trx, input.id, input.version);
  const list = registrationStatusList[reg.kind];
  const target = registrationVoidStatus[reg.kind];
  if (!canTransition(list, reg.status, target)) {
    throw new HttpError(422, transitionRefusalMessage(list, reg.status, target));
  }
  const now = ctx.clock.now();
  await setStatus(trx, reg, target, now, ctx.actor, input.reason);
  if (reg.kind === 'RAJAL') await recordTask(trx, reg.id, 99, now);
  if (reg.queue_ticket_id !== null) {
    const out = await cancelTicket(svc(ctx), { id: reg.queue_ticket_id });
    if (out.cancelled) fx.tickets.push({ action: 'batal', ticket: out.ticket });
  }
  const reversedLines = await reverseCharges(ctx, reg.id, input.reason);
  if (reg.kind === 'RANAP' && (await inBed(trx, reg.id))) {
    await discharge(trx, { registrationId: reg.id, at: now });
  }
  return { registration: await readOrFail(trx, reg.id), reversedLines };
}
