import { randomBytes } from 'node:crypto';
import { canTransition, queueTicketWorkflow, refusalOf } from '@simrs/domain';
import type {
  CallStatus,
  PublicTicket,
  QueueTicket,
  QueueUnit,
  QueueUnitCategory,
  Reservation,
  TaskIdRow,
  TicketSource,
} from '@simrs/domain/queue';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type Actor, appendAudit } from '../../platform/audit';
import { HttpError, notFound, validationError } from '../../platform/errors';
import { type Clock, type Executor, inTransaction } from '../../platform/module';
import { isoWeekday, maskName, newBookingCode, ticketCode, wibDay } from './mask';

type Db = Executor;

interface TicketDbRow {
  id: number;
  unit_id: number;
  day: string;
  number: number;
  code: string;
  source: TicketSource;
  reservation_id: number | null;
  booking_code: string | null;
  previous_id: number | null;
  patient_name: string | null;
  status: QueueTicket['status'];
  call_status: CallStatus | null;
  counter: string | null;
  call_count: number;
  called_at: Date | string | null;
  served_at: Date | string | null;
  done_at: Date | string | null;
  created_at: Date | string;
  version: number;
}

const iso = (v: Date | string | null): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();

function toTicket(r: TicketDbRow): QueueTicket {
  return {
    id: r.id,
    unitId: r.unit_id,
    day: String(r.day).slice(0, 10),
    number: r.number,
    code: r.code,
    source: r.source,
    reservationId: r.reservation_id,
    bookingCode: r.booking_code,
    previousId: r.previous_id,
    patientName: r.patient_name,
    status: r.status,
    callStatus: r.call_status,
    counter: r.counter,
    callCount: r.call_count,
    calledAt: iso(r.called_at),
    servedAt: iso(r.served_at),
    doneAt: iso(r.done_at),
    createdAt: iso(r.created_at) ?? '',
    version: r.version,
  };
}

export function publicTicket(t: QueueTicket): PublicTicket {
  return {
    id: t.id,
    unitId: t.unitId,
    day: t.day,
    number: t.number,
    code: t.code,
    status: t.status,
    callStatus: t.callStatus,
    counter: t.counter,
    callCount: t.callCount,
    calledAt: t.calledAt,
    patientName: maskName(t.patientName),
  };
}

const TICKET_COLUMNS = sql`t.id, t.unit_id, t.day::text as day, t.number, t.code, t.source,
  t.reservation_id, (select r.booking_code from q_reservations r where r.id = t.reservation_id) as booking_code,
  t.previous_id, t.patient_name, t.status, t.call_status, t.counter, t.call_count, t.called_at,
  t.served_at, t.done_at, t.created_at, t.version`;

export async function getTicket(db: Db, id: number): Promise<QueueTicket | undefined> {
  const r =
    await sql<TicketDbRow>`select ${TICKET_COLUMNS} from q_tickets t where t.id = ${id}`.execute(
      db,
    );
  return r.rows[0] ? toTicket(r.rows[0]) : undefined;
}

const UNIT_COLUMNS = sql`id, code, name, category, prefix, group_id as "groupId", poli_id as "poliId",
  kiosk_visible as "kioskVisible", status`;

export async function getUnit(db: Db, id: number): Promise<QueueUnit | undefined> {
  const r = await sql<QueueUnit>`select ${UNIT_COLUMNS} from q_units where id = ${id}`.execute(db);
  return r.rows[0];
}

export async function listUnits(
  db: Db,
  filter: { categories?: readonly string[]; groupId?: number; kioskOnly?: boolean } = {},
): Promise<QueueUnit[]> {
  const conds = [sql`status = 'Y'`];
  if (filter.categories && filter.categories.length > 0) {
    conds.push(sql`category in (${sql.join(filter.categories.map((c) => sql`${c}`))})`);
  }
  if (filter.groupId !== undefined) conds.push(sql`group_id = ${filter.groupId}`);
  if (filter.kioskOnly) conds.push(sql`kiosk_visible = 'Y'`);
  const r = await sql<QueueUnit>`select ${UNIT_COLUMNS} from q_units
    where ${sql.join(conds, sql` and `)} order by category, name`.execute(db);
  return r.rows;
}

