/**
 * Control visits (rencana-kontrol) and the discharges they follow (post-opname). A control is a
 * booking of the queue (`q_reservations`, through `book`: the schedule's day and quota, the
 * booking code, the kiosk's and the desk's check-in, the cancellation with its reason) with a
 * `registration_control` row naming the visit it was planned from. Nothing of the booking is
 * copied: the list reads the booking, its cancellation and its registration as the reservation
 * screen does.
 */
import type { RegistrationKind } from '@simrs/domain';
import {
  type CheckInAnswer,
  type ControlOriginCandidate,
  type ControlView,
  type DischargeView,
  KONTROL_MESSAGES,
  type ListAnswer,
  REGISTRASI_MESSAGES,
  type RegistrationView,
} from '@simrs/validators/contracts';
import { type RawBuilder, sql } from 'kysely';
import { HttpError, notFound, validationError } from '../../platform/errors';
import type { Executor } from '../../platform/module';
import { wibDay } from '../../platform/time';
import { lockSchedule } from './quota';
import { type BookingRow, book, cancelBooking, checkInBooking, toBooking } from './reservations';
import type { QueueEffects, RegContext } from './service';
import { lockRegistration, readRegistration, readRegistrations } from './store';

/** The day `n` days after (or before, negative) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The states of each kind a control may be planned from: served, left, discharged. */
const CONTROL_FROM: Readonly<Record<RegistrationKind, readonly string[]>> = {
  RAJAL: ['ACTION', 'DONE'],
  UGD: ['3', 'selesai'],
  RANAP: ['3', '4', '5', '7', '8', '6'],
};

/** The WIB day of an instant column, in SQL. */
const wibDate = (column: RawBuilder<unknown>) =>
  sql`((${column} at time zone 'UTC') + interval '7 hours')::date`;

/** When a stay ended: its first move out of care (2 -> 3). */
const DISCHARGED_AT = (registration: RawBuilder<unknown>) =>
  sql`(select e.at from registration_event e where e.registration_id = ${registration}
    and e.to_status = '3' order by e.id limit 1)`;

/** The day a visit ended: a stay's discharge day, else its visit day. */
const END_DAY = (o: string) =>
  sql`coalesce(case when ${sql.ref(`${o}.kind`)} = 'RANAP'
    then ${wibDate(DISCHARGED_AT(sql.ref(`${o}.id`)))} end, ${sql.ref(`${o}.visit_date`)})::text`;

interface ControlRow extends BookingRow {
  patient_id: number;
  poli_id: number | null;
  poli_name: string | null;
  slot: string | null;
  origin_id: number;
  origin_reg_no: string;
  origin_kind: RegistrationKind;
  origin_status: string;
  origin_visit_date: string;
  origin_end_day: string;
  origin_poli_id: number | null;
  origin_poli_name: string | null;
  origin_doctor_name: string | null;
  note: string | null;
  planned_at: Date | string;
  planned_by: string | null;
}

const CONTROL_FROM_SQL = sql`registration_control c
    join q_reservations r on r.id = c.reservation_id
    join q_units u on u.id = r.unit_id
    left join m_poli po on po.id = u.poli_id
    left join q_doctor_schedules s on s.id = r.schedule_id
    left join reservation_cancellation x on x.reservation_id = r.id
    left join registrations g on g.reservation_id = r.id and g.status not in ('VOID', '99')
    join registrations o on o.id = c.origin_registration_id
    join patients p on p.id = o.patient_id
    left join m_poli opo on opo.id = o.poli_id`;

const CONTROL_COLUMNS = sql`r.id, r.booking_code, r.unit_id, u.name as unit_name, r.schedule_id,
    s.doctor_name, r.visit_date::text as visit_date, r.patient_name, r.rm_no, r.nik, r.bpjs_no,
    r.payer, r.new_patient, r.status, r.checked_in_at, x.reason as cancel_reason,
    g.id as registration_id, g.reg_no, o.patient_id, u.poli_id, po.name as poli_name, s.slot,
    o.id as origin_id, o.reg_no as origin_reg_no, o.kind as origin_kind,
    o.status as origin_status, o.visit_date::text as origin_visit_date,
    ${END_DAY('o')} as origin_end_day, o.poli_id as origin_poli_id,
    opo.name as origin_poli_name, o.doctor_name as origin_doctor_name, c.note, c.planned_at,
    c.username as planned_by`;

function toControl(r: ControlRow): ControlView {
  return {
    ...toBooking(r),
    patientId: r.patient_id,
    poliId: r.poli_id,
    poliName: r.poli_name,
    slot: r.slot,
    origin: {
      id: r.origin_id,
      regNo: r.origin_reg_no,
      kind: r.origin_kind,
      status: r.origin_status,
      visitDate: r.origin_visit_date,
      endDay: r.origin_end_day,
      poliId: r.origin_poli_id,
      poliName: r.origin_poli_name,
      doctorName: r.origin_doctor_name,
    },
    note: r.note,
    plannedAt: new Date(r.planned_at).toISOString(),
    plannedBy: r.planned_by,
  };
}

