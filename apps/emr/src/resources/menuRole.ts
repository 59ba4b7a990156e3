import { screenGroupTitles } from '@simrs/domain/screens';
import {
  MENU_ACTIONS,
  MENU_KEYS,
  type MenuAction,
  type MenuRoleEntry,
} from '@simrs/validators/resources';
import { findRoute } from '../routing/appRoutes';

export const ACTION_LABEL: Readonly<Record<MenuAction, string>> = {
  view: 'Lihat',
  add: 'Tambah',
  edit: 'Ubah',
  delete: 'Hapus',
  status: 'Status',
  export: 'Ekspor',
};

/** The menus a level can be granted, grouped like the sidebar. */
export function menuGroups(): { title: string; menus: { key: string; title: string }[] }[] {
  const groups = new Map<string, { title: string; menus: { key: string; title: string }[] }>();
  for (const key of MENU_KEYS) {
    const route = findRoute(key);
    const title = route ? screenGroupTitles[route.group] : 'Lainnya';
    const g = groups.get(title) ?? { title, menus: [] };
    g.menus.push({ key, title: route?.title ?? key });
    groups.set(title, g);
  }
  return [...groups.values()];
}

/** Toggles one action; granting any action grants 'view', removing 'view' removes the menu. */
export function toggleAction(
  role: readonly MenuRoleEntry[],
  menu: string,
  action: MenuAction,
): MenuRoleEntry[] {
  const entry = role.find((e) => e.menu === menu);
  const has = entry?.actions.includes(action) ?? false;
  let actions: MenuAction[];
  if (has) {
    actions = action === 'view' ? [] : (entry?.actions ?? []).filter((a) => a !== action);
  } else {
    const set = new Set<MenuAction>([...(entry?.actions ?? []), action, 'view']);
    actions = MENU_ACTIONS.filter((a) => set.has(a));
  }
  const rest = role.filter((e) => e.menu !== menu);
  return actions.length > 0 ? [...rest, { menu, actions }] : rest;
}