export async function isHoliday(db: Db, day: string): Promise<string | null> {
  const r = await sql<{ name: string }>`select name from q_holidays where date = ${day}`.execute(
    db,
  );
  return r.rows[0]?.name ?? null;
}

/** Records a BPJS task time once per booking, never earlier than the booking's last task. */
export async function recordTask(
  trx: Transaction<Database>,
  reservationId: number | null,
  taskId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 99,
  at: Date,
): Promise<void> {
  if (reservationId === null) return;
  await sql`insert into q_task_times (reservation_id, task_id, at)
    select ${reservationId}, ${taskId}, greatest(${at}::timestamptz,
      (select max(x.at) + interval '1 millisecond' from q_task_times x where x.reservation_id = ${reservationId}))
    on conflict (reservation_id, task_id) do nothing`.execute(trx);
}

export type QueueClock = Clock;
export { systemClock } from '../../platform/module';

/** The database (each call runs its own transaction) or the caller's transaction, the actor and the clock. */
export interface ServiceContext {
  db: Executor;
  actor: Actor;
  clock: Clock;
}

async function audit(
  trx: Transaction<Database>,
  ctx: ServiceContext,
  type: string,
  ticket: QueueTicket,
) {
  await appendAudit(trx, ctx.actor, {
    module: 'Antrean',
    type,
    recordId: ticket.id,
    after: {
      code: ticket.code,
      unitId: ticket.unitId,
      status: ticket.status,
      counter: ticket.counter,
    },
  });
}

/** Issues the next number of `unit` for today (atomic per unit and day). */
async function issue(
  trx: Transaction<Database>,
  unit: QueueUnit,
  day: string,
  fields: {
    source: TicketSource;
    reservationId?: number | null;
    previousId?: number | null;
    patientName?: string | null;
  },
): Promise<QueueTicket> {
  const counter = await sql<{ last_no: number }>`insert into q_counters (unit_id, day, last_no)
    values (${unit.id}, ${day}, 1)
    on conflict (unit_id, day) do update set last_no = q_counters.last_no + 1
    returning last_no`.execute(trx);
  const number = counter.rows[0]?.last_no;
  if (number === undefined) throw new Error('counter returned no number');
  const inserted = await sql<{ id: number }>`insert into q_tickets
    (unit_id, day, number, code, source, reservation_id, previous_id, patient_name)
    values (${unit.id}, ${day}, ${number}, ${ticketCode(unit.prefix, number)}, ${fields.source},
      ${fields.reservationId ?? null}, ${fields.previousId ?? null}, ${fields.patientName ?? null})
    returning id`.execute(trx);
  const ticket = await getTicket(trx, inserted.rows[0]?.id ?? 0);
  if (!ticket) throw new Error('ticket vanished after insert');
  return ticket;
}

async function activeUnit(db: Db, unitId: number): Promise<QueueUnit> {
  const unit = await getUnit(db, unitId);
  if (unit?.status !== 'Y') {
    throw validationError({ unitId: ['Unit Tujuan tidak ditemukan.'] });
  }
  return unit;
}

export const HOLIDAY_MESSAGE = (name: string) =>
  `Hari ini libur (${name}): antrean tidak dilayani.`;

/** Takes a ticket at a kiosk or by staff. */
export async function takeTicket(
  ctx: ServiceContext,
  input: { unitId: number; source: 'kiosk' | 'staff'; patientName?: string | null },
): Promise<{ ticket: QueueTicket; unit: QueueUnit; waitingAhead: number }> {
  const unit = await activeUnit(ctx.db, input.unitId);
  if (input.source === 'kiosk' && unit.kioskVisible !== 'Y') {
    throw validationError({
      unitId: ['Unit Tujuan tidak melayani pengambilan nomor di anjungan.'],
    });
  }
  const day = wibDay(ctx.clock.now());
  const holiday = await isHoliday(ctx.db, day);
  if (holiday) throw new HttpError(422, HOLIDAY_MESSAGE(holiday));
  return inTransaction(ctx.db, async (trx) => {
    const ticket = await issue(trx, unit, day, {
      source: input.source,
      patientName: input.patientName ?? null,
    });
    await audit(trx, ctx, 'ambil', ticket);
    const ahead = await sql<{ n: number }>`select count(*)::int as n from q_tickets
      where unit_id = ${unit.id} and day = ${day} and status = 'WAITING' and number < ${ticket.number}`.execute(
      trx,
    );
    return { ticket, unit, waitingAhead: ahead.rows[0]?.n ?? 0 };
  });
}

