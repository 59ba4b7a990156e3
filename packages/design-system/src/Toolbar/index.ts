export type { ToolbarProps } from './Toolbar';
export { Toolbar, ToolbarSeparator } from './Toolbar';
