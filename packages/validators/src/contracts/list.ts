/**
 * THE list query of every list screen and list call (spec 2.1: page, shown, search, sortByField,
 * sortByType, sorting, delete, plus the module's filters), one schema builder for the server's
 * parsing and the apps' URLs. Page sizes and messages are defined here once.
 *
 * `sorting` and `delete` (docs/decisions.md, 13):
 * - `sorting` is the combined form of the sort, 'field' or 'field,asc|desc', accepted as an alias:
 *   it fills `sortByField` and `sortByType` when they are absent; given beside them it must agree
 *   (else 422 on `sorting`), and its field must be one of the module's sortable fields.
 * - `delete` is the id of a row just deleted from the list on screen: the list keeps its
 *   position, i.e. when the page asked for is now past the end (the deleted row was alone on the
 *   last page) the answer is the last page that exists, with its number in `page`.
 */
import { z } from 'zod';

import {
  DEFAULT_PAGE_SIZE,
  LIST_MESSAGES,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  parseSorting,
} from './paging';

export {
  DEFAULT_PAGE_SIZE,
  LIST_MESSAGES,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  parseSorting,
  SORTING_PATTERN,
} from './paging';

export type SortDirection = 'asc' | 'desc';

export interface ListQuery<F extends string = string, Filters = Record<string, unknown>> {
  page: number;
  shown: number;
  search: string;
  sortByField: F;
  sortByType: SortDirection;
  /** The id of the row just deleted (keep the list's position); absent without one. */
  delete?: number;
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
const absent = (v: unknown): boolean => v === undefined || v === null || v === '';

/**
 * `sorting` copied into `sortByField`/`sortByType` where those are absent (the alias), only for
 * a well-formed value naming a sortable field: anything else is left for the schema to refuse.
 */
function sortingAsAlias(sortable: readonly string[]) {
  return (raw: unknown): unknown => {
    if (!raw || typeof raw !== 'object') return raw;
    const q = raw as Record<string, unknown>;
    if (typeof q.sorting !== 'string' || q.sorting.trim() === '') return raw;
    const sorting = parseSorting(q.sorting);
    if (!sorting || !sortable.includes(sorting.field)) return raw;
    const out = { ...q };
    if (absent(out.sortByField)) out.sortByField = sorting.field;
    if (absent(out.sortByType) && sorting.type) out.sortByType = sorting.type;
    return out;
  };
}

/**
 * The list-query schema of a module: parses `{ page, shown, search, sortByField, sortByType,
 * sorting, delete, ...filters }` (query-string text) into a `ListQuery`. Unknown parameters are
 * ignored.
 */
export function listQuery<
  F extends string,
  Filters extends Record<string, z.ZodType> = Record<never, z.ZodType>,
  Extra extends Record<string, z.ZodType> = Record<never, z.ZodType>,
>(options: ListQueryOptions<F, Filters, Extra>) {
  const filterShape = (options.filters ?? {}) as Filters;
  const extraShape = (options.extra ?? {}) as Extra;
  const sortable = options.sortable as readonly string[];
  const object = z
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
      sorting: z.preprocess(
        (v) => (absent(v) ? undefined : typeof v === 'string' ? v.trim() : v),
        z
          .string({ error: LIST_MESSAGES.sorting })
          .refine((v) => sortable.includes(parseSorting(v)?.field ?? ''), {
            error: LIST_MESSAGES.sorting,
          })
          .optional(),
      ),
      delete: z.preprocess(
        (v) => (absent(v) ? undefined : v),
        z
          .string({ error: LIST_MESSAGES.delete })
          .regex(/^\d{1,12}$/, { error: LIST_MESSAGES.delete })
          .transform(Number)
          .refine((n) => n >= 1 && Number.isSafeInteger(n), { error: LIST_MESSAGES.delete })
          .optional(),
      ),
      ...filterShape,
      ...extraShape,
    })
    .superRefine((parsed, ctx) => {
      // The alias filled what was absent: what is left to check is a disagreement.
      const q = parsed as { sorting?: string; sortByField: string; sortByType: SortDirection };
      const sorting = typeof q.sorting === 'string' ? parseSorting(q.sorting) : null;
      // A malformed or unknown one has its own refusal.
      if (!sorting || !sortable.includes(sorting.field)) return;
      if (sorting.field !== q.sortByField || (sorting.type && sorting.type !== q.sortByType)) {
        ctx.addIssue({ code: 'custom', path: ['sorting'], message: LIST_MESSAGES.sortingConflict });
      }
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
        ...(typeof base.delete === 'number' ? { delete: base.delete } : {}),
        filters: filters as { [K in keyof Filters]?: Exclude<z.output<Filters[K]>, null> },
      };
    });
  return z.preprocess(sortingAsAlias(sortable), object);
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
