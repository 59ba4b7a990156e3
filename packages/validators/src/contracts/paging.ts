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
} as const;
