import type { ConsultationSlotCode } from '@simrs/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Demo queue groups: code, name. */
export const QUEUE_GROUPS = [
  ['ADM', 'Admisi Rawat Jalan'],
  ['POLI', 'Poliklinik'],
  ['FAR', 'Farmasi'],
  ['PNJ', 'Penunjang'],
  ['UGD', 'Instalasi Gawat Darurat'],
  ['RANAP', 'Admisi Rawat Inap'],
] as const;

/** Demo units: code, name, category, prefix, group code, poli code (for clinics). */
export const QUEUE_UNITS: readonly (readonly [
  string,
  string,
  string,
  string,
  string,
  string | null,
])[] = [
  ['ADM-1', 'Admisi Rawat Jalan', 'admisi', 'A', 'ADM', null],
  ['INFO', 'Informasi', 'informasi', 'I', 'ADM', null],
  ['KASIR', 'Loket Kasir', 'loket', 'K', 'ADM', null],
  ['RANAP', 'Admisi Rawat Inap', 'ranap', 'R', 'RANAP', null],
  ['UGD-ADM', 'Admisi UGD', 'admisi-ugd', 'U', 'UGD', null],
  ['FAR', 'Farmasi Rawat Jalan', 'farmasi', 'F', 'FAR', null],
  ['FAR-UGD', 'Farmasi UGD', 'farmasi-ugd', 'G', 'UGD', null],
  ['LAB', 'Laboratorium', 'penunjang', 'L', 'PNJ', null],
  ['RAD', 'Radiologi', 'penunjang', 'X', 'PNJ', null],
  ['P-UMUM', 'Poli Umum', 'poli', 'PU', 'POLI', 'UMUM'],
  ['P-ANAK', 'Poli Anak', 'poli', 'PA', 'POLI', 'ANAK'],
  ['P-INT', 'Poli Penyakit Dalam', 'poli', 'PD', 'POLI', 'INT'],
  ['P-OBG', 'Poli Kandungan', 'poli', 'PK', 'POLI', 'OBG'],
  ['P-GIGI', 'Poli Gigi', 'poli', 'PG', 'POLI', 'GIGI'],
];

/** Demo display screens: code, name, route, group code. */
export const QUEUE_DISPLAYS = [
  ['TV-ADM', 'TV Lobi Admisi', 'display-antrian-admisi', 'ADM'],
  ['TV-POLI', 'TV Ruang Tunggu Poli', 'display-poli', 'POLI'],
  ['TV-FAR', 'TV Farmasi', 'display-antrian-farmasi', 'FAR'],
  ['TV-PNJ', 'TV Penunjang', 'display-penunjang', 'PNJ'],
  ['TV-UGD', 'TV UGD', 'display-antrian-ugd', 'UGD'],
] as const;

/** Demo doctors per clinic unit, practising every day of the week. */
export const QUEUE_DOCTORS: readonly (readonly [
  string,
  string,
  ConsultationSlotCode,
  string,
  string,
])[] = [
  ['P-UMUM', 'dr. Andi Pratama', 'PAGI', '07:00', '13:00'],
  ['P-UMUM', 'dr. Rina Kusuma', 'SORE', '14:00', '17:00'],
  ['P-UMUM', 'dr. Hendra Wijaya', 'MALAM', '17:00', '21:00'],
  ['P-ANAK', 'dr. Sari Dewi, Sp.A', 'PAGI', '08:00', '12:00'],
  ['P-INT', 'dr. Bambang Susilo, Sp.PD', 'PAGI', '08:00', '13:00'],
  ['P-OBG', 'dr. Maya Lestari, Sp.OG', 'SORE', '14:00', '17:00'],
  ['P-GIGI', 'drg. Fajar Nugroho', 'PAGI', '08:00', '12:00'],
];

export const QUEUE_HOLIDAYS = [
  ['2026-12-25', 'Hari Raya Natal'],
  ['2027-01-01', 'Tahun Baru Masehi'],
] as const;

/** Seeds the demo queue masters (inside the demo hospital's seed transaction). */
export async function seedQueue(trx: Transaction<Database>): Promise<void> {
  const groups = new Map<string, number>();
  for (const [code, name] of QUEUE_GROUPS) {
    const r = await sql<{ id: number }>`insert into q_groups (code, name) values (${code}, ${name})
      returning id`.execute(trx);
    groups.set(code, r.rows[0]?.id ?? 0);
  }
  const units = new Map<string, number>();
  for (const [code, name, category, prefix, group, poli] of QUEUE_UNITS) {
    const r = await sql<{
      id: number;
    }>`insert into q_units (code, name, category, prefix, group_id, poli_id)
      values (${code}, ${name}, ${category}, ${prefix}, ${groups.get(group) ?? 0},
        (select id from m_poli where code = ${poli})) returning id`.execute(trx);
    units.set(code, r.rows[0]?.id ?? 0);
  }
  for (const [code, name, route, group] of QUEUE_DISPLAYS) {
    await sql`insert into q_displays (code, name, route, group_id, running_text)
      values (${code}, ${name}, ${route}, ${groups.get(group) ?? 0},
        'Selamat datang di RS Umum Sehat Sentosa. Siapkan kartu identitas dan kartu BPJS Anda.')`.execute(
      trx,
    );
  }
  for (const [unit, doctor, slot, start, end] of QUEUE_DOCTORS) {
    // Every day of the week, Sunday (7) included: the demo hospital is tried (and its browser
    // tests run) on any day, and a Sunday with no clinic would leave nothing to register to.
    for (const weekday of ['1', '2', '3', '4', '5', '6', '7']) {
      await sql`insert into q_doctor_schedules (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
        values (${units.get(unit) ?? 0}, ${doctor}, ${weekday}, ${slot}, ${start}, ${end}, 40, 15)`.execute(
        trx,
      );
    }
  }
  for (const [date, name] of QUEUE_HOLIDAYS) {
    await sql`insert into q_holidays (date, name) values (${date}, ${name})`.execute(trx);
  }
}