async function controlsWhere(
  db: Executor,
  where: RawBuilder<unknown>,
  tail: RawBuilder<unknown> = sql`order by r.visit_date, r.id`,
): Promise<ControlView[]> {
  const r = await sql<ControlRow>`select ${CONTROL_COLUMNS} from ${CONTROL_FROM_SQL}
    where ${where} ${tail}`.execute(db);
  return r.rows.map(toControl);
}

export async function controlById(db: Executor, id: number): Promise<ControlView> {
  const found = (await controlsWhere(db, sql`r.id = ${id}`))[0];
  if (!found) throw notFound();
  return found;
}

export interface ControlListFilter {
  from: string;
  to: string;
  page: number;
  shown: number;
  search: string;
  sortByField: 'visitDate' | 'bookingCode' | 'name';
  sortByType: 'asc' | 'desc';
  filters: { poliId?: number | null; status?: 'BOOKED' | 'CHECKED_IN' | 'CANCELLED' | null };
}

const CONTROL_SORT: Record<ControlListFilter['sortByField'], string> = {
  visitDate: 'r.visit_date',
  bookingCode: 'r.booking_code',
  name: 'lower(p.name)',
};

/** RM number (digits, leading zeros optional) or part of the name, as the day list searches. */
function searchCondition(term: string): RawBuilder<unknown> | null {
  const t = term.trim();
  if (t === '') return null;
  if (/^\d{1,12}$/.test(t)) return sql`ltrim(p.rm_no, '0') = ${t.replace(/^0+/, '')}`;
  return sql`lower(p.name) like ${`%${t.toLowerCase().replace(/[%_\\]/g, '')}%`}`;
}

/** The controls planned for the days of a range, paged. */
export async function controlList(
  db: Executor,
  q: ControlListFilter,
): Promise<ListAnswer<ControlView>> {
  const conds: RawBuilder<unknown>[] = [
    sql`r.visit_date between ${q.from}::date and ${q.to}::date`,
  ];
  if (q.filters.poliId) conds.push(sql`u.poli_id = ${q.filters.poliId}`);
  if (q.filters.status) conds.push(sql`r.status = ${q.filters.status}`);
  const search = searchCondition(q.search);
  if (search) conds.push(search);
  const where = sql.join(conds, sql` and `);
  const counted = await sql<{ n: number }>`select count(*)::int as n from ${CONTROL_FROM_SQL}
    where ${where}`.execute(db);
  const total = counted.rows[0]?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / q.shown));
  const page = Math.min(q.page, lastPage);
  const order = sql.raw(
    `${CONTROL_SORT[q.sortByField]} ${q.sortByType === 'desc' ? 'desc' : 'asc'}, r.id`,
  );
  const list = await controlsWhere(
    db,
    where,
    sql`order by ${order} limit ${q.shown} offset ${(page - 1) * q.shown}`,
  );
  return { list, total, totalExact: true, page, shown: q.shown, lastPage };
}

/** The day a visit ended (a stay: the day it left care). */
async function endDayOf(db: Executor, registrationId: number): Promise<string> {
  const r = await sql<{ day: string }>`select ${END_DAY('o')} as day from registrations o
    where o.id = ${registrationId}`.execute(db);
  const day = r.rows[0]?.day;
  if (!day) throw notFound();
  return day;
}

/** Why no control may be planned from the visit now (null: it may). */
function refusalFor(registration: RegistrationView, openPlan: ControlView | null): string | null {
  if (!CONTROL_FROM[registration.kind].includes(registration.status)) {
    return KONTROL_MESSAGES.originNotEligible;
  }
  if (openPlan) return KONTROL_MESSAGES.alreadyPlanned(openPlan.bookingCode, openPlan.visitDate);
  return null;
}

async function candidate(
  db: Executor,
  registration: RegistrationView,
): Promise<ControlOriginCandidate> {
  const plans = await controlsWhere(
    db,
    sql`c.origin_registration_id = ${registration.id}`,
    sql`order by c.planned_at desc, r.id desc`,
  );
  const openPlan = plans.find((p) => p.status === 'BOOKED') ?? null;
  return {
    registration,
    endDay: await endDayOf(db, registration.id),
    refusal: refusalFor(registration, openPlan),
    openPlan,
    plans,
  };
}

/** One visit as the origin of a control. */
export async function originCandidate(
  db: Executor,
  registrationId: number,
): Promise<ControlOriginCandidate> {
  const registration = await readRegistration(db, registrationId);
  if (!registration) throw notFound();
  return candidate(db, registration);
}

