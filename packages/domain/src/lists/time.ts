/**
 * Time slots, assessment intervals, report months and day shifts (vocabularies-statuses-limits.md
 * section 3, "Time slots", and the month and shift lists it names).
 */
import { optionList } from '../vocabulary';

/** Consultation slots; `start` inclusive, `end` exclusive, 'HH:mm' in hospital local time. */
export const consultationSlot = optionList('consultationSlot', 'Sesi Praktik', [
  { code: 'PAGI', label: 'Pagi (06.30-14.00)', tone: 'neutral', start: '06:30', end: '14:00' },
  { code: 'SORE', label: 'Sore (14.00-17.00)', tone: 'neutral', start: '14:00', end: '17:00' },
  { code: 'MALAM', label: 'Malam (17.00-22.00)', tone: 'neutral', start: '17:00', end: '22:00' },
]);
export type ConsultationSlotCode = (typeof consultationSlot.entries)[number]['code'];

function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Invalid time ${time}, expected HH:mm`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The consultation slot a local time ('HH:mm') falls in, or undefined outside 06:30-22:00. */
export function consultationSlotAt(
  time: string,
): (typeof consultationSlot.entries)[number] | undefined {
  const t = minutesOf(time);
  return consultationSlot.entries.find((s) => t >= minutesOf(s.start) && t < minutesOf(s.end));
}

/** Assessment repetition interval in seconds; 999999 means another interval, entered by hand. */
export const assessmentInterval = optionList('assessmentInterval', 'Interval Pengkajian', [
  { code: 900, label: 'Setiap 15 menit', tone: 'neutral' },
  { code: 3600, label: 'Setiap 1 jam', tone: 'neutral' },
  { code: 10800, label: 'Setiap 3 jam', tone: 'neutral' },
  { code: 25200, label: 'Setiap 7 jam', tone: 'neutral' },
  { code: 999999, label: 'Lainnya', tone: 'neutral' },
]);
export const OTHER_ASSESSMENT_INTERVAL = 999999;

/** Unit of a hand-entered interval, in seconds. */
export const intervalUnit = optionList('intervalUnit', 'Satuan Interval', [
  { code: 60, label: 'Menit', tone: 'neutral' },
  { code: 3600, label: 'Jam', tone: 'neutral' },
]);

export const reportMonth = optionList('reportMonth', 'Bulan Laporan', [
  { code: 1, label: 'Januari', tone: 'neutral' },
  { code: 2, label: 'Februari', tone: 'neutral' },
  { code: 3, label: 'Maret', tone: 'neutral' },
  { code: 4, label: 'April', tone: 'neutral' },
  { code: 5, label: 'Mei', tone: 'neutral' },
  { code: 6, label: 'Juni', tone: 'neutral' },
  { code: 7, label: 'Juli', tone: 'neutral' },
  { code: 8, label: 'Agustus', tone: 'neutral' },
  { code: 9, label: 'September', tone: 'neutral' },
  { code: 10, label: 'Oktober', tone: 'neutral' },
  { code: 11, label: 'November', tone: 'neutral' },
  { code: 12, label: 'Desember', tone: 'neutral' },
]);

export const dayShift = optionList('dayShift', 'Dinas', [
  { code: 'PAGI', label: 'Pagi', tone: 'neutral' },
  { code: 'SIANG', label: 'Siang', tone: 'neutral' },
  { code: 'MALAM', label: 'Malam', tone: 'neutral' },
]);