const CALL_TASK: Partial<Record<QueueUnitCategory, 2 | 4 | 6>> = {
  admisi: 2,
  'admisi-ugd': 2,
  ranap: 2,
  poli: 4,
  penunjang: 4,
  farmasi: 6,
  'farmasi-ugd': 6,
};

/**
 * Calls the next waiting ticket of a unit (or one chosen ticket) to `counter`. The claim is one
 * statement: the subquery locks the first waiting row with FOR UPDATE SKIP LOCKED, so counters
 * calling at the same moment never receive the same ticket. Returns null when nobody waits.
 */
export async function callNext(
  ctx: ServiceContext,
  input: { unitId: number; counter: string; ticketId?: number },
): Promise<QueueTicket | null> {
  const unit = await activeUnit(ctx.db, input.unitId);
  const day = wibDay(ctx.clock.now());
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const pick =
      input.ticketId !== undefined
        ? sql`select id from q_tickets where id = ${input.ticketId} and unit_id = ${unit.id}
            and status = 'WAITING' for update skip locked`
        : sql`select id from q_tickets where unit_id = ${unit.id} and day = ${day}
            and status = 'WAITING' order by number limit 1 for update skip locked`;
    const claimed = await sql<{ id: number }>`update q_tickets set status = 'CALLED',
        call_status = 'B', counter = ${input.counter}, call_count = call_count + 1,
        called_at = ${now}, version = version + 1, updated_at = now()
      where id = (${pick}) and status = 'WAITING' returning id`.execute(trx);
    const id = claimed.rows[0]?.id;
    if (id === undefined) {
      if (input.ticketId !== undefined) {
        throw new HttpError(409, 'Nomor antrean sudah dipanggil petugas lain.');
      }
      return null;
    }
    const ticket = await getTicket(trx, id);
    if (!ticket) throw new Error('ticket vanished after claim');
    const task = CALL_TASK[unit.category];
    if (task) await recordTask(trx, ticket.reservationId, task, now);
    await audit(trx, ctx, 'panggil', ticket);
    return ticket;
  });
}

type Transition = 'panggil-ulang' | 'hadir' | 'tidak-hadir' | 'layani' | 'selesai';

/** Refuses the action when the ticket's state does not allow it (the domain's workflow). */
function checkAction(
  action: Transition | 'transfer',
  row: { status: QueueTicket['status']; call_status: CallStatus | null },
): void {
  const refusal = refusalOf(queueTicketWorkflow, action, {
    status: row.status,
    callStatus: row.call_status,
  });
  if (refusal !== null) throw new HttpError(422, refusal);
}

/** Recall, present (Y), absent (N, skipped), serve, finish: one guarded update each. */
export async function transition(
  ctx: ServiceContext,
  input: { id: number; action: Transition; counter?: string },
): Promise<QueueTicket> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const before = await sql<{
      status: QueueTicket['status'];
      call_status: CallStatus | null;
    }>`select status, call_status from q_tickets where id = ${input.id} for update`.execute(trx);
    const row = before.rows[0];
    if (!row) throw notFound();
    checkAction(input.action, row);
    const set =
      input.action === 'panggil-ulang'
        ? sql`status = 'CALLED', call_status = 'B', call_count = call_count + 1, called_at = ${now},
            counter = coalesce(${input.counter ?? null}, counter)`
        : input.action === 'hadir'
          ? sql`call_status = 'Y'`
          : input.action === 'tidak-hadir'
            ? sql`status = 'SKIPPED', call_status = 'N'`
            : input.action === 'layani'
              ? sql`status = 'SERVING', call_status = 'Y', served_at = ${now}`
              : sql`status = 'DONE', done_at = ${now}, call_status = coalesce(call_status, 'Y')`;
    await sql`update q_tickets set ${set}, version = version + 1, updated_at = now()
      where id = ${input.id}`.execute(trx);
    const ticket = await getTicket(trx, input.id);
    if (!ticket) throw notFound();
    const unit = await getUnit(trx, ticket.unitId);
    if (input.action === 'tidak-hadir') await recordTask(trx, ticket.reservationId, 99, now);
    if (input.action === 'selesai' && unit) {
      if (unit.category === 'poli' || unit.category === 'penunjang') {
        await recordTask(trx, ticket.reservationId, 5, now);
      } else if (unit.category === 'farmasi' || unit.category === 'farmasi-ugd') {
        await recordTask(trx, ticket.reservationId, 7, now);
      }
    }
    await audit(trx, ctx, input.action, ticket);
    return ticket;
  });
}

