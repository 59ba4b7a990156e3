/**
 * Laporan efektivitas jadwal dokter: `GET /get/LaporanEfektivitasJadwal` (see docs/queue.md).
 */
import useSWR from 'swr';
import type { Query } from './client';
import type { BoError } from './errors';
import { asBoError, useBoClient } from './hooks';

export interface ScheduleEffectivenessRow {
  scheduleId: number;
  doctorName: string;
  unitId: number;
  unitName: string;
  /** ISO weekday, 1 = Senin ... 7 = Minggu. */
  weekday: number;
  slot: 'pagi' | 'siang' | 'malam';
  startTime: string;
  endTime: string;
  practiceDays: number;
  quotaTotal: number;
  booked: number;
  checkedIn: number;
  cancelled: number;
  served: number;
  /** Percent, one decimal; null when the quota total is 0. */
  utilisation: number | null;
  /** Minutes, one decimal; null when no call fell within the slot. */
  avgStartDelay: number | null;
  daysWithCall: number;
}

export type ScheduleEffectivenessTotals = Pick<
  ScheduleEffectivenessRow,
  | 'practiceDays'
  | 'quotaTotal'
  | 'booked'
  | 'checkedIn'
  | 'cancelled'
  | 'served'
  | 'utilisation'
  | 'avgStartDelay'
>;

export interface ScheduleEffectivenessData {
  from: string;
  to: string;
  unitId: number | null;
  doctor: string | null;
  maxDays: number;
  units: { id: number; name: string }[];
  list: ScheduleEffectivenessRow[];
  totals: ScheduleEffectivenessTotals;
}

export interface ScheduleEffectivenessFilters {
  from: string;
  to: string;
  unitId?: string | null;
  doctor?: string | null;
}

export const queueReportKey = (query: Query) =>
  ['bo', 'queue-report', 'LaporanEfektivitasJadwal', query] as const;

/**
 * The report for a range (YYYY-MM-DD, at most 31 days) and optional unit / doctor filters.
 * Idle while `filters` is null (e.g. an invalid range in the form).
 */
export function useLaporanEfektivitasJadwal(filters: ScheduleEffectivenessFilters | null) {
  const client = useBoClient();
  const query: Query | null = filters
    ? {
        from: filters.from,
        to: filters.to,
        ...(filters.unitId ? { unitId: filters.unitId } : {}),
        ...(filters.doctor?.trim() ? { doctor: filters.doctor.trim() } : {}),
      }
    : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR<
    ScheduleEffectivenessData,
    BoError
  >(
    query ? queueReportKey(query) : null,
    async ([, , module, q]: ReturnType<typeof queueReportKey>) => {
      try {
        return (await client.get<ScheduleEffectivenessData>(module, null, null, q)).data;
      } catch (cause) {
        throw asBoError(cause);
      }
    },
    { keepPreviousData: true },
  );
  return { data, error, isLoading, isValidating, mutate, rows: data?.list ?? [] };
}
