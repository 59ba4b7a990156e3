export type { ColumnsItemProps, ColumnsProps } from './Columns';
export { Columns, ColumnsItem, columnsTemplate } from './Columns';
