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
    // Every user of the level needs a second factor (TOTP); the server also requires it of
    // canManageAll users and of levels that manage users, levels or the audit trail or export
    // patients (docs/security.md).
    {
      name: 'requireTwoFactor',
      label: 'Wajib Verifikasi Dua Langkah',
      type: 'yesno',
      default: 'N',
    },
  ],
  status: false,
  sort: ['id', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', type: 'asc' },
});
