import { labelOf, type Vocabulary } from '@simrs/domain';
import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  type Key,
  Row as RACRow,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { EmptyState, emptyListMessage } from '../EmptyState';
import { IconArrowDown, IconArrowUp } from '../icons';
import { ProgressBar } from '../ProgressBar';
import { StatusChip } from '../StatusChip';
import {
  type ColumnAlign,
  type ColumnKind,
  defaultAlign,
  descriptorFromSort,
  formatCellValue,
  sortFromDescriptor,
  type TableSort,
} from './columns';
import { LoadingBar, StyledTable, TableFrame, TableScroll } from './DataTable.styles';
import { ActiveToggle, EditDeleteButtons, type RowActionHandlers } from './RowActions';

export interface DataTableColumn<Row> {
  /** Unique id; also the field read from the row and the `sortByField` unless overridden. */
  id: string;
  label: string;
  kind?: ColumnKind;
  /** Cell and header alignment; figures ('money', 'number') align at the end by default. */
  align?: ColumnAlign;
  allowsSorting?: boolean;
  /** The server's field for `sortByField` when it differs from `id`. */
  sortField?: string;
  /** Marks the column that names the row (read by screen readers when moving between rows). */
  isRowHeader?: boolean;
  /** Reads the raw value (default: `row[id]`). */
  value?: (row: Row) => unknown;
  /** A status list of `@simrs/domain`: the cell shows the code as a `StatusChip`. */
  statusList?: Vocabulary;
  /** Renders the cell instead of the formatted value (links, composite cells). */
  renderCell?: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (required: a page may hold several tables). */
  'aria-label': string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable id per row (default: `row.id`). */
  rowId?: (row: Row) => Key;
  /** How a row is named in its action buttons (default: the row-header column's text). */
  rowLabel?: (row: Row) => string;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Loading: the current rows stay (dimmed) under a progress bar until the new ones arrive. */
  isLoading?: boolean;
  /** The page title, for the empty message '{title} not found'. */
  title: string;
  /** The active search term, for "Search with keyword '{term}' not found". */
  searchTerm?: string;
  /** Edit, delete and active-toggle actions (need a `DialogProvider`). */
  actions?: RowActionHandlers<Row>;
}

const ACTIONS_COLUMN = '__actions';
const ACTIVE_COLUMN = '__active';

interface RowItem<Row> {
  id: Key;
  row: Row;
}

type ColumnItem<Row> =
  | { id: string; type: 'data'; column: DataTableColumn<Row> }
  | { id: string; type: 'active' | 'actions'; label: string };

function readValue<Row>(column: DataTableColumn<Row>, row: Row): unknown {
  if (column.value) return column.value(row);
  if (typeof row === 'object' && row !== null) {
    return (row as Record<string, unknown>)[column.id];
  }
  return undefined;
}

function defaultRowId<Row>(row: Row): Key {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  if (typeof id === 'string' || typeof id === 'number') return id;
  throw new Error('DataTable: a row has no `id`; pass `rowId`.');
}

/**
 * A server-driven data table on React Aria `Table`: React Aria owns the markup, the keyboard
 * (arrow keys between rows and cells, Enter on sortable headers) and `aria-sort`; the sort is
 * reported in the list query's terms (`sortByField`/`sortByType`).
 */
