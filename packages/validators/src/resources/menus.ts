import { menuKeys } from '@simrs/domain/screens';
import { z } from 'zod';
import type { MenuAction, MenuRoleEntry } from './types';
import { MENU_ACTIONS } from './types';

/**
 * Menu keys of the staff app: the menu key of every non-public screen of the screen catalogue
 * (`menuKeys` of `@simrs/domain/screens`, one definition). menuRole entries name these keys;
 * level 1 holds every one of them with every action.
 */
export const MENU_KEYS = [...new Set(menuKeys)] as unknown as readonly [string, ...string[]];

export type KnownMenuKey = (typeof MENU_KEYS)[number];

/** menuRole of a level holding every known menu with every action (level 1). */
export function allMenus(): MenuRoleEntry[] {
  return MENU_KEYS.map((menu) => ({ menu, actions: [...MENU_ACTIONS] }));
}

/** Whether a menuRole grants `action` on `menu` (ignores canManageAll, which bypasses). */
export function hasMenuAction(
  menuRole: readonly MenuRoleEntry[],
  menu: string,
  action: MenuAction,
): boolean {
  const entry = menuRole.find((m) => m.menu === menu);
  if (!entry) return false;
  return entry.actions.includes(action);
}

/** A level's menuRole: known menus, known actions, no menu twice, `view` with any action. */
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
