/**
 * Time slots, assessment intervals, report months and day shifts (vocabularies-statuses-limits.md
 * section 3, "Time slots", and the month and shift lists it names).
 */
import { optionList } from '../vocabulary';

/**
 * Consultation slots (spec 9: morning 06:30-14:00, afternoon 14:00-17:00, evening 17:00-22:00);
 * `start` inclusive, `end` exclusive, 'HH:mm' in hospital local time. The one definition of the
 * slots: their codes are what doctor schedules store, their words what every screen shows (the
 * afternoon is 'Sore' everywhere).
 */
export const consultationSlot = optionList('consultationSlot', 'Sesi Praktik', [
  { code: 'PAGI', label: 'Pagi', tone: 'neutral', start: '06:30', end: '14:00' },
  { code: 'SORE', label: 'Sore', tone: 'neutral', start: '14:00', end: '17:00' },
  { code: 'MALAM', label: 'Malam', tone: 'neutral', start: '17:00', end: '22:00' },
]);
export type ConsultationSlotCode = (typeof consultationSlot.entries)[number]['code'];
export type ConsultationSlot = (typeof consultationSlot.entries)[number];

/** The codes of the slots, in order (a schema's or a column check's list). */
export const CONSULTATION_SLOT_CODES = consultationSlot.entries.map((s) => s.code) as [
  ConsultationSlotCode,
  ...ConsultationSlotCode[],
];

/** The slot of a code, or undefined for anything else. */
export function findConsultationSlot(code: string): ConsultationSlot | undefined {
  return consultationSlot.entries.find((s) => s.code === code);
}

/**
 * A slot as the screens name it: its word ('Sore'), or with its hours in the Indonesian way
 * ('Sore (14.00-17.00)'); an unknown code is shown as it is.
 */
export function consultationSlotLabel(code: string, options: { hours?: boolean } = {}): string {
  const slot = findConsultationSlot(code);
  if (!slot) return code;
  if (!options.hours) return slot.label;
  const dotted = (time: string) => time.replace(':', '.');
  return `${slot.label} (${dotted(slot.start)}-${dotted(slot.end)})`;
}

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
