/**
 * The list query's constants (`@simrs/validators/paging`, no zod): page sizes, the default size,
 * the search length and the refusals. The design system's pagination and the api-client read
 * them without loading a schema.
 */

/** Spec 9: default page size 25; the options 10, 20 and 30 (25, the default, is offered too). */
export const PAGE_SIZES = [10, 20, 25, 30] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_SEARCH_LENGTH = 100;

export const LIST_MESSAGES = {
  page: 'Halaman tidak valid.',
  shown: 'Jumlah data per halaman harus 10, 20, 25, atau 30.',
  search: `Kata kunci maksimal ${MAX_SEARCH_LENGTH} karakter.`,
  sortByField: 'Kolom urutan tidak dikenal.',
  sortByType: 'Arah urutan harus asc atau desc.',
  sorting:
    "Urutan harus berformat 'kolom' atau 'kolom,asc' / 'kolom,desc' dengan kolom yang dikenal.",
  sortingConflict: 'Urutan (sorting) bertentangan dengan sortByField/sortByType.',
  delete: 'ID data yang dihapus tidak valid.',
} as const;

/** `sorting`: a column name, optionally with its direction after a comma ('name,desc'). */
export const SORTING_PATTERN = /^([A-Za-z][A-Za-z0-9_]{0,59})(?:,(asc|desc))?$/i;

/**
 * Reads the combined `sorting` parameter (spec 2.1; docs/decisions.md, 13): 'name' or
 * 'name,desc' -> `{ field, type }` (`type` absent when it names none); null when malformed.
 */
export function parseSorting(text: string): { field: string; type?: 'asc' | 'desc' } | null {
  const match = SORTING_PATTERN.exec(text.trim());
  if (!match?.[1]) return null;
  const type = match[2]?.toLowerCase() as 'asc' | 'desc' | undefined;
  return type ? { field: match[1], type } : { field: match[1] };
}
