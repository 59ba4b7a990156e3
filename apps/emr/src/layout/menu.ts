import { type ScreenGroup, screenGroupTitles } from '@simrs/domain/screens';
import { routeTable } from '../routing/appRoutes';
import { hasMenu, type SessionUser } from '../routing/guards';
import type { RouteEntry } from '../routing/routeTable';

export interface MenuGroup {
  group: ScreenGroup;
  title: string;
  items: RouteEntry[];
}

/** The sidebar: implemented routes with a menu key the user holds, grouped like the catalogue. */
export function sidebarMenu(
  user: SessionUser,
  table: readonly RouteEntry[] = routeTable,
): MenuGroup[] {
  const groups = new Map<ScreenGroup, MenuGroup>();
  for (const route of table) {
    if (!route.inMenu || !route.menuKey) continue;
    if (!hasMenu(user, route.menuKey)) continue;
    const entry = groups.get(route.group) ?? {
      group: route.group,
      title: screenGroupTitles[route.group],
      items: [],
    };
    entry.items.push(route);
    groups.set(route.group, entry);
  }
  return [...groups.values()];
}

/** Pending-count badge of a menu (spec 2.15), from the two Notification calls. */
export interface BadgeCounts {
  maintenance: { internal: number; external: number };
  goods: { farmasi: number; alkes: number; infus: number; umum: number; aset: number };
}

export function badgeFor(menuKey: string, counts: BadgeCounts): number {
  switch (menuKey) {
    case 'logistik-pemeliharaan-internal':
      return counts.maintenance.internal;
    case 'logistik-pemeliharaan-eksternal':
      return counts.maintenance.external;
    case 'obat':
      return counts.goods.farmasi;
    case 'alat-kesehatan':
      return counts.goods.alkes;
    case 'alat-infus':
      return counts.goods.infus;
    case 'logistik-barang-umum':
      return counts.goods.umum;
    case 'logistik-aset-barang':
      return counts.goods.aset;
    case 'Notifikasi':
      return (
        counts.maintenance.internal +
        counts.maintenance.external +
        Object.values(counts.goods).reduce((a, b) => a + b, 0)
      );
    default:
      return 0;
  }
}
