/**
 * A list screen's state in the address: the list query (page, shown, search, sort) and the
 * screen's own filters beside it (`?date=…&poliId=…`). Changing a filter goes back to page 1; a
 * page, sort or search change keeps the filters. The day list, the referrals and every list with
 * filters of its own share it.
 */
import { type ListQueryState, listQueryToSearchParams, parseListQuery } from '@simrs/design-system';
import { useSearchParams } from 'react-router-dom';

export function useListAddress<const F extends readonly string[]>(filters: F) {
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const filter = (name: F[number]) => params.get(name) ?? '';
  const setFilter = (name: F[number], value: string) =>
    setParams((latest) => {
      const next = new URLSearchParams(latest);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  const onQueryChange = (next: ListQueryState) =>
    setParams((latest) => {
      const merged = listQueryToSearchParams(next, latest);
      for (const f of filters) {
        const v = latest.get(f);
        if (v) merged.set(f, v);
      }
      return merged;
    });
  /** The list call's input: the query and every filter (null when not set). */
  const input = {
    page: query.page,
    shown: query.shown,
    search: query.search,
    ...(query.sortByField ? { sortByField: query.sortByField, sortByType: query.sortByType } : {}),
    ...Object.fromEntries(filters.map((f) => [f, params.get(f) || null])),
  };
  return { params, setParams, query, filter, setFilter, onQueryChange, input };
}
