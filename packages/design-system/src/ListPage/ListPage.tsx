import { errorDialogOf, isCallFailure } from '@simrs/validators/errors';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { DataTable, type DataTableProps } from '../DataTable';
import { useDialog } from '../Dialog';
import { Notice } from '../Notice';
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
  /**
   * The list call's failure (e.g. `useList().error`). The list then shows the error and 'Coba
   * lagi' instead of the table: never the empty message, which would say there is no data.
   */
  error?: unknown;
  /** Asks for the list again ('Coba lagi'), e.g. `useList().mutate`. */
  onRetry?: () => unknown;
}

/** Retry label of a list that failed to load. */
export const LIST_RETRY_LABEL = 'Coba lagi';

/**
 * What a failed list shows in place of its table: what failed, that the data is not known to be
 * empty, and 'Coba lagi'. The catalogue's error itself (dialog, or the inline banner in 'normal'
 * alert mode) is shown once when the list fails, and again when a retry fails.
 */
function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: (() => unknown) | undefined;
}) {
  const dialog = useDialog();
  const [isRetrying, setRetrying] = useState(false);
  const shown = useRef<unknown>(null);
  const retryAsked = useRef(false);
  useEffect(() => {
    if (shown.current === error || (shown.current !== null && !retryAsked.current)) return;
    shown.current = error;
    retryAsked.current = false;
    // A 401 is the session's business (the app signs the user out), not this list's.
    if (!(isCallFailure(error) && error.status === 401)) dialog.showError(error);
  }, [error, dialog]);
  const { title: reason, message } = errorDialogOf(error);
  return (
    <ErrorArea>
      <Notice
        tone="danger"
        title={`Daftar ${title} gagal dimuat.`}
        action={
          onRetry ? (
            <RetryArea>
              {isRetrying ? <span role="status">Memuat ulang…</span> : null}
              <Button
                variant="secondary"
                onPress={async () => {
                  if (isRetrying) return;
                  retryAsked.current = true;
                  setRetrying(true);
                  try {
                    await onRetry();
                  } finally {
                    setRetrying(false);
                  }
                }}
              >
                {LIST_RETRY_LABEL}
              </Button>
            </RetryArea>
          ) : null
        }
      >
        <p>
          {reason}: {message}
        </p>
        <p>Data belum dapat ditampilkan, bukan berarti datanya tidak ada.</p>
      </Notice>
    </ErrorArea>
  );
}

const RetryArea = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ds-space-3);
`;

const ErrorArea = styled.div`
  margin-bottom: var(--ds-space-4);
  & p {
    margin: 0;
  }
`;

/**
 * The shared list screen: header, search, table and pagination, all driven by the list query.
 * The component is controlled: it reports the next query and the app writes it to the URL and
 * fetches (e.g. with `useList` of `@simrs/api-client`). A failed fetch (`error`) shows the error
 * and 'Coba lagi' instead of the table. Needs a `DialogProvider` above it.
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
  error,
  onRetry,
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
      {error ? (
        <ListError title={title} error={error} onRetry={onRetry} />
      ) : (
        <>
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
        </>
      )}
    </Section>
  );
}
