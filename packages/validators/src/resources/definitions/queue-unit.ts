import { unitCategory } from '@simrs/domain';
import type { QueueUnitCategory } from '@simrs/domain/queue';
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
import { vocabularyOptions } from './master-kit';

/** Unit categories of the spec (vocabularies, section 3): the domain list `unitCategory`. */
export const QUEUE_UNIT_CATEGORIES: readonly QueueUnitCategory[] = unitCategory.entries.map(
  (e) => e.code,
);
export type { QueueUnitCategory };

export const queueUnitCategoryOptions: readonly FieldOption[] = vocabularyOptions(unitCategory);

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