export function DataTable<Row>({
  columns,
  rows,
  rowId = defaultRowId,
  rowLabel,
  sort,
  onSortChange,
  isLoading = false,
  title,
  searchTerm,
  actions,
  ...aria
}: DataTableProps<Row>) {
  const headerColumn = columns.find((c) => c.isRowHeader) ?? columns[0];
  const nameOf = (row: Row): string =>
    rowLabel?.(row) ??
    (headerColumn ? formatCellValue('text', readValue(headerColumn, row)) : String(rowId(row)));

  const items: ColumnItem<Row>[] = columns.map((column) => ({
    id: column.id,
    type: 'data',
    column,
  }));
  if (actions?.activeOf) items.push({ id: ACTIVE_COLUMN, type: 'active', label: 'Aktif' });
  if (actions?.onEdit || actions?.onDelete) {
    items.push({ id: ACTIONS_COLUMN, type: 'actions', label: 'Aksi' });
  }

  const rowItems: RowItem<Row>[] = rows.map((row) => ({ id: rowId(row), row }));
  const hasRowHeader = columns.some((c) => c.isRowHeader);

  return (
    <TableFrame aria-busy={isLoading || undefined}>
      {isLoading ? (
        <LoadingBar>
          <ProgressBar aria-label="Memuat data" isLabelHidden size="sm" />
        </LoadingBar>
      ) : null}
      <TableScroll>
        <StyledTable
          {...aria}
          sortDescriptor={descriptorFromSort(sort, columns)}
          onSortChange={(descriptor) => {
            const next = sortFromDescriptor(descriptor, columns);
            if (next) onSortChange?.(next);
          }}
        >
          <TableHeader columns={items}>
            {(item) => {
              if (item.type !== 'data') {
                return (
                  <Column id={item.id} data-align={item.type === 'active' ? 'start' : 'end'}>
                    {item.label}
                  </Column>
                );
              }
              const { column } = item;
              const align = column.align ?? defaultAlign(column.kind ?? 'text');
              return (
                <Column
                  id={column.id}
                  data-align={align}
                  allowsSorting={Boolean(column.allowsSorting && onSortChange)}
                  isRowHeader={hasRowHeader ? column.isRowHeader : column === headerColumn}
                  textValue={column.label}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <>
                      {column.label}
                      {allowsSorting ? (
                        <span data-part="sort" data-direction={sortDirection ?? undefined}>
                          {sortDirection === 'descending' ? (
                            <IconArrowDown />
                          ) : (
                            <IconArrowUp opacity={sortDirection ? 1 : 0.45} />
                          )}
                        </span>
                      ) : null}
                    </>
                  )}
                </Column>
              );
            }}
          </TableHeader>
          <TableBody
            items={rowItems}
            dependencies={[columns, actions, isLoading]}
            renderEmptyState={() =>
              isLoading ? (
                <EmptyState title="Memuat data…" icon={null} size="sm" />
              ) : (
                <EmptyState title={emptyListMessage(title, searchTerm)} size="sm" />
              )
            }
          >
            {(item) => (
              <RACRow id={item.id} columns={items}>
                {(col: ColumnItem<Row>) => {
                  if (col.type === 'actions' && actions) {
                    return (
                      <Cell data-align="end">
                        <EditDeleteButtons
                          row={item.row}
                          label={nameOf(item.row)}
                          actions={actions}
                        />
                      </Cell>
                    );
                  }
                  if (col.type === 'active' && actions) {
                    return (
                      <Cell>
                        <ActiveToggle row={item.row} label={nameOf(item.row)} actions={actions} />
                      </Cell>
                    );
                  }
                  if (col.type !== 'data') return <Cell />;
                  const { column } = col;
                  const kind = column.kind ?? 'text';
                  const raw = readValue(column, item.row);
                  const code = typeof raw === 'string' || typeof raw === 'number' ? raw : null;
                  const text = column.statusList
                    ? labelOf(column.statusList, code)
                    : formatCellValue(kind, raw);
                  return (
                    <Cell
                      data-align={column.align ?? defaultAlign(kind)}
                      data-kind={column.statusList ? 'status' : kind}
                      textValue={text}
                    >
                      {column.renderCell ? (
                        column.renderCell(item.row)
                      ) : column.statusList ? (
                        <StatusChip list={column.statusList} code={code} />
                      ) : (
                        text
                      )}
                    </Cell>
                  );
                }}
              </RACRow>
            )}
          </TableBody>
        </StyledTable>
      </TableScroll>
    </TableFrame>
  );
}
