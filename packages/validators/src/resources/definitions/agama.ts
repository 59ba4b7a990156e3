import { z } from 'zod';
import { field, textField, yesNoField } from '../fields';
import type { ResourceDefinition } from '../types';

const schema = z.object({
  name: textField('Nama Agama', 50),
  status: yesNoField().default('Y'),
});

export const agamaResource: ResourceDefinition<typeof schema.shape> = {
  key: 'Agama',
  menu: 'agama',
  title: 'Master Agama',
  objectName: 'Agama',
  table: 'm_agama',
  fields: [
    field('name', 'Nama Agama', 'text'),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema,
  searchFields: ['name'],
  sortableFields: ['name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
  uniqueKeys: [['name']],
  hasStatus: true,
};
