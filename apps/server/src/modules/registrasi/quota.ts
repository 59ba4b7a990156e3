/**
 * The quota of a doctor's schedule (`q_doctor_schedules.quota`, per slot per day): registrations
 * that are not voided plus bookings not cancelled that have not become a registration yet. A
 * registration or a booking locks the schedule row first (`for update`), so concurrent
 * registrations into one slot take turns and never exceed the quota.
 *
 * The Mobile JKN share (`quota_jkn`): when set (> 0), the JKN channel (registrations of channel
 * JKN, JKN bookings) takes at most `min(quota_jkn, quota)` places and the other channels at most
 * the rest; 0 leaves one pool for every channel.
 */
import { consultationSlotLabel } from '@simrs/domain';
import { REGISTRASI_MESSAGES, type ScheduleQuota } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { HttpError, validationError } from '../../platform/errors';
import type { Executor, Trx } from '../../platform/module';
import { isoWeekday } from '../../platform/time';

export interface Schedule {
  id: number;
  unit_id: number;
  unit_status: string;
  unit_category: string;
  poli_id: number | null;
  doctor_name: string;
  weekday: string;
  slot: string;
  start_time: string;
  end_time: string;
  quota: number;
  quota_jkn: number;
  status: string;
}

/** The places a schedule's day holds, split by channel (JKN or not). */
export interface ShareUsage {
  used: number;
  usedJkn: number;
  usedNonJkn: number;
}

/**
 * The places taken on the day in each of the schedules, split: the JKN channel and the others.
 * One statement for every schedule of the day (the schedule list's quota column), not one per
 * schedule.
 */
export async function usageOfDay(
  db: Executor,
  scheduleIds: readonly number[],
  day: string,
): Promise<Map<number, ShareUsage>> {
  const usage = new Map<number, ShareUsage>();
  if (scheduleIds.length === 0) return usage;
  const ids = [...scheduleIds];
  const r = await sql<{ schedule_id: number; jkn: number; other: number }>`
    select schedule_id, sum(jkn)::int as jkn, sum(other)::int as other from (
      select g.schedule_id, count(*) filter (where g.channel = 'JKN') as jkn,
        count(*) filter (where g.channel <> 'JKN') as other
      from registrations g
      where g.schedule_id = any(${ids}::int[]) and g.visit_date = ${day} and g.status <> 'VOID'
      group by g.schedule_id
      union all
      select r.schedule_id, count(*) filter (where r.payer = 'JKN') as jkn,
        count(*) filter (where r.payer <> 'JKN') as other
      from q_reservations r
      where r.schedule_id = any(${ids}::int[]) and r.visit_date = ${day}
        and r.status <> 'CANCELLED'
        and not exists (select 1 from registrations g where g.reservation_id = r.id
          and g.status <> 'VOID')
      group by r.schedule_id
    ) taken group by schedule_id`.execute(db);
  for (const row of r.rows) {
    const usedJkn = Number(row.jkn);
    const usedNonJkn = Number(row.other);
    usage.set(Number(row.schedule_id), { used: usedJkn + usedNonJkn, usedJkn, usedNonJkn });
  }
  return usage;
}

const NONE: ShareUsage = { used: 0, usedJkn: 0, usedNonJkn: 0 };

/** The places taken on the day, split: the JKN channel and the others. */
export async function shareUsage(
  db: Executor,
  scheduleId: number,
  day: string,
): Promise<ShareUsage> {
  return (await usageOfDay(db, [scheduleId], day)).get(scheduleId) ?? NONE;
}

/** The places left: in all, for the JKN channel and for the others (the share when set). */
export function placesLeft(
  quota: number,
  quotaJkn: number,
  u: ShareUsage,
): { remaining: number; remainingJkn: number; remainingNonJkn: number } {
  const remaining = Math.max(0, quota - u.used);
  if (quotaJkn <= 0) return { remaining, remainingJkn: remaining, remainingNonJkn: remaining };
  const jknCap = Math.min(quotaJkn, quota);
  return {
    remaining,
    remainingJkn: Math.max(0, Math.min(remaining, jknCap - u.usedJkn)),
    remainingNonJkn: Math.max(0, Math.min(remaining, quota - jknCap - u.usedNonJkn)),
  };
}

