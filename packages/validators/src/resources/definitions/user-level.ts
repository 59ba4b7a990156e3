import { z } from 'zod';
import { field, textField } from '../fields';
import { MENU_KEYS } from '../menus';
import type { ResourceDefinition } from '../types';
import { MENU_ACTIONS } from '../types';

export const menuRoleSchema = z
  .array(
    z.object({
      menu: z.enum(MENU_KEYS, { error: 'Menu tidak dikenal.' }),
      actions: z.array(z.enum(MENU_ACTIONS, { error: 'Aksi menu tidak dikenal.' })).max(6),
    }),
    { error: 'Hak akses menu tidak valid.' },
  )
  .max(MENU_KEYS.length)
  .refine(
    (list) => new Set(list.map((m) => m.menu)).size === list.length,
    'Menu tidak boleh ganda.',
  )
  .refine(
    (list) => list.every((m) => m.actions.length === 0 || m.actions.includes('view')),
    'Setiap menu dengan aksi harus memiliki aksi lihat (view).',
  );

const schema = z.object({
  name: textField('Nama Level', 100),
  menuRole: menuRoleSchema,
});

export const userLevelResource: ResourceDefinition<typeof schema.shape> = {
  key: 'UserLevel',
  menu: 'user-level',
  title: 'User Level',
  objectName: 'Level',
  table: 'user_levels',
  fields: [
    field('name', 'Nama Level', 'text'),
    field('menuRole', 'Hak Akses Menu', 'menuRole', { inList: false }),
  ],
  schema,
  searchFields: ['name'],
  sortableFields: ['id', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'id', type: 'asc' },
  uniqueKeys: [['name']],
  hasStatus: false,
};
