export type { SearchBoxProps } from './SearchBox';
export { SEARCH_PLACEHOLDER, SearchBox } from './SearchBox';