/** What occupies a place of the schedule on the day. */
export async function slotUsage(db: Executor, scheduleId: number, day: string): Promise<number> {
  const r = await sql<{ n: number }>`select
      (select count(*) from registrations g where g.schedule_id = ${scheduleId}
        and g.visit_date = ${day} and g.status <> 'VOID')
    + (select count(*) from q_reservations r where r.schedule_id = ${scheduleId}
        and r.visit_date = ${day} and r.status <> 'CANCELLED'
        and not exists (select 1 from registrations g where g.reservation_id = r.id
          and g.status <> 'VOID')) as n`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** The schedule, locked; refused when unknown, inactive, or not practising on `day`. */
export async function lockSchedule(trx: Trx, scheduleId: number, day: string): Promise<Schedule> {
  const r = await sql<Schedule>`select s.id, s.unit_id, u.status as unit_status,
      u.category as unit_category, u.poli_id, s.doctor_name, s.weekday, s.slot, s.start_time,
      s.end_time, s.quota, s.quota_jkn, s.status
    from q_doctor_schedules s join q_units u on u.id = s.unit_id
    where s.id = ${scheduleId} for update of s`.execute(trx);
  const s = r.rows[0];
  if (s?.status !== 'Y' || s.unit_status !== 'Y') {
    throw validationError({ scheduleId: [REGISTRASI_MESSAGES.scheduleNotFound] });
  }
  if (Number(s.weekday) !== isoWeekday(day)) {
    throw validationError({ scheduleId: [REGISTRASI_MESSAGES.scheduleOtherDay] });
  }
  return s;
}

/**
 * Refuses (422) when the schedule's places of the day are all taken, or, when the schedule has a
 * JKN share, the places of the share the channel draws from (`jkn`: the JKN channel).
 */
export async function assertQuota(trx: Trx, s: Schedule, day: string, jkn: boolean): Promise<void> {
  const u = await shareUsage(trx, s.id, day);
  const slot = consultationSlotLabel(s.slot);
  let message: string | null = null;
  if (u.used >= s.quota) {
    message = REGISTRASI_MESSAGES.quotaFull(s.doctor_name, slot, day, u.used, s.quota);
  } else if (s.quota_jkn > 0) {
    const jknCap = Math.min(s.quota_jkn, s.quota);
    if (jkn && u.usedJkn >= jknCap) {
      message = REGISTRASI_MESSAGES.quotaShareFull(
        'JKN',
        s.doctor_name,
        slot,
        day,
        u.usedJkn,
        jknCap,
      );
    } else if (!jkn && u.usedNonJkn >= s.quota - jknCap) {
      const cap = s.quota - jknCap;
      message = REGISTRASI_MESSAGES.quotaShareFull(
        'non-JKN',
        s.doctor_name,
        slot,
        day,
        u.usedNonJkn,
        cap,
      );
    }
  }
  if (message !== null) throw new HttpError(422, message, undefined, { scheduleId: [message] });
}

/** The active schedules practising on `day` (optionally of one clinic) with their quota use. */
export async function schedulesOf(
  db: Executor,
  day: string,
  poliId: number | null,
): Promise<ScheduleQuota[]> {
  const r = await sql<{
    id: number;
    unit_id: number;
    unit_name: string;
    poli_id: number | null;
    poli_name: string | null;
    doctor_name: string;
    slot: string;
    start_time: string;
    end_time: string;
    quota: number;
    quota_jkn: number;
  }>`select s.id, s.unit_id, u.name as unit_name, u.poli_id, po.name as poli_name,
      s.doctor_name, s.slot, s.start_time, s.end_time, s.quota, s.quota_jkn
    from q_doctor_schedules s join q_units u on u.id = s.unit_id
      left join m_poli po on po.id = u.poli_id
    where s.status = 'Y' and u.status = 'Y' and s.weekday = ${String(isoWeekday(day))}
      ${poliId === null ? sql`` : sql`and u.poli_id = ${poliId}`}
    order by u.name, s.start_time, s.doctor_name`.execute(db);
  const usage = await usageOfDay(
    db,
    r.rows.map((s) => s.id),
    day,
  );
  const out: ScheduleQuota[] = [];
  for (const s of r.rows) {
    const u = usage.get(s.id) ?? NONE;
    const quotaJkn = Math.min(s.quota_jkn, s.quota);
    const left = placesLeft(s.quota, quotaJkn, u);
    out.push({
      scheduleId: s.id,
      unitId: s.unit_id,
      unitName: s.unit_name,
      poliId: s.poli_id,
      poliName: s.poli_name,
      doctorName: s.doctor_name,
      slot: s.slot,
      startTime: s.start_time,
      endTime: s.end_time,
      quota: s.quota,
      used: u.used,
      remaining: left.remaining,
      quotaJkn,
      usedJkn: u.usedJkn,
      remainingJkn: left.remainingJkn,
      usedNonJkn: u.usedNonJkn,
      remainingNonJkn: left.remainingNonJkn,
    });
  }
  return out;
}