/**
 * The patient's visits of the last `days` days a control may be planned from (served clinic
 * visits, emergency visits that left, ended stays), newest first, with their plans.
 */
export async function originCandidates(
  db: Executor,
  patientId: number,
  today: string,
  days: number,
): Promise<ControlOriginCandidate[]> {
  const states = Object.entries(CONTROL_FROM).map(
    ([kind, list]) => sql`(g.kind = ${kind} and g.status in (${sql.join(list)}))`,
  );
  const regs = await readRegistrations(
    db,
    sql`g.patient_id = ${patientId} and g.visit_date >= ${today}::date - ${days}::int
      and (${sql.join(states, sql` or `)})`,
    sql`order by g.registered_at desc, g.id desc limit 50`,
  );
  const out: ControlOriginCandidate[] = [];
  for (const r of regs) out.push(await candidate(db, r));
  return out;
}

export interface PlanInput {
  originRegistrationId: number;
  scheduleId: number;
  visitDate: string;
  note: string | null;
}

/**
 * Plans a control from a visit, in the caller's transaction. The visit is locked (two plans of
 * one visit take turns) and must be served or ended (`CONTROL_FROM`) with no plan still waiting;
 * the day comes after the visit ended; a clinic visit's control is at the same clinic (an
 * emergency visit or a stay may send the patient to any clinic); the booking itself checks the
 * schedule's weekday, the day not in the past, a holiday and the quota, under the schedule's lock.
 * The booking carries the visit's payer (BPJS: JKN with its card).
 */
export async function planControl(ctx: RegContext, input: PlanInput): Promise<ControlView> {
  const { trx } = ctx;
  const locked = await lockRegistration(trx, input.originRegistrationId);
  if (!locked) {
    throw validationError({ originRegistrationId: [KONTROL_MESSAGES.originNotFound] });
  }
  const origin = await candidate(trx, (await readRegistration(trx, locked.id)) as RegistrationView);
  const registration = origin.registration;
  if (!CONTROL_FROM[registration.kind].includes(registration.status)) {
    throw validationError({ originRegistrationId: [KONTROL_MESSAGES.originNotEligible] });
  }
  if (origin.openPlan) throw new HttpError(409, origin.refusal ?? KONTROL_MESSAGES.notControl);
  if (input.visitDate <= origin.endDay) {
    throw validationError({ visitDate: [KONTROL_MESSAGES.dayNotAfter(origin.endDay)] });
  }
  const schedule = await lockSchedule(trx, input.scheduleId, input.visitDate);
  if (registration.kind === 'RAJAL' && schedule.poli_id !== registration.poliId) {
    throw validationError({ scheduleId: [KONTROL_MESSAGES.otherClinic] });
  }
  const jkn = registration.payerType === '3' && registration.bpjsNo !== null;
  const booking = await book(ctx, {
    scheduleId: schedule.id,
    visitDate: input.visitDate,
    patientId: registration.patient.id,
    patientName: null,
    nik: null,
    bpjsNo: jkn ? registration.bpjsNo : null,
    payer: jkn ? 'JKN' : 'NON JKN',
  });
  await sql`insert into registration_control (reservation_id, origin_registration_id, note,
      planned_at, user_id, username)
    values (${booking.id}, ${registration.id}, ${input.note}, ${ctx.clock.now()},
      ${ctx.actor.userId}, ${ctx.actor.username})`.execute(trx);
  return controlById(trx, booking.id);
}

/** The control of a booking id, refused (404) when the booking is not a control. */
async function assertControl(db: Executor, id: number): Promise<ControlView> {
  const found = (await controlsWhere(db, sql`r.id = ${id}`))[0];
  if (!found) throw new HttpError(404, KONTROL_MESSAGES.notControl);
  return found;
}

/** Cancels a control not yet checked in (the booking's cancellation, its reason kept). */
export async function cancelControl(
  ctx: RegContext,
  input: { id: number; reason: string },
): Promise<ControlView> {
  await assertControl(ctx.trx, input.id);
  await cancelBooking(ctx, input);
  return controlById(ctx.trx, input.id);
}

/**
 * Checks a control in on its day, as its booking code would be at the desk or the kiosk: the
 * control visit's registration in the clinic's queue (`registerCheckedIn` carries the origin
 * over). A second check-in answers the same registration.
 */
export async function checkInControl(
  ctx: RegContext,
  id: number,
  fx: QueueEffects,
): Promise<CheckInAnswer & { control: ControlView }> {
  const control = await assertControl(ctx.trx, id);
  if (control.status === 'CANCELLED') {
    throw new HttpError(422, REGISTRASI_MESSAGES.bookingCancelled);
  }
  const answer = await checkInBooking(ctx, control.bookingCode, fx);
  return { ...answer, control: await controlById(ctx.trx, id) };
}

