/**
 * Laporan efektivitas jadwal dokter: `GET /get/LaporanEfektivitasJadwal` (see docs/queue.md).
 */

import type { ScheduleEffectivenessData } from '@simrs/domain/queue';
import useSWR from 'swr';
import type { Query } from './client';
import type { BoError } from './errors';
import { asBoError, useBoClient } from './hooks';

export type {
  ScheduleEffectivenessData,
  ScheduleEffectivenessRow,
  ScheduleEffectivenessTotals,
} from '@simrs/domain/queue';

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
