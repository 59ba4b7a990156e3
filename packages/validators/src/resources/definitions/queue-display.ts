import { z } from 'zod';
import {
  codeField,
  field,
  integerField,
  referenceField,
  selectField,
  textField,
  yesNoField,
} from '../fields';
import type { FieldOption, ResourceDefinition } from '../types';

/** Public display routes a screen can show (spec section 2.2). */
export const displayRouteOptions: readonly FieldOption[] = [
  { value: 'display-poli', label: 'Display Poli' },
  { value: 'display-penunjang', label: 'Display Penunjang' },
  { value: 'display-antrian', label: 'Display Antrian' },
  { value: 'display-antrian-admisi', label: 'Display Antrian Admisi' },
  { value: 'display-antrian-perawat', label: 'Display Antrian Perawat' },
  { value: 'display-antrian-farmasi', label: 'Display Antrian Farmasi' },
  { value: 'display-antrian-farmasi-ugd', label: 'Display Antrian Farmasi UGD' },
  { value: 'display-antrian-ugd', label: 'Display Antrian UGD' },
  { value: 'display-antrian-admisi-ugd', label: 'Display Antrian Admisi UGD' },
  { value: 'display-anjungan-ranap', label: 'Display Anjungan Rawat Inap' },
];

const schema = z.object({
  code: codeField('Kode Layar', 20),
  name: textField('Nama Layar', 100),
  route: selectField('Tampilan', displayRouteOptions),
  groupId: referenceField('Group Antrean'),
  runningText: textField('Teks Berjalan', 300).default('Selamat datang'),
  rows: integerField('Jumlah Baris', 3, 20).default(8),
  status: yesNoField().default('Y'),
});

/** Display-screen configuration (display-layar): which group a TV shows, and how. */
export const queueDisplayResource: ResourceDefinition<typeof schema.shape> = {
  key: 'DisplayLayar',
  menu: 'display-layar',
  title: 'Display Layar',
  objectName: 'Display Layar',
  table: 'q_displays',
  fields: [
    field('code', 'Kode Layar', 'code'),
    field('name', 'Nama Layar', 'text'),
    field('route', 'Tampilan', 'select', { options: displayRouteOptions, filterable: true }),
    field('groupId', 'Group Antrean', 'reference', {
      reference: { resource: 'GroupAntrean', labelField: 'name' },
      filterable: true,
    }),
    field('runningText', 'Teks Berjalan', 'textarea', { inList: false }),
    field('rows', 'Jumlah Baris', 'number', { inList: false }),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema,
  searchFields: ['code', 'name'],
  sortableFields: ['code', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
  uniqueKeys: [['code']],
  hasStatus: true,
};
