import { screenGroupTitles } from '@simrs/domain/screens';
import {
  MENU_ACTIONS,
  MENU_KEYS,
  type MenuAction,
  type MenuRoleEntry,
} from '@simrs/validators/resources';
import { screenGroupOrder } from '../layout/menu';
import { findRoute } from '../routing/appRoutes';

export const ACTION_LABEL: Readonly<Record<MenuAction, string>> = {
  view: 'Lihat',
  add: 'Tambah',
  edit: 'Ubah',
  delete: 'Hapus',
  status: 'Status',
  export: 'Ekspor',
};

export interface MenuGroup {
  title: string;
  menus: { key: string; title: string }[];
}

let groupsCache: MenuGroup[] | null = null;

/** The menus a level can be granted, grouped and ordered like the sidebar (computed once). */
export function menuGroups(): MenuGroup[] {
  if (groupsCache) return groupsCache;
  const groups = new Map<string, MenuGroup & { rank: number }>();
  for (const key of MENU_KEYS) {
    const route = findRoute(key);
    const title = route ? screenGroupTitles[route.group] : 'Lainnya';
    const rank = route ? screenGroupOrder.indexOf(route.group) : screenGroupOrder.length;
    const g = groups.get(title) ?? { title, menus: [], rank };
    g.menus.push({ key, title: route?.title ?? key });
    groups.set(title, g);
  }
  groupsCache = [...groups.values()]
    .sort((a, b) => a.rank - b.rank)
    .map(({ title, menus }) => ({ title, menus }));
  return groupsCache;
}

/**
 * The groups with only the menus whose title (or key) holds every word of `query`, any case;
 * groups left empty are dropped. An empty query keeps everything.
 */
export function filterMenuGroups(groups: readonly MenuGroup[], query: string): MenuGroup[] {
  const words = query.toLocaleLowerCase('id-ID').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  const fits = (m: { key: string; title: string }) => {
    const text = `${m.title} ${m.key}`.toLocaleLowerCase('id-ID');
    return words.every((w) => text.includes(w));
  };
  return groups
    .map((g) => ({ title: g.title, menus: g.menus.filter(fits) }))
    .filter((g) => g.menus.length > 0);
}

/** Whether `action` is granted on none, some or all of `menus` (none for no menus). */
export function actionState(
  role: readonly MenuRoleEntry[],
  menus: readonly string[],
  action: MenuAction,
): 'none' | 'some' | 'all' {
  if (menus.length === 0) return 'none';
  const byMenu = new Map(role.map((e) => [e.menu, e.actions]));
  const granted = menus.filter((m) => byMenu.get(m)?.includes(action)).length;
  return granted === 0 ? 'none' : granted === menus.length ? 'all' : 'some';
}

/**
 * Grants (`on`) or takes back one action on many menus at once (a whole column or group), with
 * the rules of `toggleAction`: granting grants view too; taking view back removes the menus.
 */
export function setAction(
  role: readonly MenuRoleEntry[],
  menus: readonly string[],
  action: MenuAction,
  on: boolean,
): MenuRoleEntry[] {
  const targets = new Set(menus);
  const next = new Map<string, MenuAction[]>(
    role.map((e) => [e.menu, [...e.actions] as MenuAction[]]),
  );
  for (const menu of targets) {
    const have = new Set(next.get(menu) ?? []);
    if (on) {
      have.add(action);
      have.add('view');
    } else if (action === 'view') {
      have.clear();
    } else {
      have.delete(action);
    }
    const actions = MENU_ACTIONS.filter((a) => have.has(a));
    if (actions.length > 0) next.set(menu, actions);
    else next.delete(menu);
  }
  return [...next].map(([menu, actions]) => ({ menu, actions }));
}

/**
 * A copy of another level's menuRole (Salin dari level) keeping only menus and actions this
 * product knows, each menu once, view added where another action is granted.
 */
export function copyMenuRole(source: unknown): MenuRoleEntry[] {
  if (!Array.isArray(source)) return [];
  const known = new Set<string>(MENU_KEYS);
  const seen = new Map<string, Set<MenuAction>>();
  for (const entry of source) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { menu, actions } = entry as { menu?: unknown; actions?: unknown };
    if (typeof menu !== 'string' || !known.has(menu) || !Array.isArray(actions)) continue;
    const set = seen.get(menu) ?? new Set<MenuAction>();
    for (const a of actions) if ((MENU_ACTIONS as readonly unknown[]).includes(a)) set.add(a);
    seen.set(menu, set);
  }
  const copy: MenuRoleEntry[] = [];
  for (const [menu, set] of seen) {
    if (set.size === 0) continue;
    set.add('view');
    copy.push({ menu, actions: MENU_ACTIONS.filter((a) => set.has(a)) });
  }
  return copy;
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
