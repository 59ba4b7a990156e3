import type { SortByType, TableSort } from '../DataTable/columns';
import { DEFAULT_PAGE_SIZE } from '../Pagination/pages';

/** The list query of a list screen (spec 2.1): page, shown, search, sortByField, sortByType. */
export interface ListQueryState {
  page: number;
  shown: number;
  search: string;
  sortByField?: string;
  sortByType?: SortByType;
}

export const initialListQuery: ListQueryState = { page: 1, shown: DEFAULT_PAGE_SIZE, search: '' };

const positiveInt = (text: string | null, fallback: number): number => {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  const n = Number(text);
  return n >= 1 ? n : fallback;
};

/** Reads the list query from a URL's search parameters; bad values fall back to the defaults. */
export function parseListQuery(source: URLSearchParams | string): ListQueryState {
  const params = typeof source === 'string' ? new URLSearchParams(source) : source;
  const sortByField = params.get('sortByField')?.trim() || undefined;
  const type = params.get('sortByType');
  const sortByType: SortByType | undefined =
    sortByField && (type === 'asc' || type === 'desc') ? type : sortByField ? 'asc' : undefined;
  return {
    page: positiveInt(params.get('page'), 1),
    shown: positiveInt(params.get('shown'), DEFAULT_PAGE_SIZE),
    search: params.get('search')?.trim() ?? '',
    ...(sortByField ? { sortByField, sortByType } : {}),
  };
}

/**
 * The search parameters of a list query, leaving out the defaults (page 1, 25 rows, no search,
 * no sort) so plain list URLs stay short. `extra` keeps other parameters (filters) as they are.
 */
export function listQueryToSearchParams(
  query: ListQueryState,
  extra?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(extra);
  for (const key of ['page', 'shown', 'search', 'sortByField', 'sortByType']) params.delete(key);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.shown !== DEFAULT_PAGE_SIZE) params.set('shown', String(query.shown));
  if (query.search) params.set('search', query.search);
  if (query.sortByField) {
    params.set('sortByField', query.sortByField);
    params.set('sortByType', query.sortByType ?? 'asc');
  }
  return params;
}

/** The sort of a query, in the table's terms. */
export function sortOf(query: ListQueryState): TableSort | null {
  return query.sortByField
    ? { sortByField: query.sortByField, sortByType: query.sortByType ?? 'asc' }
    : null;
}

/** A new search starts at page 1. */
export function withSearch(query: ListQueryState, term: string): ListQueryState {
  return { ...query, search: term.trim(), page: 1 };
}

/** A new sort starts at page 1. */
export function withSort(query: ListQueryState, sort: TableSort): ListQueryState {
  return { ...query, sortByField: sort.sortByField, sortByType: sort.sortByType, page: 1 };
}

export function withPage(query: ListQueryState, page: number): ListQueryState {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

/** A new page size starts at page 1. */
export function withShown(query: ListQueryState, shown: number): ListQueryState {
  return { ...query, shown, page: 1 };
}

/** Reset: no search, no sort, page 1; the page size stays. */
export function resetListQuery(query: ListQueryState): ListQueryState {
  return { page: 1, shown: query.shown, search: '' };
}
