export type { PrintWindowHandle, PrintWindowOptions, WindowOpener } from './openPrintWindow';
export { openPrintWindow } from './openPrintWindow';
export type { PrintLayoutProps, PrintRowsProps } from './PrintLayout';
export { PrintBigText, PrintDivider, PrintLayout, PrintRows } from './PrintLayout';
export type { PrintPaper, PrintSize } from './sizes';
export { PRINT_PAPERS, PRINT_WINDOW_SIZE, pageSizeCss, printWindowFeatures } from './sizes';
