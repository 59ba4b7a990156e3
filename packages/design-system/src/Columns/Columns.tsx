import type { HTMLAttributes, ReactNode } from 'react';
import { breakpoints, type SpaceStep } from '../tokens';
import { ColumnsCell, ColumnsContainer, ColumnsGrid } from './Columns.styles';

export interface ColumnsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  /**
   * Without `columns`: as many equal columns of at least this many pixels as fit the width
   * (default 240).
   */
  minColumnWidth?: number;
  /** A fixed number of equal columns, or their proportions (e.g. `[3, 2]`: 60% and 40%). */
  columns?: number | readonly number[];
  /** The space between cells, a step of the spacing scale (default 5: 16 px). */
  gap?: SpaceStep;
  /** Vertical alignment of the cells in a row (default 'start'). */
  align?: 'start' | 'center' | 'end' | 'stretch';
  /**
   * One column when the Columns is narrower than this many pixels (default the `md` breakpoint,
   * 768). It is the width of the Columns itself (a container query), so a docked sidebar counts.
   * 0 never folds (the min-width columns still wrap).
   */
  collapseBelow?: number;
  /**
   * The grid takes its parent's height and the rows share it (a full-screen board); folded into
   * one column it takes its content's height again.
   */
  fillHeight?: boolean;
  children?: ReactNode;
}

/** The grid-template-columns of the props. */
export function columnsTemplate(columns: ColumnsProps['columns'], minColumnWidth: number): string {
  if (typeof columns === 'number') return `repeat(${Math.max(1, columns)}, minmax(0, 1fr))`;
  if (columns && columns.length > 0) return columns.map((w) => `minmax(0, ${w}fr)`).join(' ');
  return `repeat(auto-fit, minmax(min(100%, ${minColumnWidth}px), 1fr))`;
}

/**
 * A responsive grid: a form in two columns, cards side by side, a main column with a side panel.
 * Narrower than `collapseBelow` it is one column.
 */
export function Columns({
  minColumnWidth = 240,
  columns,
  gap = 5,
  align = 'start',
  collapseBelow = breakpoints.md,
  fillHeight = false,
  children,
  ...props
}: ColumnsProps) {
  return (
    <ColumnsContainer data-fill-height={fillHeight || undefined} {...props}>
      <ColumnsGrid
        data-columns-grid
        data-gap={gap}
        data-align={align}
        $template={columnsTemplate(columns, minColumnWidth)}
        $collapseBelow={collapseBelow}
      >
        {children}
      </ColumnsGrid>
    </ColumnsContainer>
  );
}

export interface ColumnsItemProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  /** Columns this cell spans; 'all' is a full-width row (a long text field, the form's actions). */
  span?: 2 | 3 | 'all';
  children?: ReactNode;
}

/** A cell of `Columns` that spans several columns (one column once the grid has folded). */
export function ColumnsItem({ span, children, ...props }: ColumnsItemProps) {
  return (
    <ColumnsCell data-span={span} {...props}>
      {children}
    </ColumnsCell>
  );
}
