import { z } from 'zod';
import {
  codeField,
  field,
  optional,
  referenceField,
  selectField,
  textField,
  yesNoField,
} from '../fields';
import type { FieldOption, ResourceDefinition } from '../types';

/** Unit categories of the spec (vocabularies, section 3). */
export const QUEUE_UNIT_CATEGORIES = [
  'admisi',
  'ranap',
  'informasi',
  'loket',
  'penunjang',
  'poli',
  'farmasi',
  'admisi-ugd',
  'farmasi-ugd',
] as const;
export type QueueUnitCategory = (typeof QUEUE_UNIT_CATEGORIES)[number];

export const queueUnitCategoryOptions: readonly FieldOption[] = [
  { value: 'admisi', label: 'Admisi' },
  { value: 'ranap', label: 'Admisi Rawat Inap' },
  { value: 'informasi', label: 'Informasi' },
  { value: 'loket', label: 'Loket' },
  { value: 'penunjang', label: 'Penunjang' },
  { value: 'poli', label: 'Poliklinik' },
  { value: 'farmasi', label: 'Farmasi' },
  { value: 'admisi-ugd', label: 'Admisi UGD' },
  { value: 'farmasi-ugd', label: 'Farmasi UGD' },
];

const schema = z.object({
  code: codeField('Kode Unit', 20),
  name: textField('Nama Unit', 100),
  category: selectField('Kategori Unit', queueUnitCategoryOptions),
  prefix: z
    .string({ error: 'Prefix Nomor wajib diisi.' })
    .trim()
    .regex(/^[A-Z]{1,3}$/, 'Prefix Nomor harus 1-3 huruf kapital.'),
  groupId: referenceField('Group Antrean'),
  poliId: optional(referenceField('Poli')),
  kioskVisible: yesNoField('Tampil di Anjungan').default('Y'),
  status: yesNoField().default('Y'),
});

/** Destination units (unit-tujuan): each issues its own numbers per day with its prefix. */
export const queueUnitResource: ResourceDefinition<typeof schema.shape> = {
  key: 'UnitTujuan',
  menu: 'unit-tujuan',
  title: 'Unit Tujuan',
  objectName: 'Unit Tujuan',
  table: 'q_units',
  fields: [
    field('code', 'Kode Unit', 'code'),
    field('name', 'Nama Unit', 'text'),
    field('category', 'Kategori Unit', 'select', {
      options: queueUnitCategoryOptions,
      filterable: true,
    }),
    field('prefix', 'Prefix Nomor', 'code'),
    field('groupId', 'Group Antrean', 'reference', {
      reference: { resource: 'GroupAntrean', labelField: 'name' },
      filterable: true,
    }),
    field('poliId', 'Poli', 'reference', {
      reference: { resource: 'Poli', labelField: 'name' },
      required: false,
      filterable: true,
    }),
    field('kioskVisible', 'Tampil di Anjungan', 'yesno', { filterable: true }),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema,
  searchFields: ['code', 'name'],
  sortableFields: ['code', 'name', 'category', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
  uniqueKeys: [['code']],
  hasStatus: true,
};
