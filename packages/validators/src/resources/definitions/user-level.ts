import { catalogResource, name } from './master-kit';

export const userLevelResource = catalogResource({
  menu: 'user-level',
  context: 'pengguna',
  title: 'User Level',
  objectName: 'Level',
  table: 'user_levels',
  fields: [
    name('Nama Level', 100),
    { name: 'menuRole', label: 'Hak Akses Menu', type: 'menuRole' },
  ],
  status: false,
  sort: ['id', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', type: 'asc' },
});
