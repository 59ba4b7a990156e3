import { formatDate, formatDateTime, formatNumber, formatRupiah } from '@simrs/validators';

export type ColumnAlign = 'start' | 'center' | 'end';
/** How a column's value is formatted: money and numbers by the validators, dates in id-ID. */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'dateTime';
export type SortByType = 'asc' | 'desc';

/** A sort in the list query's terms. */
export interface TableSort {
  sortByField: string;
  sortByType: SortByType;
}

/** React Aria's sort descriptor (column key and direction). */
export interface AriaSortDescriptor {
  column: string | number;
  direction: 'ascending' | 'descending';
}

export interface SortableColumn {
  id: string;
  /** The server's field name for `sortByField` (the column id by default). */
  sortField?: string;
}

/** The query's sort from React Aria's descriptor; null when the column is unknown. */
export function sortFromDescriptor(
  descriptor: AriaSortDescriptor,
  columns: readonly SortableColumn[],
): TableSort | null {
  const column = columns.find((c) => c.id === String(descriptor.column));
  if (!column) return null;
  return {
    sortByField: column.sortField ?? column.id,
    sortByType: descriptor.direction === 'descending' ? 'desc' : 'asc',
  };
}

/** React Aria's descriptor from the query's sort; undefined when no column sorts by that field. */
export function descriptorFromSort(
  sort: TableSort | null | undefined,
  columns: readonly SortableColumn[],
): AriaSortDescriptor | undefined {
  if (!sort) return undefined;
  const column = columns.find((c) => (c.sortField ?? c.id) === sort.sortByField);
  if (!column) return undefined;
  return { column: column.id, direction: sort.sortByType === 'desc' ? 'descending' : 'ascending' };
}

/** The default alignment of a kind: figures line up on the right. */
export function defaultAlign(kind: ColumnKind): ColumnAlign {
  return kind === 'money' || kind === 'number' ? 'end' : 'start';
}

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** The text a cell shows for a raw value; missing and invalid values show as ''. */
export function formatCellValue(kind: ColumnKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'money':
      return formatRupiah(asNumber(value));
    case 'number':
      return formatNumber(asNumber(value));
    case 'date':
    case 'dateTime': {
      const input = value instanceof Date || typeof value === 'string' || typeof value === 'number';
      if (!input) return '';
      return kind === 'date' ? formatDate(value) : formatDateTime(value);
    }
    default:
      return String(value);
  }
}