/**
 * Cancels a ticket whose visit was voided: it leaves the queue (CANCELLED, the machine's move
 * from any state not yet done), its booking's task 99 is recorded. A ticket already done or sent
 * on is left as it is (answered unchanged, `cancelled: false`).
 */
export async function cancel(
  ctx: ServiceContext,
  input: { id: number },
): Promise<{ ticket: QueueTicket; cancelled: boolean }> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const locked = await sql<{ status: QueueTicket['status'] }>`select status from q_tickets
      where id = ${input.id} for update`.execute(trx);
    const row = locked.rows[0];
    if (!row) throw notFound();
    if (!canTransition('queueTicketStatus', row.status, 'CANCELLED')) {
      const ticket = await getTicket(trx, input.id);
      if (!ticket) throw notFound();
      return { ticket, cancelled: false };
    }
    await sql`update q_tickets set status = 'CANCELLED', done_at = ${now}, version = version + 1,
      updated_at = now() where id = ${input.id}`.execute(trx);
    const ticket = await getTicket(trx, input.id);
    if (!ticket) throw notFound();
    await recordTask(trx, ticket.reservationId, 99, now);
    await audit(trx, ctx, 'batal', ticket);
    return { ticket, cancelled: true };
  });
}

const TRANSFER_TASK: Partial<Record<QueueUnitCategory, 3 | 5>> = {
  admisi: 3,
  ranap: 3,
  'admisi-ugd': 3,
  poli: 5,
  penunjang: 5,
};

/** Finishes a ticket at its unit and issues a ticket at the next unit for the same patient. */
export async function transfer(
  ctx: ServiceContext,
  input: { id: number; toUnitId: number },
): Promise<{ from: QueueTicket; to: QueueTicket }> {
  const target = await activeUnit(ctx.db, input.toUnitId);
  const now = ctx.clock.now();
  const day = wibDay(now);
  return inTransaction(ctx.db, async (trx) => {
    const locked = await sql<{
      status: QueueTicket['status'];
      call_status: CallStatus | null;
    }>`select status, call_status from q_tickets where id = ${input.id} for update`.execute(trx);
    const row = locked.rows[0];
    if (!row) throw notFound();
    checkAction('transfer', row);
    const current = await getTicket(trx, input.id);
    if (!current) throw notFound();
    if (current.unitId === target.id) {
      throw validationError({ toUnitId: ['Unit tujuan harus berbeda dari unit asal.'] });
    }
    await sql`update q_tickets set status = 'TRANSFERRED', done_at = ${now},
      call_status = coalesce(call_status, 'Y'), version = version + 1, updated_at = now()
      where id = ${input.id}`.execute(trx);
    const fromUnit = await getUnit(trx, current.unitId);
    const task = fromUnit ? TRANSFER_TASK[fromUnit.category] : undefined;
    if (task) await recordTask(trx, current.reservationId, task, now);
    const to = await issue(trx, target, day, {
      source: 'transfer',
      reservationId: current.reservationId,
      previousId: current.id,
      patientName: current.patientName,
    });
    const from = await getTicket(trx, input.id);
    if (!from) throw notFound();
    await audit(trx, ctx, 'transfer', from);
    await audit(trx, ctx, 'ambil', to);
    return { from, to };
  });
}