// --- post-opname --------------------------------------------------------------------------------

export interface DischargeListFilter {
  from: string;
  to: string;
  page: number;
  shown: number;
  search: string;
  sortByField: 'dischargedAt' | 'name' | 'rmNo';
  sortByType: 'asc' | 'desc';
  filters: { control?: 'Y' | 'N' | null };
}

const DISCHARGE_SORT: Record<DischargeListFilter['sortByField'], string> = {
  dischargedAt: 'd.discharged_at',
  name: 'lower(p.name)',
  rmNo: 'p.rm_no',
};

/** A control planned from the stay and not cancelled. */
const HAS_CONTROL = sql`exists (select 1 from registration_control c
  join q_reservations r on r.id = c.reservation_id
  where c.origin_registration_id = d.id and r.status <> 'CANCELLED')`;

/**
 * The inpatient stays that ended (left care, 2 -> 3, and not voided) on the days of a range,
 * newest first by default, with the bed they left and their latest control plan.
 */
export async function dischargeList(
  db: Executor,
  q: DischargeListFilter,
): Promise<ListAnswer<DischargeView>> {
  const conds: RawBuilder<unknown>[] = [
    sql`d.discharged_at is not null`,
    sql`${wibDate(sql`d.discharged_at`)} between ${q.from}::date and ${q.to}::date`,
  ];
  if (q.filters.control === 'Y') conds.push(HAS_CONTROL);
  if (q.filters.control === 'N') conds.push(sql`not ${HAS_CONTROL}`);
  const search = searchCondition(q.search);
  if (search) conds.push(search);
  const from = sql`(select g.id, g.patient_id, g.registered_at,
      ${DISCHARGED_AT(sql`g.id`)} as discharged_at
    from registrations g where g.kind = 'RANAP' and g.status not in ('2', '99')) d
    join patients p on p.id = d.patient_id`;
  const where = sql.join(conds, sql` and `);
  const counted = await sql<{ n: number }>`select count(*)::int as n from ${from}
    where ${where}`.execute(db);
  const total = counted.rows[0]?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / q.shown));
  const page = Math.min(q.page, lastPage);
  const order = sql.raw(
    `${DISCHARGE_SORT[q.sortByField]} ${q.sortByType === 'desc' ? 'desc' : 'asc'}, d.id`,
  );
  const rows = await sql<{
    id: number;
    registered_at: Date | string;
    discharged_at: Date | string;
    ward: string | null;
    bed: string | null;
  }>`select d.id, d.registered_at, d.discharged_at,
      (select bg.name from bed_occupancy bo join m_ranap_bed b on b.id = bo.bed_id
        join m_ranap_kamar km on km.id = b.kamar_id join m_ranap_bangsal bg on bg.id = km.bangsal_id
        where bo.registration_id = d.id and bo.kind = 'OCCUPIED'
        order by bo.from_at desc limit 1) as ward,
      (select coalesce(nullif(b.name, ''), b.code) from bed_occupancy bo
        join m_ranap_bed b on b.id = bo.bed_id
        where bo.registration_id = d.id and bo.kind = 'OCCUPIED'
        order by bo.from_at desc limit 1) as bed
    from ${from} where ${where}
    order by ${order} limit ${q.shown} offset ${(page - 1) * q.shown}`.execute(db);
  const ids = rows.rows.map((r) => r.id);
  const regs = ids.length === 0 ? [] : await readRegistrations(db, sql`g.id in (${sql.join(ids)})`);
  const plans =
    ids.length === 0
      ? []
      : await controlsWhere(
          db,
          sql`c.origin_registration_id in (${sql.join(ids)}) and r.status <> 'CANCELLED'`,
          sql`order by c.planned_at desc, r.id desc`,
        );
  const dayOf = (v: Date | string) => wibDay(new Date(v));
  const list: DischargeView[] = [];
  for (const row of rows.rows) {
    const registration = regs.find((g) => g.id === row.id);
    if (!registration) continue;
    const days =
      (Date.parse(`${dayOf(row.discharged_at)}T00:00:00Z`) -
        Date.parse(`${dayOf(row.registered_at)}T00:00:00Z`)) /
      86_400_000;
    list.push({
      registration,
      admittedAt: new Date(row.registered_at).toISOString(),
      dischargedAt: new Date(row.discharged_at).toISOString(),
      lengthOfStay: Math.max(1, days),
      ward: row.ward,
      bed: row.bed,
      control: plans.find((c) => c.origin.id === row.id) ?? null,
    });
  }
  return { list, total, totalExact: true, page, shown: q.shown, lastPage };
}
