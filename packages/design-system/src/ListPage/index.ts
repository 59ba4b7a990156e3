export type { ListPageProps } from './ListPage';
export { ListPage } from './ListPage';
export type { ListQueryState } from './listQuery';
export {
  initialListQuery,
  listQueryToSearchParams,
  parseListQuery,
  resetListQuery,
  sortOf,
  withPage,
  withSearch,
  withShown,
  withSort,
} from './listQuery';
