export type { PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { PageItem } from './pages';
export { DEFAULT_PAGE_SIZE, lastPageOf, PAGE_SIZE_CHOICES, pageItems, pageRange } from './pages';
