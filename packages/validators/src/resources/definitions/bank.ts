import { z } from 'zod';
import { codeField, field, textField, yesNoField } from '../fields';
import type { ResourceDefinition } from '../types';

const schema = z.object({
  code: codeField('Kode Bank', 10),
  name: textField('Nama Bank', 100),
  status: yesNoField().default('Y'),
});

export const bankResource: ResourceDefinition<typeof schema.shape> = {
  key: 'Bank',
  menu: 'bank',
  title: 'Master Bank',
  objectName: 'Bank',
  table: 'm_bank',
  fields: [
    field('code', 'Kode Bank', 'code'),
    field('name', 'Nama Bank', 'text'),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema,
  searchFields: ['code', 'name'],
  sortableFields: ['code', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
  uniqueKeys: [['code']],
  hasStatus: true,
};
