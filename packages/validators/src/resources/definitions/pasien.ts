import type { FieldOption } from '../types';
import { catalogResource, code, select } from './master-kit';

/** Sex codes of the spec: 1 male, 2 female, 0 unknown, 3 undeterminable, 4 not filled. */
export const sexOptions: readonly FieldOption[] = [
  { value: '1', label: 'Laki-laki' },
  { value: '2', label: 'Perempuan' },
  { value: '0', label: 'Tidak Diketahui' },
  { value: '3', label: 'Tidak Dapat Ditentukan' },
  { value: '4', label: 'Tidak Mengisi' },
];

/**
 * Patients: the list, search and export of the patient record (the full record, its child lists
 * and its rules are the `Pasien` contract's: `contracts/pasien.ts`, `patient-record.ts`). The RM
 * number is assigned by the server on add; the list's status filter tells active patients from
 * inactive ones (a patient is never deleted). The search box takes whatever a clerk types: a full NIK, the first 6 or more digits
 * of one, a BPJS card number, an RM number with or without its leading zeros ('293' finds
 * '00000293'), or part of a name. Each lookup is served by an index of `patients`.
 */
export const pasienResource = catalogResource({
  menu: 'pasien',
  context: 'pasien',
  title: 'Pasien',
  objectName: 'Pasien',
  table: 'patients',
  fields: [
    code('No. RM', 12, { name: 'rmNo', required: false }),
    { name: 'nik', label: 'NIK', type: 'nik', required: false },
    code('No. Kartu BPJS', 13, {
      name: 'bpjsNo',
      required: false,
      pattern: { regex: /^\d{13}$/, message: 'No. Kartu BPJS harus 13 digit angka.' },
      input: 'digits',
    }),
    { name: 'name', label: 'Nama Pasien', type: 'name', max: 100, index: 'trigram' },
    select('sex', 'Jenis Kelamin', sexOptions),
    { name: 'birthDate', label: 'Tanggal Lahir', type: 'date' },
    {
      name: 'address',
      label: 'Alamat',
      type: 'textarea',
      max: 255,
      multiline: false,
      required: false,
    },
    {
      name: 'phone',
      label: 'No. Telepon',
      type: 'phone',
      required: false,
      inList: false,
      pattern: { regex: /^[1-9]\d{0,17}$/, message: 'No. Telepon hanya angka, tanpa 0 di depan.' },
    },
  ],
  status: 'keep',
  search: ['name'],
  exactSearch: [
    { field: 'nik', pattern: /^\d{16}$/ },
    { field: 'nik', pattern: /^\d{6,15}$/, match: 'prefix' },
    { field: 'bpjsNo', pattern: /^\d{13}$/ },
    { field: 'rmNo', pattern: /^\d{1,12}$/, match: 'number' },
  ],
  sort: ['rmNo', 'name', 'birthDate', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'rmNo', type: 'desc' },
  unique: [['rmNo'], ['nik']],
});
