import { catalogResource, name } from './master-kit';

export const agamaResource = catalogResource({
  menu: 'agama',
  title: 'Master Agama',
  objectName: 'Agama',
  table: 'm_agama',
  fields: [name('Nama Agama', 50)],
  status: 'active',
  sort: ['name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
});
