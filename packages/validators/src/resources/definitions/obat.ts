import { z } from 'zod';
import {
  codeField,
  field,
  integerField,
  moneyField,
  selectField,
  textField,
  yesNoField,
} from '../fields';
import type { FieldOption, ResourceDefinition } from '../types';

export const obatUnitOptions: readonly FieldOption[] = [
  { value: 'TABLET', label: 'Tablet' },
  { value: 'KAPSUL', label: 'Kapsul' },
  { value: 'BOTOL', label: 'Botol' },
  { value: 'AMPUL', label: 'Ampul' },
  { value: 'VIAL', label: 'Vial' },
  { value: 'TUBE', label: 'Tube' },
  { value: 'SACHET', label: 'Sachet' },
];

const schema = z.object({
  code: codeField('Kode Obat'),
  name: textField('Nama Obat', 150),
  unit: selectField('Satuan', obatUnitOptions),
  price: moneyField('Harga'),
  minStock: integerField('Stok Minimum', 0, 1_000_000),
  status: yesNoField().default('Y'),
});

export const obatResource: ResourceDefinition<typeof schema.shape> = {
  key: 'Obat',
  menu: 'obat',
  title: 'Master Obat',
  objectName: 'Obat',
  table: 'm_obat',
  fields: [
    field('code', 'Kode Obat', 'code'),
    field('name', 'Nama Obat', 'text'),
    field('unit', 'Satuan', 'select', { options: obatUnitOptions, filterable: true }),
    field('price', 'Harga', 'money'),
    field('minStock', 'Stok Minimum', 'number'),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema,
  searchFields: ['code', 'name'],
  sortableFields: ['code', 'name', 'price', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
  uniqueKeys: [['code']],
  hasStatus: true,
};
