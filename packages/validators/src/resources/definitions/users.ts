import { catalogResource, ref } from './master-kit';

export const usersResource = catalogResource({
  menu: 'user',
  context: 'pengguna',
  key: 'Users',
  title: 'User',
  objectName: 'User',
  table: 'users',
  fields: [
    { name: 'username', label: 'Username', type: 'username' },
    { name: 'name', label: 'Nama', type: 'name', max: 100 },
    ref('levelId', 'Level', 'UserLevel'),
    ref('poliId', 'Poli', 'Poli', { required: false }),
    { name: 'canManageAll', label: 'Kelola Semua', type: 'yesno', default: 'N' },
    { name: 'password', label: 'Kata Sandi', type: 'password' },
  ],
  status: 'active',
  search: ['username', 'name'],
  sort: ['id', 'username', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
  unique: [['username']],
});
