import { z } from 'zod';
import {
  dateField,
  field,
  integerField,
  nameField,
  referenceField,
  selectField,
  textField,
  yesNoField,
} from '../fields';
import type { FieldOption, ResourceDefinition } from '../types';

/** Consultation slots (spec section 9): morning 06:30-14:00, afternoon 14:00-17:00, evening 17:00-22:00. */
export const CONSULTATION_SLOTS = {
  pagi: { start: '06:30', end: '14:00' },
  siang: { start: '14:00', end: '17:00' },
  malam: { start: '17:00', end: '22:00' },
} as const;
export type ConsultationSlot = keyof typeof CONSULTATION_SLOTS;

export const consultationSlotOptions: readonly FieldOption[] = [
  { value: 'pagi', label: 'Pagi (06:30-14:00)' },
  { value: 'siang', label: 'Siang (14:00-17:00)' },
  { value: 'malam', label: 'Malam (17:00-22:00)' },
];

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

const time = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} harus berformat JJ:MM.`);

/** The slot a time range belongs to: the one containing its start. */
export function slotOf(start: string): ConsultationSlot | null {
  for (const [slot, range] of Object.entries(CONSULTATION_SLOTS) as [
    ConsultationSlot,
    { start: string; end: string },
  ][]) {
    if (start >= range.start && start < range.end) return slot;
  }
  return null;
}

const scheduleSchema = z
  .object({
    unitId: referenceField('Unit Tujuan'),
    doctorName: nameField('Nama Dokter', 100),
    weekday: selectField('Hari', weekdayOptions),
    slot: selectField('Sesi', consultationSlotOptions),
    startTime: time('Jam Mulai'),
    endTime: time('Jam Selesai'),
    quota: integerField('Kuota', 1, 500),
    quotaJkn: integerField('Kuota JKN', 0, 500).default(0),
    status: yesNoField().default('Y'),
  })
  .refine((v) => v.endTime > v.startTime, {
    message: 'Jam Selesai harus lebih besar dari Jam Mulai',
    path: ['endTime'],
  })
  .refine(
    (v) => {
      const range = CONSULTATION_SLOTS[v.slot as ConsultationSlot];
      return !range || (v.startTime >= range.start && v.endTime <= range.end);
    },
    { message: 'Jam praktik harus berada di dalam jam sesi.', path: ['startTime'] },
  );

/** Doctor schedules (jadwal-dokter) per unit, weekday and consultation slot. */
export const queueScheduleResource: ResourceDefinition<typeof scheduleSchema.shape> = {
  key: 'JadwalDokter',
  menu: 'jadwal-dokter',
  title: 'Jadwal Dokter',
  objectName: 'Jadwal Dokter',
  table: 'q_doctor_schedules',
  fields: [
    field('unitId', 'Unit Tujuan', 'reference', {
      reference: { resource: 'UnitTujuan', labelField: 'name' },
      filterable: true,
    }),
    field('doctorName', 'Nama Dokter', 'text'),
    field('weekday', 'Hari', 'select', { options: weekdayOptions, filterable: true }),
    field('slot', 'Sesi', 'select', { options: consultationSlotOptions, filterable: true }),
    field('startTime', 'Jam Mulai', 'text'),
    field('endTime', 'Jam Selesai', 'text'),
    field('quota', 'Kuota', 'number'),
    field('quotaJkn', 'Kuota JKN', 'number', { inList: false }),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema: scheduleSchema,
  searchFields: ['doctorName'],
  sortableFields: ['doctorName', 'weekday', 'startTime', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'weekday', type: 'asc' },
  uniqueKeys: [['unitId', 'doctorName', 'weekday', 'slot']],
  hasStatus: true,
};

const holidaySchema = z.object({
  date: dateField('Tanggal'),
  name: textField('Keterangan', 100),
});

/** Holidays (hari-libur): no tickets or reservations are issued for these dates. */
export const queueHolidayResource: ResourceDefinition<typeof holidaySchema.shape> = {
  key: 'HariLibur',
  menu: 'hari-libur',
  title: 'Hari Libur',
  objectName: 'Hari Libur',
  table: 'q_holidays',
  fields: [field('date', 'Tanggal', 'date'), field('name', 'Keterangan', 'text')],
  schema: holidaySchema,
  searchFields: ['name'],
  sortableFields: ['date', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'date', type: 'asc' },
  uniqueKeys: [['date']],
  hasStatus: false,
};
