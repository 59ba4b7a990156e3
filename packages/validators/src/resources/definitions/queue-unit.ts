import { unitCategory } from '@simrs/domain';
import type { QueueUnitCategory } from '@simrs/domain/queue';
import type { FieldOption } from '../types';
import { catalogResource, code, name, ref, select, vocabularyOptions } from './master-kit';

/** Unit categories of the spec (vocabularies, section 3): the domain list `unitCategory`. */
export const QUEUE_UNIT_CATEGORIES: readonly QueueUnitCategory[] = unitCategory.entries.map(
  (e) => e.code,
);
export type { QueueUnitCategory };

export const queueUnitCategoryOptions: readonly FieldOption[] = vocabularyOptions(unitCategory);

/** Destination units (unit-tujuan): each issues its own numbers per day with its prefix. */
export const queueUnitResource = catalogResource({
  menu: 'unit-tujuan',
  context: 'antrean',
  title: 'Unit Tujuan',
  objectName: 'Unit Tujuan',
  table: 'q_units',
  fields: [
    code('Kode Unit', 20),
    name('Nama Unit', 100),
    select('category', 'Kategori Unit', queueUnitCategoryOptions),
    code('Prefix Nomor', 3, {
      name: 'prefix',
      pattern: {
        regex: /^[A-Z]{1,3}$/,
        message: 'Prefix Nomor harus 1-3 huruf kapital.',
        trim: true,
      },
      input: 'letters',
    }),
    ref('groupId', 'Group Antrean', 'GroupAntrean'),
    ref('poliId', 'Poli', 'Poli', { required: false }),
    { name: 'kioskVisible', label: 'Tampil di Anjungan', type: 'yesno', default: 'Y' },
  ],
  status: 'active',
  sort: ['code', 'name', 'category', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
});
