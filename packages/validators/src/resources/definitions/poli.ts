import { catalogResource, code, name } from './master-kit';

export const poliResource = catalogResource({
  menu: 'poli',
  title: 'Master Poli',
  objectName: 'Poli',
  table: 'm_poli',
  fields: [
    code('Kode Poli'),
    name('Nama Poli', 100),
    code('Kode Poli BPJS', 10, { name: 'bpjsCode', required: false }),
  ],
  status: 'active',
  sort: ['code', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
});
