import { z } from 'zod';
import { codeField, field, textField, yesNoField } from '../fields';
import type { ResourceDefinition } from '../types';

const schema = z.object({
  code: codeField('Kode Group', 20),
  name: textField('Nama Group', 100),
  status: yesNoField().default('Y'),
});

/** Queue groups (group-antrean): units called from the same hall share a group and its displays. */
export const queueGroupResource: ResourceDefinition<typeof schema.shape> = {
  key: 'GroupAntrean',
  menu: 'group-antrean',
  title: 'Group Antrean',
  objectName: 'Group Antrean',
  table: 'q_groups',
  fields: [
    field('code', 'Kode Group', 'code'),
    field('name', 'Nama Group', 'text'),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema,
  searchFields: ['code', 'name'],
  sortableFields: ['code', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
  uniqueKeys: [['code']],
  hasStatus: true,
};
