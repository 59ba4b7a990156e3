import { menuKeys } from '@simrs/domain/screens';
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
