import type { FieldOption } from '../types';
import { catalogResource, code, integer, name, ref, select } from './master-kit';

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

/** Display-screen configuration (display-layar): which group a TV shows, and how. */
export const queueDisplayResource = catalogResource({
  menu: 'display-layar',
  context: 'antrean',
  title: 'Display Layar',
  objectName: 'Display Layar',
  table: 'q_displays',
  fields: [
    code('Kode Layar', 20),
    name('Nama Layar', 100),
    select('route', 'Tampilan', displayRouteOptions),
    ref('groupId', 'Group Antrean', 'GroupAntrean'),
    {
      name: 'runningText',
      label: 'Teks Berjalan',
      type: 'textarea',
      max: 300,
      multiline: false,
      default: 'Selamat datang',
    },
    integer('rows', 'Jumlah Baris', { min: 3, max: 20, default: 8, inList: false }),
  ],
  status: 'active',
  sort: ['code', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
});
