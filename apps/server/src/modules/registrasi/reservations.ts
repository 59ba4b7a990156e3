/**
 * Bookings (admisi-reservasi), built on the queue's bookings (`q_reservations`, their booking
 * codes, check-in tickets and task times): a booking takes a place of its doctor's schedule on
 * its day (registrations and open bookings share the quota), a cancellation keeps its reason, and
 * the check-in of a returning patient's booking becomes a registration in the clinic's queue, at
 * the kiosk (through the queue's check-in, which calls `registerCheckedIn`) as at the desk.
 */
import type { QueueTicket } from '@simrs/domain/queue';
import {
  type BookingView,
  type CheckInAnswer,
  REGISTRASI_MESSAGES,
  type RegistrationView,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import type { Actor } from '../../platform/audit';
import { HttpError, notFound, validationError } from '../../platform/errors';
import type { Executor, Trx } from '../../platform/module';
import { wibDay } from '../../platform/time';
import {
  cancelReservation,
  checkIn,
  createReservation,
  getReservation,
  getTicket,
  getUnit,
  type Reservation,
} from '../antrean/index';
import { assertQuota, lockSchedule } from './quota';
import { assertPatient, postFee, type QueueEffects, type RegContext } from './service';
import { insertRegistration, readRegistration, readRegistrations, recordTask } from './store';

export interface BookingRow {
  id: number;
  booking_code: string;
  unit_id: number;
  unit_name: string;
  schedule_id: number | null;
  doctor_name: string | null;
  visit_date: string;
  patient_name: string;
  rm_no: string | null;
  nik: string | null;
  bpjs_no: string | null;
  payer: 'JKN' | 'NON JKN';
  new_patient: 'Y' | 'N';
  status: BookingView['status'];
  checked_in_at: Date | string | null;
  cancel_reason: string | null;
  registration_id: number | null;
  reg_no: string | null;
}

const BOOKING_SELECT = sql`select r.id, r.booking_code, r.unit_id, u.name as unit_name,
    r.schedule_id, s.doctor_name, r.visit_date::text as visit_date, r.patient_name, r.rm_no, r.nik,
    r.bpjs_no, r.payer, r.new_patient, r.status, r.checked_in_at, c.reason as cancel_reason,
    g.id as registration_id, g.reg_no
  from q_reservations r join q_units u on u.id = r.unit_id
    left join q_doctor_schedules s on s.id = r.schedule_id
    left join reservation_cancellation c on c.reservation_id = r.id
    left join registrations g on g.reservation_id = r.id and g.status not in ('VOID', '99')`;

export function toBooking(r: BookingRow): BookingView {
  return {
    id: r.id,
    bookingCode: r.booking_code,
    unitId: r.unit_id,
    unitName: r.unit_name,
    scheduleId: r.schedule_id,
    doctorName: r.doctor_name,
    visitDate: r.visit_date,
    patientName: r.patient_name,
    rmNo: r.rm_no,
    nik: r.nik,
    bpjsNo: r.bpjs_no,
    payer: r.payer,
    newPatient: r.new_patient,
    status: r.status,
    checkedInAt: r.checked_in_at === null ? null : new Date(r.checked_in_at).toISOString(),
    cancelReason: r.cancel_reason,
    registrationId: r.registration_id,
    regNo: r.reg_no,
  };
}

export async function bookingsOf(db: Executor, day: string): Promise<BookingView[]> {
  const r = await sql<BookingRow>`${BOOKING_SELECT} where r.visit_date = ${day}
    order by r.id`.execute(db);
  return r.rows.map(toBooking);
}

async function bookingById(db: Executor, id: number): Promise<BookingView> {
  const r = await sql<BookingRow>`${BOOKING_SELECT} where r.id = ${id}`.execute(db);
  const row = r.rows[0];
  if (!row) throw notFound();
  return toBooking(row);
}

const svc = (ctx: RegContext) => ({ db: ctx.trx, actor: ctx.actor, clock: ctx.clock });

export interface BookingInput {
  scheduleId: number;
  visitDate: string;
  patientId: number | null;
  patientName: string | null;
  nik: string | null;
  bpjsNo: string | null;
  payer: 'JKN' | 'NON JKN';
}

/**
 * A booking on a doctor's schedule: a patient on file (their RM number, NIK and card number are
 * copied) or a new patient by name. Refused when the schedule's places of the day are taken.
 */
export async function book(ctx: RegContext, input: BookingInput): Promise<BookingView> {
  const { trx } = ctx;
  const schedule = await lockSchedule(trx, input.scheduleId, input.visitDate);
  let who: { name: string; rmNo: string | null; nik: string | null; bpjsNo: string | null };
  if (input.patientId !== null) {
    await assertPatient(trx, input.patientId);
    const p = await sql<{
      name: string;
      rm_no: string;
      nik: string | null;
      bpjs_no: string | null;
    }>`
      select name, rm_no, nik, bpjs_no from patients where id = ${input.patientId}`.execute(trx);
    const row = p.rows[0];
    if (!row) throw validationError({ patientId: [REGISTRASI_MESSAGES.patientNotFound] });
    who = {
      name: row.name,
      rmNo: row.rm_no,
      nik: row.nik,
      bpjsNo: input.bpjsNo ?? row.bpjs_no,
    };
  } else {
    who = { name: input.patientName ?? '', rmNo: null, nik: input.nik, bpjsNo: input.bpjsNo };
  }
  if (input.payer === 'JKN' && !who.bpjsNo) {
    throw validationError({ bpjsNo: ['No. Kartu BPJS wajib diisi untuk pasien JKN.'] });
  }
  await assertQuota(trx, schedule, input.visitDate, input.payer === 'JKN');
  const reservation = await createReservation(svc(ctx), {
    unitId: schedule.unit_id,
    scheduleId: schedule.id,
    visitDate: input.visitDate,
    patientName: who.name,
    rmNo: who.rmNo,
    nik: who.nik,
    bpjsNo: who.bpjsNo,
    payer: input.payer,
    newPatient: input.patientId === null ? 'Y' : 'N',
  });
  return bookingById(trx, reservation.id);
}

/** Cancels a booking not yet checked in; the reason is kept beside it. */
export async function cancelBooking(
  ctx: RegContext,
  input: { id: number; reason: string },
): Promise<BookingView> {
  const { trx } = ctx;
  const r = await sql<{ status: string }>`select status from q_reservations
    where id = ${input.id} for update`.execute(trx);
  const status = r.rows[0]?.status;
  if (!status) throw notFound();
  if (status !== 'BOOKED') throw new HttpError(422, REGISTRASI_MESSAGES.bookingNotBooked);
  await cancelReservation(svc(ctx), input.id);
  await sql`insert into reservation_cancellation (reservation_id, reason, at, user_id, username)
    values (${input.id}, ${input.reason}, ${ctx.clock.now()}, ${ctx.actor.userId},
      ${ctx.actor.username})`.execute(trx);
  return bookingById(trx, input.id);
}

/** The active patient a booking names: by RM number, else NIK, else BPJS card number. */
async function patientOfBooking(trx: Trx, b: Reservation): Promise<number | null> {
  const r = await sql<{ id: number }>`select id from patients
    where status = 'Y' and merged_into_id is null and (
      (${b.rmNo}::text is not null and rm_no = ${b.rmNo})
      or (${b.nik}::text is not null and nik = ${b.nik})
      or (${b.bpjsNo}::text is not null and bpjs_no = ${b.bpjsNo}))
    order by (rm_no = ${b.rmNo ?? ''}) desc, (nik = ${b.nik ?? ''}) desc, id limit 1`.execute(trx);
  return r.rows[0]?.id ?? null;
}

/** The visit a control booking was planned from, with what its check-in carries over. */
interface ControlOf {
  origin_registration_id: number;
  planned_at: Date | string;
  payer_type: '1' | '2' | '3';
  guarantor_id: number | null;
  guarantor_card_no: string | null;
  bpjs_no: string | null;
  class_entitled: number | null;
}

async function controlOf(trx: Trx, reservationId: number): Promise<ControlOf | undefined> {
  const r = await sql<ControlOf>`select c.origin_registration_id, c.planned_at, o.payer_type,
      o.guarantor_id, o.guarantor_card_no, o.bpjs_no, o.class_entitled
    from registration_control c join registrations o on o.id = c.origin_registration_id
    where c.reservation_id = ${reservationId}`.execute(trx);
  return r.rows[0];
}

/**
 * A checked-in booking of a returning patient becomes a registration (in the check-in's
 * transaction): the doctor's schedule and day of the booking (its place was already taken), the
 * payer of the booking (JKN: BPJS with the card number; otherwise umum), channel JKN or E-REG,
 * the check-in ticket as its clinic queue ticket, task 3 at the check-in. A control booking
 * (rencana-kontrol) carries its origin visit over: the origin's payer (guarantor, card, class),
 * the visit it came from (`origin_registration_id`) and the control letter as its referral
 * (internal, document K, the booking code as its number, the day it was planned). A new
 * patient's booking (ticket at admission), a booking without a schedule or whose patient is not
 * on file stays a ticket: the admission counter registers them.
 */
export async function registerCheckedIn(
  trx: Trx,
  event: { reservation: Reservation; ticket: QueueTicket; at: Date; actor: Actor },
): Promise<number | null> {
  const b = event.reservation;
  if (b.newPatient === 'Y' || b.scheduleId === null) return null;
  const patientId = await patientOfBooking(trx, b);
  if (patientId === null) return null;
  const day = wibDay(event.at);
  const existing = await sql<{ id: number }>`select id from registrations
    where reservation_id = ${b.id} and status <> 'VOID'`.execute(trx);
  if (existing.rows[0]) return existing.rows[0].id;
  const schedule = await lockSchedule(trx, b.scheduleId, day);
  const twice = await sql`select 1 from registrations where schedule_id = ${schedule.id}
    and visit_date = ${day} and patient_id = ${patientId} and status <> 'VOID'`.execute(trx);
  if (twice.rows.length > 0) return null;
  const jkn = b.payer === 'JKN' && b.bpjsNo !== null;
  const control = await controlOf(trx, b.id);
  const payer = control
    ? {
        payerType: control.payer_type,
        guarantorId: control.guarantor_id,
        guarantorCardNo: control.guarantor_card_no,
        bpjsNo: control.bpjs_no,
      }
    : {
        payerType: jkn ? ('3' as const) : ('1' as const),
        guarantorId: null,
        guarantorCardNo: null,
        bpjsNo: jkn ? b.bpjsNo : null,
      };
  const { id } = await insertRegistration(
    trx,
    {
      kind: 'RAJAL',
      patientId,
      channel: b.payer === 'JKN' ? 'JKN' : 'E-REG',
      ...payer,
      sepNo: null,
      visitDate: day,
      registeredAt: event.at,
      poliId: schedule.poli_id,
      unitId: schedule.unit_id,
      scheduleId: schedule.id,
      doctorName: schedule.doctor_name,
      slot: schedule.slot,
      referralType: control ? 'RI' : null,
      referralDocument: control ? 'K' : null,
      referralSourceId: null,
      referralSourceName: null,
      referralNo: control ? b.bookingCode : null,
      referralDate: control ? wibDay(new Date(control.planned_at)) : null,
      classEntitled: control?.class_entitled ?? null,
      classUpgrade: null,
      kelasId: null,
      inpatientType: null,
      originRegistrationId: control?.origin_registration_id ?? null,
      reservationId: b.id,
      ticketId: null,
      status: 'QUEUE',
      createdBy: event.actor.userId,
    },
    event.actor,
  );
  if (event.ticket.unitId === schedule.unit_id) {
    await sql`update registrations set queue_ticket_id = ${event.ticket.id} where id = ${id}`.execute(
      trx,
    );
  }
  await recordTask(trx, id, 3, event.at);
  await postFee(
    { trx, actor: event.actor, clock: { now: () => event.at } },
    id,
    patientId,
    null,
    null,
  );
  return id;
}

/**
 * Check-in by booking code at the desk: a booked code is checked in by the queue (ticket, task
 * times) and, for a returning patient, registered; a code already checked in answers its
 * registration again (`repeated`), so a second scan never makes a second registration.
 */
export async function checkInBooking(
  ctx: RegContext,
  bookingCode: string,
  fx: QueueEffects,
): Promise<CheckInAnswer> {
  const { trx } = ctx;
  const code = bookingCode.trim().toUpperCase();
  const found = await sql<{ id: number; status: string }>`select id, status from q_reservations
    where upper(booking_code) = ${code} for update`.execute(trx);
  const row = found.rows[0];
  if (!row) throw new HttpError(404, REGISTRASI_MESSAGES.bookingNotFound);
  if (row.status === 'CANCELLED') throw new HttpError(422, REGISTRASI_MESSAGES.bookingCancelled);
  let repeated = true;
  let ticket: QueueTicket | null = null;
  if (row.status === 'BOOKED') {
    repeated = false;
    const out = await checkIn(svc(ctx), { bookingCode: code });
    ticket = out.ticket;
    fx.tickets.push({ action: 'ambil', ticket });
  } else {
    const t = await sql<{ id: number }>`select id from q_tickets where reservation_id = ${row.id}
      and source = 'checkin' order by id limit 1`.execute(trx);
    ticket = t.rows[0] ? ((await getTicket(trx, t.rows[0].id)) ?? null) : null;
  }
  const regs = await readRegistrations(
    trx,
    sql`g.reservation_id = ${row.id} and g.status not in ('VOID', '99')`,
  );
  let registration: RegistrationView | null = regs[0] ?? null;
  if (!registration && repeated && ticket) {
    // Checked in before its patient was on file (or at the kiosk before): register it now.
    const b = await getReservation(trx, row.id);
    const id = b
      ? await registerCheckedIn(trx, {
          reservation: b,
          ticket,
          at: ctx.clock.now(),
          actor: ctx.actor,
        })
      : null;
    registration = id === null ? null : ((await readRegistration(trx, id)) ?? null);
  }
  const unit = ticket ? await getUnit(trx, ticket.unitId) : undefined;
  return {
    booking: await bookingById(trx, row.id),
    registration,
    ticket:
      ticket && unit
        ? { id: ticket.id, code: ticket.code, unitId: unit.id, unitName: unit.name }
        : null,
    repeated,
  };
}
