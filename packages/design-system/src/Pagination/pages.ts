import { DEFAULT_PAGE_SIZE as LIST_DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@simrs/validators/paging';

/** Spec section 9: 25 rows per page unless the user picks another size (the list-query contract). */
export const DEFAULT_PAGE_SIZE: number = LIST_DEFAULT_PAGE_SIZE;

/**
 * The sizes a user can pick: the spec's 10, 20 and 30, plus the default 25 so the user can go back
 * to it (the list query's `PAGE_SIZES`).
 */
export const PAGE_SIZE_CHOICES: readonly number[] = PAGE_SIZES;

export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/** The last page for a total (at least 1, so an empty list still has page 1). */
export function lastPageOf(total: number, shown: number): number {
  if (!Number.isFinite(total) || total <= 0 || shown <= 0) return 1;
  return Math.ceil(total / shown);
}

/**
 * The page buttons to show: always the first and the last page, `siblings` pages either side of
 * the current one, and a gap where pages are left out (a gap never hides a single page).
 */
export function pageItems(current: number, last: number, siblings = 1): PageItem[] {
  const lastPage = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), lastPage);
  const wanted = new Set<number>([1, lastPage]);
  for (let p = page - siblings; p <= page + siblings; p++) {
    if (p >= 1 && p <= lastPage) wanted.add(p);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ type: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ type: 'gap', key: `gap-${previous}-${p}` });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}

/** '1–25 dari 120' style range of the rows on a page (0 rows: '0 dari 0'). */
export function pageRange(
  page: number,
  shown: number,
  total: number,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * shown + 1, total);
  return { from, to: Math.min(page * shown, total) };
}
