import {
  IconActivity,
  IconAlert,
  IconBed,
  IconBox,
  IconChart,
  IconClipboard,
  IconFile,
  IconFlask,
  IconHome,
  IconMonitor,
  IconSettings,
  IconShield,
  IconTag,
  IconUsers,
  IconWallet,
  type MenuItem,
} from '@simrs/design-system';
import { type ScreenGroup, screenGroupTitles } from '@simrs/domain/screens';
import { type ComponentType, createElement } from 'react';
import { routeTable } from '../routing/appRoutes';
import { hasMenu, type SessionUser } from '../routing/guards';
import type { RouteEntry } from '../routing/routeTable';

type GroupIcon = ComponentType<{ size?: number | string }>;

/**
 * The icon of each sidebar group (what the mini mode shows), one of the design system's set, each
 * saying what the group holds: the clinical record a clipboard, admission people, the emergency
 * department an alert, surgery the monitor's pulse line, billing a wallet, the insurer a shield.
 */
export const groupIcons: Readonly<Record<ScreenGroup, GroupIcon>> = {
  publik: IconMonitor,
  dashboard: IconHome,
  klinis: IconClipboard,
  master: IconFile,
  tarif: IconTag,
  administrasi: IconSettings,
  admisi: IconUsers,
  keuangan: IconWallet,
  bpjs: IconShield,
  operasi: IconActivity,
  ugd: IconAlert,
  laporan: IconChart,
  ranap: IconBed,
  penunjang: IconFlask,
  logistik: IconBox,
};

/**
 * The order of the sidebar's groups: the daily work first (clinical lists, admission, emergency,
 * inpatient, support, surgery, billing, insurer, logistics, reports), then administration, and
 * last the reference data (master data and the tariffs, over a hundred screens looked up now and
 * then, best found with the menu filter).
 */
export const screenGroupOrder: readonly ScreenGroup[] = [
  'dashboard',
  'klinis',
  'admisi',
  'ugd',
  'ranap',
  'penunjang',
  'operasi',
  'keuangan',
  'bpjs',
  'logistik',
  'laporan',
  'administrasi',
  'master',
  'tarif',
  'publik',
];

const groupRank = (group: ScreenGroup): number => {
  const at = screenGroupOrder.indexOf(group);
  return at === -1 ? screenGroupOrder.length : at;
};

/** The screens the sidebar shows: implemented routes with a menu key the user holds. */
export function menuRoutes(
  user: SessionUser,
  table: readonly RouteEntry[] = routeTable,
): RouteEntry[] {
  return table.filter((r) => r.inMenu && r.menuKey !== null && hasMenu(user, r.menuKey));
}

/**
 * The sidebar's menu tree for the design system's `AppShell`: Dashboard first, then one group per
 * catalogue group (titled like the catalogue) in `screenGroupOrder` (operational groups before
 * master data and tariffs), each holding the user's screens in catalogue order. A group with a
 * single screen is that screen's entry itself.
 */
export function sidebarMenu(
  user: SessionUser,
  table: readonly RouteEntry[] = routeTable,
): MenuItem[] {
  const entry = (r: RouteEntry, icon?: GroupIcon): MenuItem => ({
    key: r.key,
    label: r.title,
    href: `/${r.key}`,
    ...(icon ? { icon: createElement(icon) } : {}),
  });
  const items: MenuItem[] = [];
  const groups = new Map<ScreenGroup, RouteEntry[]>();
  for (const route of menuRoutes(user, table)) {
    // Dashboard leads, on its own, whatever group it belongs to.
    if (route.key === 'dashboard') {
      items.unshift(entry(route, groupIcons.dashboard));
      continue;
    }
    const list = groups.get(route.group) ?? [];
    list.push(route);
    groups.set(route.group, list);
  }
  const ordered = [...groups].sort(([a], [b]) => groupRank(a) - groupRank(b));
  for (const [group, routes] of ordered) {
    const icon = groupIcons[group];
    const [only] = routes;
    if (routes.length === 1 && only) {
      items.push(entry(only, icon));
      continue;
    }
    items.push({
      key: `grup-${group}`,
      label: screenGroupTitles[group],
      icon: createElement(icon),
      // Each entry shows its group's icon too (the sidebar draws a folder for an entry without one).
      children: routes.map((r) => entry(r, icon)),
    });
  }
  return items;
}

/** Keys of the groups (every one opens at first, so each screen is one click away). */
export function groupKeys(menu: readonly MenuItem[]): string[] {
  return menu.filter((i) => i.children?.length).map((i) => i.key);
}
