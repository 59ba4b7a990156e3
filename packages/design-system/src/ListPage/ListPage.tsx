import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable, type DataTableProps } from '../DataTable';
import { PageHeader, type PageHeaderProps } from '../PageHeader';
import { Pagination } from '../Pagination';
import { SearchBox } from '../SearchBox';
import {
  type ListQueryState,
  resetListQuery,
  sortOf,
  withPage,
  withSearch,
  withShown,
  withSort,
} from './listQuery';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ds-space-4);
  margin-bottom: var(--ds-space-4);
`;

const Section = styled.section`
  display: block;
`;

export interface ListPageProps<Row>
  extends Omit<PageHeaderProps, 'title' | 'actions'>,
    Pick<DataTableProps<Row>, 'columns' | 'rows' | 'rowId' | 'rowLabel' | 'actions'> {
  /** The page title (header, table name and the '{title} not found' message). */
  title: string;
  /** The list query (from the URL's parameters). */
  query: ListQueryState;
  onQueryChange: (next: ListQueryState) => void;
  /** Total rows on the server. */
  total: number;
  /** False when `total` is a lower bound (the list answer's `totalExact`). Default true. */
  isTotalExact?: boolean;
  isLoading?: boolean;
  /** Filters shown next to the search box (they change the app's own query parameters). */
  filters?: ReactNode;
  /** More header actions (the header's `actions`). */
  headerActions?: ReactNode;
}

/**
 * The shared list screen: header, search, table and pagination, all driven by the list query.
 * The component is controlled: it reports the next query and the app writes it to the URL and
 * fetches (e.g. with `useList` of `@simrs/api-client`).
 */
export function ListPage<Row>({
  title,
  query,
  onQueryChange,
  total,
  isTotalExact = true,
  isLoading = false,
  filters,
  headerActions,
  columns,
  rows,
  rowId,
  rowLabel,
  actions,
  ...header
}: ListPageProps<Row>) {
  return (
    <Section aria-label={title}>
      <PageHeader title={title} actions={headerActions} {...header} />
      <Toolbar>
        <SearchBox
          value={query.search}
          onSearch={(term) => onQueryChange(withSearch(query, term))}
          onReset={() => onQueryChange(resetListQuery(query))}
        />
        {filters}
      </Toolbar>
      <DataTable
        aria-label={`Daftar ${title}`}
        title={title}
        columns={columns}
        rows={rows}
        rowId={rowId}
        rowLabel={rowLabel}
        actions={actions}
        isLoading={isLoading}
        searchTerm={query.search}
        sort={sortOf(query)}
        onSortChange={(sort) => onQueryChange(withSort(query, sort))}
      />
      <Pagination
        page={query.page}
        shown={query.shown}
        total={total}
        isTotalExact={isTotalExact}
        onPageChange={(page) => onQueryChange(withPage(query, page))}
        onShownChange={(shown) => onQueryChange(withShown(query, shown))}
      />
    </Section>
  );
}
