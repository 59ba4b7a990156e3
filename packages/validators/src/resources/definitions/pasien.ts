import { z } from 'zod';
import {
  codeField,
  dateField,
  field,
  nameField,
  nikField,
  optional,
  selectField,
  textField,
} from '../fields';
import type { FieldOption, ResourceDefinition } from '../types';

/** Sex codes of the spec: 1 male, 2 female, 0 unknown, 3 undeterminable, 4 not filled. */
export const sexOptions: readonly FieldOption[] = [
  { value: '1', label: 'Laki-laki' },
  { value: '2', label: 'Perempuan' },
  { value: '0', label: 'Tidak Diketahui' },
  { value: '3', label: 'Tidak Dapat Ditentukan' },
  { value: '4', label: 'Tidak Mengisi' },
];

const schema = z.object({
  rmNo: codeField('No. RM', 12),
  nik: optional(nikField()),
  bpjsNo: optional(z.string().regex(/^\d{13}$/, 'No. Kartu BPJS harus 13 digit angka.')),
  name: nameField('Nama Pasien', 100),
  sex: selectField('Jenis Kelamin', sexOptions),
  birthDate: dateField('Tanggal Lahir'),
  address: optional(textField('Alamat', 255)),
  phone: optional(
    z.string().regex(/^[1-9]\d{0,17}$/, 'No. Telepon hanya angka, tanpa 0 di depan.'),
  ),
});

export const pasienResource: ResourceDefinition<typeof schema.shape> = {
  key: 'Pasien',
  menu: 'pasien',
  title: 'Pasien',
  objectName: 'Pasien',
  table: 'patients',
  fields: [
    field('rmNo', 'No. RM', 'code'),
    field('nik', 'NIK', 'code', { required: false }),
    field('bpjsNo', 'No. Kartu BPJS', 'code', { required: false }),
    field('name', 'Nama Pasien', 'text'),
    field('sex', 'Jenis Kelamin', 'select', { options: sexOptions, filterable: true }),
    field('birthDate', 'Tanggal Lahir', 'date'),
    field('address', 'Alamat', 'textarea', { required: false, inList: false }),
    field('phone', 'No. Telepon', 'text', { required: false, inList: false }),
  ],
  schema,
  searchFields: ['name'],
  exactSearch: [
    { field: 'nik', pattern: /^\d{16}$/ },
    { field: 'bpjsNo', pattern: /^\d{13}$/ },
    { field: 'rmNo', pattern: /^\d{6,8}$/ },
  ],
  sortableFields: ['rmNo', 'name', 'birthDate', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'rmNo', type: 'desc' },
  uniqueKeys: [['rmNo'], ['nik']],
  hasStatus: false,
};
