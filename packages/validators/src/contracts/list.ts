/**
 * THE list query of every list screen and list call (spec 2.1: page, shown, search, sortByField,
 * sortByType, plus the module's filters), one schema builder for the server's parsing and the
 * apps' URLs. Page sizes and messages are defined here once.
 */
import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, LIST_MESSAGES, MAX_SEARCH_LENGTH, PAGE_SIZES } from './paging';

export { DEFAULT_PAGE_SIZE, LIST_MESSAGES, MAX_SEARCH_LENGTH, PAGE_SIZES } from './paging';

export type SortDirection = 'asc' | 'desc';

export interface ListQuery<F extends string = string, Filters = Record<string, unknown>> {
  page: number;
  shown: number;
  search: string;
  sortByField: F;
  sortByType: SortDirection;
  filters: Filters;
}

export interface ListQueryOptions<
  F extends string,
  Filters extends Record<string, z.ZodType> = Record<never, z.ZodType>,
  Extra extends Record<string, z.ZodType> = Record<never, z.ZodType>,
> {
  /** The whitelist of `sortByField`. */
  sortable: readonly [F, ...F[]];
  defaultSort: { field: NoInfer<F>; type: SortDirection };
  /** Filters by query parameter name; each parses '' / 'ALL' / absent as "no filter". */
  filters?: Filters;
  /** Further parameters kept beside the list query (e.g. an export's `download`). */
  extra?: Extra;
}

const text = (v: unknown): unknown => (v === undefined || v === null ? undefined : v);

/**
 * The list-query schema of a module: parses `{ page, shown, search, sortByField, sortByType,
 * ...filters }` (query-string text) into a `ListQuery`. Unknown parameters are ignored.
 */
export function listQuery<
  F extends string,
  Filters extends Record<string, z.ZodType> = Record<never, z.ZodType>,
  Extra extends Record<string, z.ZodType> = Record<never, z.ZodType>,
>(options: ListQueryOptions<F, Filters, Extra>) {
  const filterShape = (options.filters ?? {}) as Filters;
  const extraShape = (options.extra ?? {}) as Extra;
  return z
    .object({
      page: z.preprocess(
        (v) => text(v) ?? '1',
        z
          .string({ error: LIST_MESSAGES.page })
          .regex(/^\d{1,6}$/, { error: LIST_MESSAGES.page })
          .transform(Number)
          .refine((n) => n >= 1, { error: LIST_MESSAGES.page }),
      ),
      shown: z.preprocess(
        (v) => Number(text(v) ?? DEFAULT_PAGE_SIZE),
        z
          .number({ error: LIST_MESSAGES.shown })
          .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
            error: LIST_MESSAGES.shown,
          }),
      ),
      search: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim() : v === undefined ? '' : v),
        z
          .string({ error: LIST_MESSAGES.search })
          .max(MAX_SEARCH_LENGTH, { error: LIST_MESSAGES.search }),
      ),
      sortByField: z.preprocess(
        (v) => (v === undefined || v === '' ? options.defaultSort.field : v),
        z.enum(options.sortable as unknown as [F, ...F[]], { error: LIST_MESSAGES.sortByField }),
      ),
      sortByType: z.preprocess(
        (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : options.defaultSort.type),
        z.enum(['asc', 'desc'], { error: LIST_MESSAGES.sortByType }),
      ),
      ...filterShape,
      ...extraShape,
    })
    .transform((q) => {
      const base = q as unknown as Omit<ListQuery<F>, 'filters'> & Record<string, unknown>;
      const filters: Record<string, unknown> = {};
      for (const name of Object.keys(filterShape)) {
        const value = base[name];
        if (value !== null && value !== undefined) filters[name] = value;
      }
      const extra: Record<string, unknown> = {};
      for (const name of Object.keys(extraShape)) extra[name] = base[name];
      return {
        ...(extra as { [K in keyof Extra]: z.output<Extra[K]> }),
        page: base.page,
        shown: base.shown,
        search: base.search,
        sortByField: base.sortByField,
        sortByType: base.sortByType,
        filters: filters as { [K in keyof Filters]?: Exclude<z.output<Filters[K]>, null> },
      };
    });
}

/** The answer of every paged list call (docs/protocol.md, "Lists and records"). */
export interface ListAnswer<Row> {
  list: Row[];
  /** Matching rows; when `totalExact` is false a lower bound ('lebih dari {total}'). */
  total: number;
  totalExact?: boolean;
  page: number;
  shown: number;
  lastPage: number;
}
