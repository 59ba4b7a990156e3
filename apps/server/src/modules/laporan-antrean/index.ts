import type { ConsultationSlotCode } from '@simrs/domain';
import type {
  ScheduleEffectivenessData,
  ScheduleEffectivenessRow,
  ScheduleEffectivenessTotals,
} from '@simrs/domain/queue';
import { laporanEfektivitasJadwalContract, MAX_RANGE_DAYS } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { validationError } from '../../platform/errors';
import { type Db, defineModule, implement } from '../../platform/module';
import { wibDay } from '../../platform/time';

export { MAX_RANGE_DAYS };

/**
 * The range asked for, with its defaults: the first of the month (WIB) up to today; at most
 * `maxDays` days (both ends included). The admission report uses it too.
 */
export function reportRange(
  input: { from: string | null; to: string | null },
  today: string,
  maxDays = MAX_RANGE_DAYS,
): { from: string; to: string } {
  const { from, to } = input;
  const f = from ?? `${(to ?? today).slice(0, 8)}01`;
  const t = to ?? (from && from > today ? from : today);
  if (f > t) throw validationError({ to: ['Tanggal Akhir tidak boleh sebelum Tanggal Awal.'] });
  const days = (Date.parse(`${t}T00:00:00Z`) - Date.parse(`${f}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > maxDays) {
    throw validationError({ to: [`Rentang tanggal maksimal ${maxDays} hari.`] });
  }
  return { from: f, to: t };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The report: one row per active doctor schedule, with totals. */
export async function scheduleEffectiveness(
  db: Db,
  filters: { from: string; to: string; unitId: number | null; doctor: string | null },
): Promise<{ rows: ScheduleEffectivenessRow[]; totals: ScheduleEffectivenessTotals }> {
  const { from, to, unitId, doctor } = filters;
  const like = doctor ? `%${doctor.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const r = await sql<{
    schedule_id: number;
    doctor_name: string;
    unit_id: number;
    unit_name: string;
    weekday: string;
    slot: ConsultationSlotCode;
    start_time: string;
    end_time: string;
    quota: number;
    practice_days: number;
    booked: number;
    checked_in: number;
    cancelled: number;
    served: number;
    days_with_call: number;
    delay_sum: number | null;
  }>`
    with days as (
      select g::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') g
      where g::date not in (select date from q_holidays)
    ),
    sched as (
      select s.id, s.unit_id, s.doctor_name, s.weekday, s.slot, s.start_time, s.end_time, s.quota,
        u.name as unit_name
      from q_doctor_schedules s join q_units u on u.id = s.unit_id
      where s.status = 'Y'
        and (${unitId}::int is null or s.unit_id = ${unitId}::int)
        and (${like}::text is null or s.doctor_name ilike ${like}::text)
    ),
    sd as (
      select s.id, d.day from sched s join days d on extract(isodow from d.day)::int = s.weekday::int
    ),
    t as (
      select t.unit_id, t.day, t.status,
        ((t.called_at at time zone 'UTC') + interval '7 hours') as called_wib
      from q_tickets t where t.day between ${from}::date and ${to}::date and t.called_at is not null
    ),
    per_day as (
      select sd.id, sd.day,
        count(*) filter (where t.status in ('DONE', 'TRANSFERRED'))::int as served,
        min(t.called_wib) as first_call
      from sd join sched s on s.id = sd.id
      left join t on t.unit_id = s.unit_id and t.day = sd.day
        and t.called_wib::time >= s.start_time::time and t.called_wib::time < s.end_time::time
      group by sd.id, sd.day
    )
    select s.id as schedule_id, s.doctor_name, s.unit_id, s.unit_name, s.weekday, s.slot,
      s.start_time, s.end_time, s.quota,
      (select count(*)::int from sd where sd.id = s.id) as practice_days,
      (select count(*)::int from q_reservations r where r.schedule_id = s.id
        and r.visit_date between ${from}::date and ${to}::date and r.status = 'BOOKED') as booked,
      (select count(*)::int from q_reservations r where r.schedule_id = s.id
        and r.visit_date between ${from}::date and ${to}::date and r.status = 'CHECKED_IN') as checked_in,
      (select count(*)::int from q_reservations r where r.schedule_id = s.id
        and r.visit_date between ${from}::date and ${to}::date and r.status = 'CANCELLED') as cancelled,
      coalesce((select sum(p.served)::int from per_day p where p.id = s.id), 0) as served,
      (select count(p.first_call)::int from per_day p where p.id = s.id) as days_with_call,
      (select sum(extract(epoch from (p.first_call - (p.day + s.start_time::time))) / 60)::float8
        from per_day p where p.id = s.id and p.first_call is not null) as delay_sum
    from sched s
    order by s.unit_name, s.doctor_name, s.weekday, s.start_time`.execute(db);

  let callDays = 0;
  let delaySum = 0;
  const rows: ScheduleEffectivenessRow[] = r.rows.map((x) => {
    callDays += x.days_with_call;
    delaySum += x.delay_sum === null ? 0 : Number(x.delay_sum);
    const quotaTotal = x.quota * x.practice_days;
    return {
      scheduleId: x.schedule_id,
      doctorName: x.doctor_name,
      unitId: x.unit_id,
      unitName: x.unit_name,
      weekday: Number(x.weekday),
      slot: x.slot,
      startTime: x.start_time,
      endTime: x.end_time,
      practiceDays: x.practice_days,
      quotaTotal,
      booked: x.booked,
      checkedIn: x.checked_in,
      cancelled: x.cancelled,
      served: x.served,
      utilisation: quotaTotal > 0 ? round1((x.served / quotaTotal) * 100) : null,
      avgStartDelay:
        x.delay_sum === null || x.days_with_call === 0
          ? null
          : round1(Number(x.delay_sum) / x.days_with_call),
      daysWithCall: x.days_with_call,
    };
  });
  const sum = (
    k: 'practiceDays' | 'quotaTotal' | 'booked' | 'checkedIn' | 'cancelled' | 'served',
  ) => rows.reduce((n, row) => n + row[k], 0);
  const quotaTotal = sum('quotaTotal');
  const served = sum('served');
  // Overall delay: the mean over every (schedule, practice day) with a call.
  return {
    rows,
    totals: {
      practiceDays: sum('practiceDays'),
      quotaTotal,
      booked: sum('booked'),
      checkedIn: sum('checkedIn'),
      cancelled: sum('cancelled'),
      served,
      utilisation: quotaTotal > 0 ? round1((served / quotaTotal) * 100) : null,
      avgStartDelay: callDays > 0 ? round1(delaySum / callDays) : null,
    },
  };
}

export const laporanAntreanModule = defineModule({
  context: 'laporan-antrean',
  implementations: ({ clock }) => [
    implement(laporanEfektivitasJadwalContract, {
      queries: {
        report: async ({ db, input }) => {
          const range = reportRange(input, wibDay(clock.now()));
          const filters = { ...range, unitId: input.unitId, doctor: input.doctor ?? null };
          const report = await scheduleEffectiveness(db, filters);
          // The filter's choices: units with an active schedule.
          const units = await sql<{ id: number; name: string }>`select distinct u.id, u.name
            from q_units u join q_doctor_schedules s on s.unit_id = u.id and s.status = 'Y'
            order by u.name`.execute(db);
          const answer: ScheduleEffectivenessData = {
            ...filters,
            maxDays: MAX_RANGE_DAYS,
            units: units.rows,
            list: report.rows,
            totals: report.totals,
          };
          return answer;
        },
      },
    }),
  ],
});
