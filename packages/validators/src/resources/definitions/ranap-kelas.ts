import { z } from 'zod';
import { codeField, field, selectField, textField, yesNoField } from '../fields';
import type { FieldOption, ResourceDefinition } from '../types';

export const bpjsClassOptions: readonly FieldOption[] = [
  { value: '1', label: 'Kelas 1' },
  { value: '2', label: 'Kelas 2' },
  { value: '3', label: 'Kelas 3' },
];

const schema = z.object({
  code: codeField('Kode Kelas', 10),
  name: textField('Nama Kelas', 50),
  bpjsClass: selectField('Kelas BPJS', bpjsClassOptions),
  status: yesNoField().default('Y'),
});

export const ranapKelasResource: ResourceDefinition<typeof schema.shape> = {
  key: 'RanapKelas',
  menu: 'ranap-kelas',
  title: 'Master Kelas Rawat Inap',
  objectName: 'Kelas',
  table: 'm_ranap_kelas',
  fields: [
    field('code', 'Kode Kelas', 'code'),
    field('name', 'Nama Kelas', 'text'),
    field('bpjsClass', 'Kelas BPJS', 'select', { options: bpjsClassOptions, filterable: true }),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema,
  searchFields: ['code', 'name'],
  sortableFields: ['code', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'code', type: 'asc' },
  uniqueKeys: [['code']],
  hasStatus: true,
};