/** Today's tickets of some units, oldest number first. */
export async function listTickets(
  db: Db,
  filter: { unitIds: readonly number[]; day: string; statuses?: readonly string[] },
): Promise<QueueTicket[]> {
  if (filter.unitIds.length === 0) return [];
  const conds = [
    sql`t.unit_id in (${sql.join(filter.unitIds.map((id) => sql`${id}`))})`,
    sql`t.day = ${filter.day}`,
  ];
  if (filter.statuses && filter.statuses.length > 0) {
    conds.push(sql`t.status in (${sql.join(filter.statuses.map((s) => sql`${s}`))})`);
  }
  const r = await sql<TicketDbRow>`select ${TICKET_COLUMNS} from q_tickets t
    where ${sql.join(conds, sql` and `)} order by t.unit_id, t.number`.execute(db);
  return r.rows.map(toTicket);
}

// --- reservations -----------------------------------------------------------------------------

/** What a booking is made of (the rest the server fills in). */
export type ReservationInput = Omit<
  Reservation,
  'id' | 'bookingCode' | 'status' | 'checkedInAt' | 'createdAt'
>;
export type { Reservation };

interface ReservationDbRow {
  id: number;
  booking_code: string;
  unit_id: number;
  schedule_id: number | null;
  visit_date: string;
  patient_name: string;
  rm_no: string | null;
  nik: string | null;
  bpjs_no: string | null;
  payer: 'JKN' | 'NON JKN';
  new_patient: 'Y' | 'N';
  status: Reservation['status'];
  checked_in_at: Date | string | null;
  created_at: Date | string;
}

function toReservation(r: ReservationDbRow): Reservation {
  return {
    id: r.id,
    bookingCode: r.booking_code,
    unitId: r.unit_id,
    scheduleId: r.schedule_id,
    visitDate: String(r.visit_date).slice(0, 10),
    patientName: r.patient_name,
    rmNo: r.rm_no,
    nik: r.nik,
    bpjsNo: r.bpjs_no,
    payer: r.payer,
    newPatient: r.new_patient,
    status: r.status,
    checkedInAt: iso(r.checked_in_at),
    createdAt: iso(r.created_at) ?? '',
  };
}

const RESERVATION_COLUMNS = sql`id, booking_code, unit_id, schedule_id, visit_date::text as visit_date,
  patient_name, rm_no, nik, bpjs_no, payer, new_patient, status, checked_in_at, created_at`;

/**
 * How many places of a doctor's schedule a day already holds. By default the bookings not
 * cancelled; the registrations context replaces it with registrations plus the bookings not yet
 * turned into one (`setSlotUsage`), so walk-ins and bookings share one quota.
 */
let slotUsage = async (db: Db, scheduleId: number, day: string): Promise<number> => {
  const r = await sql<{ n: number }>`select count(*)::int as n from q_reservations
    where schedule_id = ${scheduleId} and visit_date = ${day} and status <> 'CANCELLED'`.execute(
    db,
  );
  return r.rows[0]?.n ?? 0;
};

export function setSlotUsage(
  count: (db: Db, scheduleId: number, day: string) => Promise<number>,
): void {
  slotUsage = count;
}

