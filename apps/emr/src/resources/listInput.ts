import type { ListQueryState } from '@simrs/design-system/list-query';

/** The list query's input from the address's list parameters (the list screen and its preload). */
export function listInput(query: ListQueryState): Record<string, unknown> {
  return {
    page: query.page,
    shown: query.shown,
    search: query.search,
    ...(query.sortByField ? { sortByField: query.sortByField } : {}),
    ...(query.sortByField && query.sortByType ? { sortByType: query.sortByType } : {}),
  };
}
