/**
 * Context `laporan-antrean`: the queue reports (laporan-efektivitas-jadwal). Definitions of
 * every figure in docs/queue.md.
 */
import type { ScheduleEffectivenessData } from '@simrs/domain/queue';
import { z } from 'zod';
import { defineContract, out, query } from './kit';
import { optionalDay, optionalId, optionalText } from './params';

/** Longest range of the schedule effectiveness report, in days (both ends included). */
export const MAX_RANGE_DAYS = 31;

export const laporanEfektivitasJadwalContract = defineContract({
  module: 'LaporanEfektivitasJadwal',
  context: 'laporan-antrean',
  menu: 'laporan-efektivitas-jadwal',
  queries: {
    /** One row per active doctor schedule over the range (defaults: this month up to today). */
    report: query({
      input: z.object({
        from: optionalDay('Tanggal Awal'),
        to: optionalDay('Tanggal Akhir'),
        unitId: optionalId('Unit tidak valid.'),
        doctor: optionalText(100, 'Nama Dokter maksimal 100 karakter.'),
      }),
      access: 'view',
      output: out<ScheduleEffectivenessData>(),
    }),
  },
});

export const laporanAntreanContracts = [laporanEfektivitasJadwalContract] as const;
