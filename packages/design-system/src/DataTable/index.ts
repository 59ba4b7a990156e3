export type {
  AriaSortDescriptor,
  ColumnAlign,
  ColumnKind,
  SortByType,
  TableSort,
} from './columns';
export { descriptorFromSort, formatCellValue, sortFromDescriptor } from './columns';
export type { DataTableColumn, DataTableProps } from './DataTable';
export { DataTable } from './DataTable';
export type { ActiveFlag, RowActionHandlers } from './RowActions';