export async function createReservation(
  ctx: ServiceContext,
  input: ReservationInput,
): Promise<Reservation> {
  const unit = await activeUnit(ctx.db, input.unitId);
  const today = wibDay(ctx.clock.now());
  if (input.visitDate < today) {
    throw validationError({ visitDate: ['Tanggal kunjungan tidak boleh di masa lalu.'] });
  }
  const holiday = await isHoliday(ctx.db, input.visitDate);
  if (holiday) throw validationError({ visitDate: [`Tanggal kunjungan hari libur (${holiday}).`] });
  if (input.scheduleId !== null) {
    const s = await sql<{ unit_id: number; weekday: string; quota: number; status: string }>`
      select unit_id, weekday, quota, status from q_doctor_schedules where id = ${input.scheduleId} for update`.execute(
      ctx.db,
    );
    const schedule = s.rows[0];
    if (schedule?.status !== 'Y' || schedule.unit_id !== unit.id) {
      throw validationError({ scheduleId: ['Jadwal Dokter tidak ditemukan.'] });
    }
    if (Number(schedule.weekday) !== isoWeekday(input.visitDate)) {
      throw validationError({ scheduleId: ['Jadwal Dokter tidak praktik pada tanggal tersebut.'] });
    }
    const used = await slotUsage(ctx.db, input.scheduleId, input.visitDate);
    if (used >= schedule.quota) {
      throw validationError({
        scheduleId: ['Kuota Jadwal Dokter pada tanggal tersebut sudah penuh.'],
      });
    }
  }
  return inTransaction(ctx.db, async (trx) => {
    for (let attempt = 0; ; attempt += 1) {
      const code = newBookingCode((n) => randomBytes(n));
      const r = await sql<{ id: number }>`insert into q_reservations
        (booking_code, unit_id, schedule_id, visit_date, patient_name, rm_no, nik, bpjs_no, payer, new_patient)
        values (${code}, ${unit.id}, ${input.scheduleId}, ${input.visitDate}, ${input.patientName},
          ${input.rmNo}, ${input.nik}, ${input.bpjsNo}, ${input.payer}, ${input.newPatient})
        on conflict (booking_code) do nothing returning id`.execute(trx);
      const id = r.rows[0]?.id;
      if (id !== undefined) {
        const reservation = await getReservation(trx, id);
        if (!reservation) throw new Error('reservation vanished after insert');
        await appendAudit(trx, ctx.actor, {
          module: 'Reservasi',
          type: 'add',
          recordId: id,
          after: { bookingCode: code, unitId: unit.id, visitDate: input.visitDate },
        });
        return reservation;
      }
      if (attempt > 5) throw new Error('could not find a free booking code');
    }
  });
}

export async function getReservation(db: Db, id: number): Promise<Reservation | undefined> {
  const r = await sql<ReservationDbRow>`select ${RESERVATION_COLUMNS} from q_reservations
    where id = ${id}`.execute(db);
  return r.rows[0] ? toReservation(r.rows[0]) : undefined;
}

export async function cancelReservation(ctx: ServiceContext, id: number): Promise<Reservation> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const r = await sql<{
      status: string;
    }>`select status from q_reservations where id = ${id} for update`.execute(trx);
    const status = r.rows[0]?.status;
    if (!status) throw notFound();
    if (status !== 'BOOKED')
      throw new HttpError(422, 'Hanya reservasi yang belum check-in yang dapat dibatalkan.');
    await sql`update q_reservations set status = 'CANCELLED' where id = ${id}`.execute(trx);
    await recordTask(trx, id, 99, now);
    await appendAudit(trx, ctx.actor, { module: 'Reservasi', type: 'batal', recordId: id });
    const out = await getReservation(trx, id);
    if (!out) throw notFound();
    return out;
  });
}

export const CHECKIN_MESSAGES = {
  notFound: 'Kode booking tidak ditemukan.',
  bpjsNotFound:
    'Reservasi hari ini dengan No. Kartu BPJS dan tanggal lahir tersebut tidak ditemukan.',
  cancelled: 'Reservasi ini sudah dibatalkan.',
  already: 'Kode booking ini sudah check-in.',
  otherDay: (d: string) => `Kode booking ini untuk tanggal ${d}, bukan hari ini.`,
} as const;

/** What happens to a booking once it is checked in, in the check-in's transaction. */
export type CheckInListener = (
  trx: Transaction<Database>,
  event: { reservation: Reservation; ticket: QueueTicket; at: Date; actor: Actor },
) => Promise<void>;

const checkInListeners: CheckInListener[] = [];

/**
 * Adds what a check-in also does (the registrations context turns a returning patient's booking
 * into a registration); a listener that throws refuses the check-in.
 */
export function onCheckIn(listener: CheckInListener): void {
  checkInListeners.push(listener);
}

/**
 * Checks a reservation in: new patients queue at admission first (task 1), returning patients go
 * straight to the unit's queue (task 3). Looked up by booking code (and, when a BPJS card number
 * comes with it, that number must be the booking's), or, for input-kode-bpjs, by the BPJS card
 * number of today's booking together with the patient's birth date (the patient record with that
 * card, NIK or RM number). A wrong second fact answers like an unknown card: nothing tells a
 * prober which half was wrong.
 */
