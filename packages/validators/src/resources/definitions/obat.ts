import type { FieldOption } from '../types';
import { catalogResource, code, integer, money, name, select } from './master-kit';

export const obatUnitOptions: readonly FieldOption[] = [
  { value: 'TABLET', label: 'Tablet' },
  { value: 'KAPSUL', label: 'Kapsul' },
  { value: 'BOTOL', label: 'Botol' },
  { value: 'AMPUL', label: 'Ampul' },
  { value: 'VIAL', label: 'Vial' },
  { value: 'TUBE', label: 'Tube' },
  { value: 'SACHET', label: 'Sachet' },
];

export const obatResource = catalogResource({
  menu: 'obat',
  title: 'Master Obat',
  objectName: 'Obat',
  table: 'm_obat',
  fields: [
    code('Kode Obat'),
    name('Nama Obat', 150, { index: 'trigram' }),
    select('unit', 'Satuan', obatUnitOptions),
    money('price', 'Harga', { max: 999_999_999_999 }),
    integer('minStock', 'Stok Minimum', { min: 0, max: 1_000_000 }),
  ],
  status: 'active',
  sort: ['code', 'name', 'price', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
});
