import { catalogResource, code, name } from './master-kit';

/** Queue groups (group-antrean): units called from the same hall share a group and its displays. */
export const queueGroupResource = catalogResource({
  menu: 'group-antrean',
  context: 'antrean',
  title: 'Group Antrean',
  objectName: 'Group Antrean',
  table: 'q_groups',
  fields: [code('Kode Group', 20), name('Nama Group', 100)],
  status: 'active',
  sort: ['code', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
});
