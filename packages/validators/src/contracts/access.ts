/**
 * THE permission rule, used by the server (authority) and the apps (menus, buttons, guards), so
 * the two can never disagree: a menu is open to a user when the level grants `view` on it; any
 * other action needs `view` and that action. canManageAll 'Y' may do everything.
 */
import type { MenuAction, MenuRoleEntry } from '../resources/types';

export type { MenuAction, MenuRoleEntry } from '../resources/types';

/** What the rule reads of a user. */
export interface PermissionSubject {
  readonly canManageAll: 'Y' | 'N' | (string & {});
  readonly menuRole: readonly { readonly menu: string; readonly actions: readonly string[] }[];
}

export function can(user: PermissionSubject, menu: string, action: MenuAction): boolean {
  if (user.canManageAll === 'Y') return true;
  const entry = user.menuRole.find((e) => e.menu === menu);
  if (!entry?.actions.includes('view')) return false;
  return action === 'view' || entry.actions.includes(action);
}

/** The Indonesian words of each action, for the 403 message. */
export const ACTION_WORDS: Readonly<Record<MenuAction, string>> = {
  view: 'melihat data',
  add: 'menambah data',
  edit: 'mengubah data',
  delete: 'menghapus data',
  status: 'mengubah status data',
  export: 'mengekspor data',
};

/** The 403 message for a refused action. */
export function refusedMessage(menu: string, action: MenuAction): string {
  return `Anda tidak memiliki akses untuk ${ACTION_WORDS[action]} pada menu ${menu}.`;
}

export type { MenuRoleEntry as MenuGrant };
