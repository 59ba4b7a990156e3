import { hasMenuAction, type MenuAction } from '@simrs/validators/resources';
import type { SessionUser } from './auth/sessions';
import { HttpError, MESSAGES } from './http/errors';

const ACTION_WORDS: Record<MenuAction, string> = {
  view: 'melihat data',
  add: 'menambah data',
  edit: 'mengubah data',
  delete: 'menghapus data',
  status: 'mengubah status data',
  export: 'mengekspor data',
};

export function can(user: SessionUser, menu: string, action: MenuAction): boolean {
  if (user.canManageAll === 'Y') return true;
  if (!hasMenuAction(user.menuRole, menu, 'view')) return false;
  return hasMenuAction(user.menuRole, menu, action);
}

/** Throws 403 with a message naming the menu and the action when the user lacks it. */
export function authorize(user: SessionUser, menu: string, action: MenuAction): void {
  if (can(user, menu, action)) return;
  throw new HttpError(
    403,
    `Anda tidak memiliki akses untuk ${ACTION_WORDS[action]} pada menu ${menu}.`,
    MESSAGES.accessDenied,
  );
}
