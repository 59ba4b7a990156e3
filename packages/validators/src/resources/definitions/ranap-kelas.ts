import type { FieldOption } from '../types';
import { catalogResource, code, name, select } from './master-kit';

export const bpjsClassOptions: readonly FieldOption[] = [
  { value: '1', label: 'Kelas 1' },
  { value: '2', label: 'Kelas 2' },
  { value: '3', label: 'Kelas 3' },
];

export const ranapKelasResource = catalogResource({
  menu: 'ranap-kelas',
  title: 'Master Kelas Rawat Inap',
  objectName: 'Kelas',
  table: 'm_ranap_kelas',
  fields: [
    code('Kode Kelas', 10),
    name('Nama Kelas', 50),
    select('bpjsClass', 'Kelas BPJS', bpjsClassOptions),
  ],
  status: 'active',
  sort: ['code', 'name', 'createdAt', 'updatedAt'],
});
