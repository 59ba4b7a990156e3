import { z } from 'zod';
import { codeField, field, integerField, referenceField, textField, yesNoField } from '../fields';
import type { ResourceDefinition } from '../types';

const schema = z.object({
  code: codeField('Kode Bangsal', 10),
  name: textField('Nama Bangsal', 100),
  kelasId: referenceField('Kelas'),
  capacity: integerField('Kapasitas Bed', 0, 1000),
  status: yesNoField().default('Y'),
});

export const ranapBangsalResource: ResourceDefinition<typeof schema.shape> = {
  key: 'RanapBangsal',
  menu: 'ranap-bangsal',
  title: 'Master Bangsal Rawat Inap',
  objectName: 'Bangsal',
  table: 'm_ranap_bangsal',
  fields: [
    field('code', 'Kode Bangsal', 'code'),
    field('name', 'Nama Bangsal', 'text'),
    field('kelasId', 'Kelas', 'reference', {
      reference: { resource: 'RanapKelas', labelField: 'name' },
      filterable: true,
    }),
    field('capacity', 'Kapasitas Bed', 'number'),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema,
  searchFields: ['code', 'name'],
  sortableFields: ['code', 'name', 'capacity', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
  uniqueKeys: [['code']],
  hasStatus: true,
};