export async function checkIn(
  ctx: ServiceContext,
  lookup: { bookingCode: string; bpjsNo?: string } | { bpjsNo: string; birthDate: string },
): Promise<{ reservation: Reservation; ticket: QueueTicket; unit: QueueUnit }> {
  const now = ctx.clock.now();
  const today = wibDay(now);
  const found =
    'bookingCode' in lookup
      ? await sql<{ id: number }>`select id from q_reservations
          where upper(booking_code) = ${lookup.bookingCode.trim().toUpperCase()}${
            lookup.bpjsNo ? sql` and bpjs_no = ${lookup.bpjsNo}` : sql``
          }`.execute(ctx.db)
      : await sql<{ id: number }>`select r.id from q_reservations r
          where r.bpjs_no = ${lookup.bpjsNo} and r.visit_date = ${today} and r.status = 'BOOKED'
            and exists (select 1 from patients p
              where p.birth_date = ${lookup.birthDate}::date
                and (p.bpjs_no = r.bpjs_no or p.nik = r.nik or p.rm_no = r.rm_no))
          order by r.id limit 1`.execute(ctx.db);
  const id = found.rows[0]?.id;
  if (id === undefined) {
    throw new HttpError(
      404,
      'bookingCode' in lookup ? CHECKIN_MESSAGES.notFound : CHECKIN_MESSAGES.bpjsNotFound,
    );
  }
  return inTransaction(ctx.db, async (trx) => {
    await sql`select id from q_reservations where id = ${id} for update`.execute(trx);
    const reservation = await getReservation(trx, id);
    if (!reservation) throw new HttpError(404, CHECKIN_MESSAGES.notFound);
    if (reservation.status === 'CANCELLED') throw new HttpError(422, CHECKIN_MESSAGES.cancelled);
    if (reservation.status === 'CHECKED_IN') throw new HttpError(422, CHECKIN_MESSAGES.already);
    if (reservation.visitDate !== today) {
      throw new HttpError(422, CHECKIN_MESSAGES.otherDay(reservation.visitDate));
    }
    let unit = await getUnit(trx, reservation.unitId);
    if (reservation.newPatient === 'Y') {
      const admisi = await listUnits(trx, { categories: ['admisi'] });
      if (admisi[0]) unit = admisi[0];
    }
    if (unit?.status !== 'Y') throw validationError({ unitId: ['Unit Tujuan tidak ditemukan.'] });
    const ticket = await issue(trx, unit, today, {
      source: 'checkin',
      reservationId: reservation.id,
      patientName: reservation.patientName,
    });
    await sql`update q_reservations set status = 'CHECKED_IN', checked_in_at = ${now} where id = ${id}`.execute(
      trx,
    );
    await recordTask(trx, reservation.id, reservation.newPatient === 'Y' ? 1 : 3, now);
    await audit(trx, ctx, 'check-in', ticket);
    const after = (await getReservation(trx, id)) ?? reservation;
    for (const listener of checkInListeners) {
      await listener(trx, { reservation: after, ticket, at: now, actor: ctx.actor });
    }
    return { reservation: after, ticket, unit };
  });
}

/** task-id-harian: the bookings of a day with the time of each task id recorded. */
export async function taskTimes(db: Db, day: string): Promise<TaskIdRow[]> {
  const r = await sql<{
    id: number;
    booking_code: string;
    unit_id: number;
    unit_name: string;
    patient_name: string;
    payer: string;
    status: string;
    tasks: Record<string, string> | string | null;
  }>`select r.id, r.booking_code, r.unit_id, u.name as unit_name, r.patient_name, r.payer, r.status,
      (select jsonb_object_agg(t.task_id::text, to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        from q_task_times t where t.reservation_id = r.id) as tasks
    from q_reservations r join q_units u on u.id = r.unit_id
    where r.visit_date = ${day} order by r.id`.execute(db);
  return r.rows.map((x) => ({
    reservationId: x.id,
    bookingCode: x.booking_code,
    unitId: x.unit_id,
    unitName: x.unit_name,
    patientName: x.patient_name,
    payer: x.payer,
    status: x.status,
    tasks:
      typeof x.tasks === 'string'
        ? (JSON.parse(x.tasks) as Record<string, string>)
        : (x.tasks ?? {}),
  }));
}
