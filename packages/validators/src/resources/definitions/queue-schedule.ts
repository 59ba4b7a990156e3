import { consultationSlot, consultationSlotLabel, findConsultationSlot } from '@simrs/domain';
import type { FieldOption } from '../types';
import {
  type CatalogField,
  catalogResource,
  HOUR_MINUTE,
  integer,
  ref,
  select,
} from './master-kit';

/**
 * The schedule's consultation slot: the domain's `consultationSlot` (spec 9: morning 06:30-14:00,
 * afternoon 14:00-17:00, evening 17:00-22:00), its codes stored, its words with the hours offered
 * ('Sore (14.00-17.00)').
 */
export const consultationSlotOptions: readonly FieldOption[] = consultationSlot.entries.map(
  (s) => ({ value: s.code, label: consultationSlotLabel(s.code, { hours: true }) }),
);

/** ISO weekday: 1 Monday ... 7 Sunday. */
export const weekdayOptions: readonly FieldOption[] = [
  { value: '1', label: 'Senin' },
  { value: '2', label: 'Selasa' },
  { value: '3', label: 'Rabu' },
  { value: '4', label: 'Kamis' },
  { value: '5', label: 'Jumat' },
  { value: '6', label: 'Sabtu' },
  { value: '7', label: 'Minggu' },
];

/** A schedule's start or end: 'HH:mm' of a 24-hour clock. */
const time = (fieldName: string, label: string): CatalogField => ({
  name: fieldName,
  label,
  type: 'time',
  pattern: { regex: HOUR_MINUTE, message: `${label} harus berformat JJ:MM.` },
});

/** Doctor schedules (jadwal-dokter) per unit, weekday and consultation slot. */
export const queueScheduleResource = catalogResource({
  menu: 'jadwal-dokter',
  context: 'antrean',
  title: 'Jadwal Dokter',
  objectName: 'Jadwal Dokter',
  table: 'q_doctor_schedules',
  fields: [
    ref('unitId', 'Unit Tujuan', 'UnitTujuan'),
    { name: 'doctorName', label: 'Nama Dokter', type: 'name', max: 100 },
    select('weekday', 'Hari', weekdayOptions),
    select('slot', 'Sesi', consultationSlotOptions),
    time('startTime', 'Jam Mulai'),
    time('endTime', 'Jam Selesai'),
    integer('quota', 'Kuota', { min: 1, max: 500 }),
    integer('quotaJkn', 'Kuota JKN', { min: 0, max: 500, default: 0, inList: false }),
  ],
  refine: (schema) =>
    schema
      .refine((v) => (v.endTime as string) > (v.startTime as string), {
        message: 'Jam Selesai harus lebih besar dari Jam Mulai',
        path: ['endTime'],
      })
      .refine(
        (v) => {
          const range = findConsultationSlot(v.slot as string);
          const start = v.startTime as string;
          return !range || (start >= range.start && (v.endTime as string) <= range.end);
        },
        { message: 'Jam praktik harus berada di dalam jam sesi.', path: ['startTime'] },
      ),
  status: 'active',
  search: ['doctorName'],
  sort: ['doctorName', 'weekday', 'startTime', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'weekday', type: 'asc' },
  unique: [['unitId', 'doctorName', 'weekday', 'slot']],
});

/** Holidays (hari-libur): no tickets or reservations are issued for these dates. */
export const queueHolidayResource = catalogResource({
  menu: 'hari-libur',
  context: 'antrean',
  title: 'Hari Libur',
  objectName: 'Hari Libur',
  table: 'q_holidays',
  fields: [
    { name: 'date', label: 'Tanggal', type: 'date' },
    { name: 'name', label: 'Keterangan', type: 'text', max: 100 },
  ],
  status: false,
  search: ['name'],
  sort: ['date', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'date', type: 'asc' },
  unique: [['date']],
});
