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

/** One entry of the menu filter's results: a screen, the group it sits in, the matched parts. */
export interface MenuMatch {
  item: MenuItem;
  /** The group holding the entry (its label tells two same-named entries apart). */
  group: MenuItem | null;
  /** Matched character ranges of the label, `[start, end)`, sorted and disjoint. */
  ranges: readonly (readonly [number, number])[];
}

/** Menus with at least this many entries show the filter (a short menu needs none). */
export const MENU_FILTER_MIN_ENTRIES = 12;

/** Every entry with a link, with its group, in menu order. */
export function menuEntries(
  menus: readonly MenuItem[],
  group: MenuItem | null = null,
): { item: MenuItem; group: MenuItem | null }[] {
  return menus.flatMap((item) =>
    item.children?.length ? menuEntries(item.children, item) : item.href ? [{ item, group }] : [],
  );
}

const fold = (text: string) => text.toLocaleLowerCase('id-ID');

/** Where `token` occurs in `text` (both folded): a word start first, else anywhere; -1 if not. */
function findToken(text: string, token: string): number {
  let at = text.indexOf(token);
  const first = at;
  while (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1] ?? '')) at = text.indexOf(token, at + 1);
  return at === -1 ? first : at;
}

/**
 * The menu filter: the entries whose label holds every word typed (any case, any order), the
 * ones starting with the text first, then those matching at word starts, then the rest, each
 * in menu order. An empty query matches nothing (the tree shows instead).
 */
export function filterMenu(menus: readonly MenuItem[], query: string): MenuMatch[] {
  const tokens = fold(query).split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return [];
  const whole = tokens.join(' ');
  const ranked: { match: MenuMatch; rank: number; index: number }[] = [];
  menuEntries(menus).forEach(({ item, group }, index) => {
    const label = fold(item.label);
    const spans: [number, number][] = [];
    let wordStarts = true;
    for (const token of tokens) {
      const at = findToken(label, token);
      if (at === -1) return;
      if (at > 0 && /[\p{L}\p{N}]/u.test(label[at - 1] ?? '')) wordStarts = false;
      spans.push([at, at + token.length]);
    }
    spans.sort((a, b) => a[0] - b[0]);
    const ranges: [number, number][] = [];
    for (const span of spans) {
      const last = ranges[ranges.length - 1];
      if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
      else ranges.push([span[0], span[1]]);
    }
    const rank = label.startsWith(whole) ? 0 : wordStarts ? 1 : 2;
    ranked.push({ match: { item, group, ranges }, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.match);
}
