import type { ReactNode } from 'react';

/** One entry of the menu tree (given as data, e.g. built from the screen catalogue and menuRole). */
export interface MenuItem {
  /** Unique key (the menu key of the screen); badges are looked up by it. */
  key: string;
  label: string;
  /** Where the entry leads; groups have `children` instead. */
  href?: string;
  icon?: ReactNode;
  children?: readonly MenuItem[];
}

/** Pending counts by menu key (maintenance internal/external, goods kinds, ...). */
export type MenuBadges = Readonly<Partial<Record<string, number>>>;

/** The count shown on an entry: its own, or for a group the sum of its entries. */
export function badgeCount(item: MenuItem, badges: MenuBadges | undefined): number {
  if (!badges) return 0;
  const own = badges[item.key];
  const ownCount = typeof own === 'number' && Number.isFinite(own) && own > 0 ? Math.floor(own) : 0;
  if (!item.children?.length) return ownCount;
  return item.children.reduce((sum, child) => sum + badgeCount(child, badges), ownCount);
}

/** A badge's text: counts above 99 show as '99+'. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Whether an entry (or one of its descendants) is the current page. */
export function containsPath(item: MenuItem, path: string | undefined): boolean {
  if (!path) return false;
  if (item.href && isCurrent(item.href, path)) return true;
  return item.children?.some((child) => containsPath(child, path)) ?? false;
}

/** An entry is current on its own path and below it ('/poli' is current on '/poli/add'). */
export function isCurrent(href: string, path: string): boolean {
  const clean = (p: string) => p.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const h = clean(href);
  const p = clean(path);
  return p === h || (h !== '/' && p.startsWith(`${h}/`));
}

/** Pending counts as `useNotificationCounts` of `@simrs/api-client` reports them. */
export interface PendingCounts {
  maintenance: { internal: number; external: number };
  goods: { farmasi: number; alkes: number; infus: number; umum: number; aset: number };
}

/**
 * Spec 2.15: the sidebar's pending-count badges by menu key of the screen catalogue: maintenance
 * requests on the internal and external maintenance screens, goods requests on the screens of
 * their kind (drugs, medical devices, infusions, general goods, assets), and their total on
 * Notifikasi. A group shows the sum of its entries.
 */
export function notificationBadges(counts: PendingCounts): MenuBadges {
  const goods = counts.goods;
  const total =
    counts.maintenance.internal +
    counts.maintenance.external +
    goods.farmasi +
    goods.alkes +
    goods.infus +
    goods.umum +
    goods.aset;
  return {
    'logistik-pemeliharaan-internal': counts.maintenance.internal,
    'logistik-pemeliharaan-eksternal': counts.maintenance.external,
    obat: goods.farmasi,
    'alat-kesehatan': goods.alkes,
    'alat-infus': goods.infus,
    'logistik-barang-umum': goods.umum,
    'logistik-aset-barang': goods.aset,
    Notifikasi: total,
  };
}
