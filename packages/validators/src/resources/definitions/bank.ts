import { catalogResource, code, name } from './master-kit';

export const bankResource = catalogResource({
  menu: 'bank',
  title: 'Master Bank',
  objectName: 'Bank',
  table: 'm_bank',
  fields: [code('Kode Bank', 10), name('Nama Bank', 100)],
  status: 'active',
  sort: ['code', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
});
