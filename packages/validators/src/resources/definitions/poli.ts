import { z } from 'zod';
import { codeField, field, optional, textField, yesNoField } from '../fields';
import type { ResourceDefinition } from '../types';

const schema = z.object({
  code: codeField('Kode Poli'),
  name: textField('Nama Poli', 100),
  bpjsCode: optional(codeField('Kode Poli BPJS', 10)),
  status: yesNoField().default('Y'),
});

export const poliResource: ResourceDefinition<typeof schema.shape> = {
  key: 'Poli',
  menu: 'poli',
  title: 'Master Poli',
  objectName: 'Poli',
  table: 'm_poli',
  fields: [
    field('code', 'Kode Poli', 'code'),
    field('name', 'Nama Poli', 'text'),
    field('bpjsCode', 'Kode Poli BPJS', 'code', { required: false }),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema,
  searchFields: ['code', 'name'],
  sortableFields: ['code', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
  uniqueKeys: [['code']],
  hasStatus: true,
};
